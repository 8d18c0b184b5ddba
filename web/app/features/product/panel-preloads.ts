// What opens one of the product page's panels preloads it on hover and focus. The panels (./panels) are the
// page's, which hands their preloads to the buttons through this context: a button importing ./panels closed an
// import cycle, as each panel draws its rows from the button's own module (the gallery's, the choices').
import { createContext, useContext } from 'react';
import { preloadOnIntent } from '~/components/panels';

export type PreloadedPanel = 'mediaGallery' | 'specifications' | 'configuration';

export type PanelPreloads = Readonly<Record<PreloadedPanel, { preload: () => void }>>;

const nothing = { preload: () => undefined };
const PanelPreloadsContext = createContext<PanelPreloads>({
  mediaGallery: nothing,
  specifications: nothing,
  configuration: nothing,
});

/** Given by the product page, the owner of the panels. */
export const PanelPreloadsProvider = PanelPreloadsContext.Provider;

/** Props for a button that opens `panel`: its chunk starts loading when the shopper points at it or focuses it. */
export const usePreloadOnIntent = (panel: PreloadedPanel) => preloadOnIntent(useContext(PanelPreloadsContext)[panel]);

// The way from a long group on the page to the configuration panel (spec §2 Panels: configuration, "for groups
// with many items"; docs/product.md "Long groups"): the page shows a few of the group's items and this button,
// which opens the panel with all of them. The panel itself loads when first opened (./panels); the product page
// hands it to the button through a context, as the panel draws on the modules that render the button.
import { createContext, useContext } from 'react';
import { useT } from '~/i18n/use-t';
import { preloadOnIntent } from '~/components/panels';

const ConfigurationPanelContext = createContext<{ preload: () => void }>({ preload: () => undefined });

/** Given by the product page, the owner of the configuration panel. */
export const ConfigurationPanelProvider = ConfigurationPanelContext.Provider;

export function AllChoicesButton({ count, name, onOpen }: { count: number; name: string; onOpen: () => void }) {
  const t = useT();
  const panel = useContext(ConfigurationPanelContext);
  return (
    <button
      type="button"
      className="link-button all-choices"
      aria-haspopup="dialog"
      {...preloadOnIntent(panel)}
      onClick={onOpen}
    >
      {t('configurator.allChoices', { count, name })}
    </button>
  );
}

// The product page's panels, each loaded when first opened (components/lazy-part.tsx): the full-screen media
// gallery, all the specifications, and the long texts (with the sanitizer they render through). Only the page
// imports them, and hands them to what opens them in other modules, which preloads them on hover and focus.
import { isPanelOpen } from '~/components/panels';
import { lazyPart } from '~/components/lazy-part';
import { richTextReady } from '~/components/rich-text';

export const MediaGalleryPanel = lazyPart(
  () => import('./media-gallery-panel').then((module) => ({ default: module.MediaGalleryPanel })),
  isPanelOpen('mediagallery'),
);

export const SpecificationsPanel = lazyPart(
  () => import('./specifications-panel').then((module) => ({ default: module.SpecificationsPanel })),
  isPanelOpen('specifications'),
);

const textPanels = () => Promise.all([import('./text-panels'), richTextReady()]).then(([module]) => module);

export const DescriptionPanel = lazyPart(
  () => textPanels().then((module) => ({ default: module.DescriptionPanel })),
  isPanelOpen('description'),
);

export const ReadMorePanel = lazyPart(
  () => textPanels().then((module) => ({ default: module.ReadMorePanel })),
  isPanelOpen('readMore'),
);

export const ConfigurationPanel = lazyPart(
  () => import('./configuration-panel').then((module) => ({ default: module.ConfigurationPanel })),
  isPanelOpen('configuration'),
);

export const VariationsPanel = lazyPart(
  () => import('./variations-panel').then((module) => ({ default: module.VariationsPanel })),
  isPanelOpen('variations'),
);

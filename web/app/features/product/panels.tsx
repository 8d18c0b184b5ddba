// The product page's panels, each loaded when first opened (components/lazy-part.tsx): the full-screen media
// gallery and all the specifications. What opens a panel preloads it on hover and focus (components/panels.tsx `preloadOnIntent`).
import { isPanelOpen } from '~/components/panels';
import { lazyPart } from '~/components/lazy-part';

export const MediaGalleryPanel = lazyPart(
  () => import('./media-gallery-panel').then((module) => ({ default: module.MediaGalleryPanel })),
  isPanelOpen('mediagallery'),
);

export const SpecificationsPanel = lazyPart(
  () => import('./specifications-panel').then((module) => ({ default: module.SpecificationsPanel })),
  isPanelOpen('specifications'),
);

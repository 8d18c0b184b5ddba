// The small screens' filter panel, loaded when first opened (components/lazy-part.tsx); the toolbar's Filter
// button preloads it on hover and focus.
import { $isFilterPanelOpen } from '@etalage/domain/catalogue/filters';
import { lazyPart } from '~/components/lazy-part';

export const MobileFilterPanel = lazyPart(
  () => import('./mobile-filter-panel').then((module) => ({ default: module.MobileFilterPanel })),
  $isFilterPanelOpen,
);

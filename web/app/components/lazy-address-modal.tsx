// The checkout's address modal, loaded when first opened (components/lazy-part.tsx).
import { lazyPart } from './lazy-part';
import { isPanelOpen } from './panels';

export const AddressModal = lazyPart(
  () => import('./address-modal').then((module) => ({ default: module.AddressModal })),
  isPanelOpen('addresses'),
);

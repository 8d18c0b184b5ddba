// The checkout's address modal, loaded when first opened (components/lazy-part.tsx).
import { lazyPart } from '~/components/lazy-part';
import { isPanelOpen } from '~/components/panels';

export const AddressModal = lazyPart(
  () => import('./address-modal').then((module) => ({ default: module.AddressModal })),
  isPanelOpen('addresses'),
);

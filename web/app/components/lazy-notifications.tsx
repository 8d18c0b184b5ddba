// The toasts, with Radix Toast, loaded when the first notification shows (components/lazy-part.tsx) and kept
// from then on. Radix announces each toast through a live region it creates with the toast, so a first toast
// is announced like any later one.
import { $notifications } from '@etalage/domain/shell';
import { lazyPart } from './lazy-part';

export const Notifications = lazyPart(
  () => import('./notifications').then((module) => ({ default: module.Notifications })),
  $notifications.map((notifications) => notifications.length > 0),
  { pending: 'none' },
);

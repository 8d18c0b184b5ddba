// The app shell: routes, panels, notifications, alerts, navigation and cookie requests, and MessageRefs.
export { type MessageRef, message, phrase } from './message';
export {
  routeChanged,
  $isCheckoutRoute,
  type PanelName,
  panelOpened,
  panelClosed,
  $openPanel,
  type NotificationKind,
  NOTIFICATION_DURATION_MS,
  notificationShown,
  notificationDismissed,
  $notifications,
  type Alert,
  alertDismissed,
  $alerts,
  type NavigateRequest,
  navigateFx,
  navigationRequested,
  type CookieWrite,
  writeCookieFx,
} from './model';

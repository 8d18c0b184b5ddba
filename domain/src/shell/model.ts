// The app shell: route changes, panels, notifications (toasts), alerts and
// navigation requests. Models talk to the UI only through these units; the web layer renders them and
// performs the navigation. It deliberately holds no page data.
import { createEffect, createEvent, createStore, sample } from 'effector';
import type { MessageRef } from './message';

/** A page was entered, on the server or by a client navigation. */
export const routeChanged = createEvent<{ pathname: string; search: string }>();
export const $pathname = createStore('/').on(routeChanged, (_, { pathname }) => pathname);
/** Spec §2: a route counts as checkout if its path contains 'checkout'. */
export const $isCheckoutRoute = $pathname.map((pathname) => pathname.includes('checkout'));

// ---------------------------------------------------------------------------------------------------
// Panels (spec §2): slide-in modals opened by name; all close on route change.

export type PanelName =
  | 'specifications'
  | 'variations'
  | 'description'
  | 'paymentOrder'
  | 'configuration'
  | 'mediagallery'
  | 'discountCoupons'
  | 'search'
  | 'cart'
  | 'account'
  | 'addresses'
  | 'readMore'
  | 'cookieWall'
  | 'mobileNavigationPanel';

export interface OpenPanel {
  name: PanelName;
  /** Panel-specific data, e.g. `{ type: 'options', id: groupId }` for the configuration panel. */
  data: Record<string, string> | null;
}

export const panelOpened = createEvent<{ name: PanelName; data?: Record<string, string> }>();
export const panelClosed = createEvent();
export const $openPanel = createStore<OpenPanel | null>(null)
  .on(panelOpened, (_, { name, data }) => ({ name, data: data ?? null }))
  .reset(panelClosed, routeChanged);

// ---------------------------------------------------------------------------------------------------
// Notifications (toasts, spec §2 and §9): default title 'Melding', 4500 ms, pausable, dismissible.

export type NotificationKind = 'info' | 'success' | 'warning' | 'danger';

export interface Notification {
  id: number;
  /** null: the default title ('Melding'). */
  title: MessageRef | null;
  message: MessageRef;
  type: NotificationKind;
  /** What the notice is about (`login`), so a later success can clear it; null for most. */
  topic: string | null;
  /** The label of the notice's one action (a retry); pressing it fires `notificationActed`. null for most. */
  action: MessageRef | null;
}

export interface NotificationInput {
  title?: MessageRef;
  message: MessageRef;
  type?: NotificationKind;
  topic?: string;
  action?: MessageRef;
}

export const NOTIFICATION_DURATION_MS = 4500;

/** One notification, or several in the order given. */
export const notificationShown = createEvent<NotificationInput | readonly NotificationInput[]>();
export const notificationDismissed = createEvent<number>();
/** The shopper pressed a notice's action; the model that showed it (by its topic) acts. The notice goes. */
export const notificationActed = createEvent<Notification>();
/** Clears the notifications of a topic (a successful login clears the failed-login notices). */
export const notificationsCleared = createEvent<string>();
/** The list and the last id given, in one store so an id is read and advanced in one step. */
const $notificationState = createStore<{ seq: number; list: Notification[] }>(
  { seq: 0, list: [] },
  { name: '$notificationState' },
);
export const $notifications = $notificationState.map((state) => state.list);

// When notifications are shown, then each joins the list with the next id.
$notificationState.on(notificationShown, (state, shown) =>
  ('message' in shown ? [shown] : shown).reduce(
    ({ seq, list }, input) => ({
      seq: seq + 1,
      list: [
        ...list,
        {
          id: seq + 1,
          title: input.title ?? null,
          message: input.message,
          type: input.type ?? 'info',
          topic: input.topic ?? null,
          action: input.action ?? null,
        },
      ],
    }),
    state,
  ),
);
$notificationState.on(notificationDismissed, (state, id) => ({
  ...state,
  list: state.list.filter((n) => n.id !== id),
}));
$notificationState.on(notificationActed, (state, acted) => ({
  ...state,
  list: state.list.filter((n) => n.id !== acted.id),
}));
$notificationState.on(notificationsCleared, (state, topic) => ({
  ...state,
  list: state.list.filter((n) => n.topic !== topic),
}));

// ---------------------------------------------------------------------------------------------------
// Alerts (spec §3 Alert): inline messages of a page, cleared on each navigation (spec §4).

export interface Alert {
  id: string;
  state: 'info' | 'success' | 'warning' | 'danger';
  title: MessageRef;
  message: MessageRef;
  /** Colour name of the design system (`red`, `orange`, `green`, `blue`). */
  color: string;
  dismissible: boolean;
}

export const alertShown = createEvent<Alert>();
export const alertDismissed = createEvent<string>();
export const $alerts = createStore<Alert[]>([], { name: '$alerts' })
  .on(alertShown, (list, alert) => [...list.filter((a) => a.id !== alert.id), alert])
  .on(alertDismissed, (list, id) => list.filter((a) => a.id !== id))
  .reset(routeChanged);

// ---------------------------------------------------------------------------------------------------
// Navigation requested by a model (after login, on a payment error, ...). The web layer gives this
// effect its handler: a client-side navigation, or `location.assign` for external URLs.

export interface NavigateRequest {
  to: string;
  replace?: boolean;
  /** Leave the site (a payment provider, an https menu link). */
  external?: boolean;
  /** Keep the scroll position (filter and sort changes). */
  preventScrollReset?: boolean;
}
export const navigateFx = createEffect<NavigateRequest, void>(() => undefined);
export const navigationRequested = createEvent<NavigateRequest>();
sample({ clock: navigationRequested, target: navigateFx });

// ---------------------------------------------------------------------------------------------------
// Cookies the browser keeps for the shopper (locale, auth token, cart uid, consent). Models ask for a
// write; the web layer gives this effect its handler in the browser (the server render writes none).

export interface CookieWrite {
  name: string;
  /** null deletes the cookie. */
  value: string | null;
  maxAgeSeconds?: number;
}
export const writeCookieFx = createEffect<CookieWrite, void>(() => undefined);

// ---------------------------------------------------------------------------------------------------
// Render errors (spec §4 Misc UI): a part of a page that fails to render after hydration shows an error slot
// (web: components/error-slot.tsx) and the failure is recorded as an error event.

export interface RenderFailure {
  /** The error's message. */
  message: string;
  /** The page it happened on. */
  path: string;
}

/** Fact: a part of the page failed to render in the browser. */
export const renderFailed = createEvent<RenderFailure>();
/** Records one failure. Default: nothing (server, tests); the browser pushes an `exception` event to the data layer. */
export const recordErrorFx = createEffect<RenderFailure, void>(() => undefined);
/** How many render failures this page view has had (the error slot's tests and QA read it). */
export const $renderFailures = createStore(0, { name: '$renderFailures', serialize: 'ignore' }).on(
  renderFailed,
  (count) => count + 1,
);
sample({ clock: renderFailed, target: recordErrorFx });

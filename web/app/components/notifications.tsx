// Toasts (spec §2, §9): default title 'Melding', auto-dismiss after 4500 ms, paused on hover and focus
// (Radix Toast), dismissible; one with an action (a retry) stays until used or dismissed. Each toast is a
// notification of the shell model.
import * as Toast from '@radix-ui/react-toast';
import { useEffect, useRef, type FocusEvent } from 'react';
import { useUnit } from '~/effector/use-unit';
import {
  $notifications,
  NOTIFICATION_DURATION_MS,
  notificationActed,
  notificationDismissed,
} from '@etalage/domain/shell';
import { useT } from '~/i18n/use-t';
import { CloseIcon } from './icons';

export function Notifications() {
  const t = useT();
  const [notifications, dismiss, act] = useUnit([$notifications, notificationDismissed, notificationActed]);
  const viewport = useRef<HTMLOListElement>(null);
  // Where the focus was before F8 or Tab brought it to the toasts. Radix leaves it on the empty region once the
  // last toast is closed, and the next Tab would start again at the top of the page.
  const cameFrom = useRef<HTMLElement | null>(null);
  const rememberOrigin = (event: FocusEvent) => {
    const from = event.relatedTarget;
    if (from instanceof HTMLElement && !viewport.current?.parentElement?.contains(from)) cameFrom.current = from;
  };
  useEffect(() => {
    if (notifications.length > 0) return;
    const region = viewport.current;
    const origin = cameFrom.current;
    cameFrom.current = null;
    if (region?.contains(document.activeElement) && origin?.isConnected) origin.focus();
  }, [notifications.length]);
  return (
    <Toast.Provider duration={NOTIFICATION_DURATION_MS} label={t('notification.region')}>
      {notifications.map((notification) => (
        <Toast.Root
          key={notification.id}
          className={`toast is-${notification.type}`}
          type={notification.type === 'danger' ? 'foreground' : 'background'}
          // A notice with an action stays until it is used or dismissed: a retry must not vanish unread.
          duration={notification.action ? Number.POSITIVE_INFINITY : undefined}
          onOpenChange={(open) => (open ? undefined : dismiss(notification.id))}
        >
          <Toast.Title className="toast__title">
            {notification.title ? t.ref(notification.title) : t('notification.defaultTitle')}
          </Toast.Title>
          <Toast.Description className="toast__message">{t.ref(notification.message)}</Toast.Description>
          {notification.action ? (
            <Toast.Action
              className="button toast__action"
              altText={t.ref(notification.action)}
              onClick={() => act(notification)}
            >
              {t.ref(notification.action)}
            </Toast.Action>
          ) : null}
          <Toast.Close className="icon-button toast__close" aria-label={t('notification.dismiss')}>
            <CloseIcon size={16} />
          </Toast.Close>
        </Toast.Root>
      ))}
      {/* Radix replaces {hotkey} (F8 moves focus to the toasts); the rest is the region's translated name. */}
      <Toast.Viewport
        ref={viewport}
        className="toast-viewport"
        label={`${t('notification.regionLabel')} ({hotkey})`}
        onFocus={rememberOrigin}
      />
    </Toast.Provider>
  );
}

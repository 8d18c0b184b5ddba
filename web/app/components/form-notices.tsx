// What the toasts say, in the page, for a shopper without JavaScript (docs/decisions/forms-before-javascript.md):
// at a form its page's action answered again (a registration the API refused), and atop the page a form's 303
// led to (a save that passed). With JavaScript the toasts say it, so this is in a <noscript>: never shown twice.
import { useActionData } from 'react-router';
import { $notifications, CARRIED_TOPIC, type Notification } from '@etalage/domain/shell';
import { useUnit } from '~/effector/use-unit';
import type { ActionResult } from '~/effector/route';
import { useT } from '~/i18n/use-t';

/** Whether the page answers the form `intent` sent to its action (its errors show then). */
export const useSentForm = (intent: string): boolean =>
  (useActionData() as ActionResult | undefined)?.intent === intent;

export function FormNotices({ intent }: { intent: string }) {
  const notifications = useUnit($notifications);
  const sent = useSentForm(intent);
  return sent ? <NoscriptNotices notifications={notifications} /> : null;
}

/**
 * The notices a form's 303 carried to this page (effector/flash.ts), for a shopper without JavaScript; with it
 * the toasts show them.
 */
export function CarriedNotices() {
  const notifications = useUnit($notifications);
  return <NoscriptNotices notifications={notifications.filter(({ topic }) => topic === CARRIED_TOPIC)} />;
}

function NoscriptNotices({ notifications }: { notifications: readonly Notification[] }) {
  const t = useT();
  if (notifications.length === 0) return null;
  return (
    <noscript>
      {notifications.map((notification) => (
        <div
          key={notification.id}
          className={`alert alert--${notification.type}`}
          role={notification.type === 'danger' || notification.type === 'warning' ? 'alert' : 'status'}
        >
          <p className="alert__title">
            {notification.title ? t.ref(notification.title) : t('notification.defaultTitle')}
          </p>
          <p className="alert__message">{t.ref(notification.message)}</p>
        </div>
      ))}
    </noscript>
  );
}

// What the toasts say, at the form, for a shopper without JavaScript (docs/decisions/forms-before-javascript.md):
// a form its page's action answered again (a registration the API refused, a save that failed) says why in the
// page. With JavaScript the toasts say it, as always, so this is in a <noscript>: never shown twice.
import { useActionData } from 'react-router';
import { $notifications } from '@etalage/domain';
import { useUnit } from '~/effector/use-unit';
import type { ActionResult } from '~/effector/route';
import { useT } from '~/i18n/use-t';

/** Whether the page answers the form `intent` sent to its action (its errors show then). */
export const useSentForm = (intent: string): boolean =>
  (useActionData() as ActionResult | undefined)?.intent === intent;

export function FormNotices({ intent }: { intent: string }) {
  const t = useT();
  const notifications = useUnit($notifications);
  const sent = useSentForm(intent);
  if (!sent || notifications.length === 0) return null;
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

// Inline alerts (spec §3 Alert: state, title, message, colour): the shell's list, cleared on every navigation,
// and single alerts a page places itself. Danger and warning alerts are announced (role alert); a
// dismissible one has a close button, a non-dismissible one stays until its cause is gone.
import { useUnit } from '~/effector/use-unit';
import { $alerts, alertDismissed, type Alert } from '@etalage/domain/shell';
import { useT } from '~/i18n/use-t';
import { CloseIcon } from './icons';

export function AlertBox({ alert, onDismiss }: { alert: Alert; onDismiss?: () => void }) {
  const t = useT();
  const urgent = alert.state === 'danger' || alert.state === 'warning';
  return (
    <div className={`alert alert--${alert.state}`} role={urgent ? 'alert' : 'status'} data-color={alert.color}>
      <p className="alert__title">{t.ref(alert.title)}</p>
      <p className="alert__message">{t.ref(alert.message)}</p>
      {alert.dismissible && onDismiss ? (
        <button type="button" className="icon-button alert__close" aria-label={t('alert.dismiss')} onClick={onDismiss}>
          <CloseIcon size={16} />
        </button>
      ) : null}
    </div>
  );
}

export function Alerts() {
  const [alerts, dismiss] = useUnit([$alerts, alertDismissed]);
  if (alerts.length === 0) return null;
  return (
    <div className="alerts">
      {alerts.map((alert) => (
        <AlertBox key={alert.id} alert={alert} onDismiss={() => dismiss(alert.id)} />
      ))}
    </div>
  );
}

// The page's error slot inside a layout (components/error-slot.tsx): the translated message, the clear action,
// and the error event in the client scope.
import type { ReactNode } from 'react';
import { useLocation } from 'react-router';
import { useUnit } from '~/effector/use-unit';
import { renderFailed } from '@etalage/domain/shell';
import { useT } from '~/i18n/use-t';
import { ErrorSlot } from './error-slot';

export function PageErrorSlot({ children }: { children: ReactNode }) {
  const t = useT();
  const { pathname } = useLocation();
  const failed = useUnit(renderFailed);
  return (
    <ErrorSlot
      resetKey={pathname}
      onError={(error) => failed({ message: error.message, path: pathname })}
      fallback={(clear) => (
        <div className="error-slot" role="alert">
          <p className="error-slot__title">{t('errorSlot.title')}</p>
          <p>{t('errorSlot.text')}</p>
          <button type="button" className="button" onClick={clear}>
            {t('errorSlot.retry')}
          </button>
        </div>
      )}
    >
      {children}
    </ErrorSlot>
  );
}

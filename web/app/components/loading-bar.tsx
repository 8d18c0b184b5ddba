import { useEffect, useState } from 'react';
import { useNavigation } from 'react-router';
import { useT } from '~/i18n/use-t';

/** Spec §9: the loading bar appears when a navigation takes longer than 200 ms. */
export const LOADING_BAR_DELAY_MS = 200;

export function LoadingBar() {
  const t = useT();
  const navigation = useNavigation();
  const isNavigating = navigation.state !== 'idle';
  const [isVisible, setVisible] = useState(false);
  useEffect(() => {
    if (!isNavigating) {
      setVisible(false);
      return;
    }
    const timer = setTimeout(() => setVisible(true), LOADING_BAR_DELAY_MS);
    return () => clearTimeout(timer);
  }, [isNavigating]);
  return (
    <div className={`loading-bar${isVisible ? ' loading-bar--visible' : ''}`} aria-hidden={!isVisible}>
      <span className="visually-hidden" role="status">
        {isVisible ? t('shell.loading') : ''}
      </span>
    </div>
  );
}

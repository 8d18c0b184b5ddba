// The page's h1 that takes focus after a client navigation, so a screen reader hears the new page (the
// checkout steps, the account pages).
import { useEffect, useRef } from 'react';
import { useLocation, useNavigationType } from 'react-router';

/**
 * The page's h1. After a link or a model moved the shopper here (a PUSH or REPLACE navigation) focus moves to
 * it, so keyboard and screen reader users start at the new step. A page load and back/forward (POP) leave
 * focus where the browser puts it.
 */
export function PageHeading({ children, id }: { children: React.ReactNode; id?: string }) {
  const heading = useRef<HTMLHeadingElement>(null);
  const { key } = useLocation();
  const navigationType = useNavigationType();
  useEffect(() => {
    if (navigationType !== 'POP') heading.current?.focus();
  }, [key, navigationType]);
  return (
    <h1 id={id} ref={heading} tabIndex={-1} className="checkout__title">
      {children}
    </h1>
  );
}

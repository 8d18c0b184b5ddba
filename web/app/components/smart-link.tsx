import { Link } from 'react-router';

/** Site paths navigate in the app; https URLs leave the site (spec §2 mobile navigation, route rules). */
export const isExternal = (url: string): boolean => /^https?:\/\//i.test(url);

export function SmartLink({
  to,
  children,
  className,
  onClick,
}: {
  to: string;
  children: React.ReactNode;
  className?: string;
  onClick?: () => void;
}) {
  if (isExternal(to)) {
    return (
      <a href={to} className={className} rel="noopener" onClick={onClick}>
        {children}
      </a>
    );
  }
  return (
    <Link to={to} className={className} onClick={onClick}>
      {children}
    </Link>
  );
}

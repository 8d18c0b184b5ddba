// The shop's logo linking home, in the shop's header and the checkout's slim one (spec §1, §2 Layouts). It shows
// the site settings' largest size (spec §3 `logoUrl.max`, `$logoSrc`) in the header's 128 × 32 box; a config that
// names no logo leaves the link with its name alone, never a broken image.
import { Link } from './link';
import { useUnit } from '~/effector/use-unit';
import { $logoSrc } from '@etalage/domain/app';
import { useT } from '~/i18n/use-t';

export function ShopLogo({ shopName }: { shopName: string }) {
  const t = useT();
  const src = useUnit($logoSrc);
  return (
    <Link to="/" className="site-header__logo" aria-label={t('shell.homeLink', { name: shopName })}>
      {src !== null ? <img src={src} alt="" width={128} height={32} /> : null}
    </Link>
  );
}

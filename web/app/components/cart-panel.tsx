// The cart panel (spec §2): header with the product count, the merged-sessions message, the lines (image,
// title linking to the product, options, quantity stepper, remove, price), the empty state ('Log in to view
// your shopping cart' only when anonymous, 'Continue shopping'), the totals, the discount coupons button
// when the coupons setting is on, and 'I'm ready to order' (on a checkout route 'Continue', which only
// closes the panel).
import { Link } from './link';
import { useUnit } from '~/effector/use-unit';
import {
  $appConfig,
  $isAuthenticated,
  $isCheckoutRoute,
  $isEmpty,
  $isLoading,
  $isSyncStalled,
  cartSyncRetried,
  $isMerged,
  $lines,
  $locale,
  $productCount,
  $totals,
  formatCartPrice,
  lineRemoved,
  navigationRequested,
  panelClosed,
  panelOpened,
  productPath,
  quantityDecreased,
  quantityIncreased,
  quantityTyped,
  type CartLineView,
} from '@etalage/domain';
import { useT } from '~/i18n/use-t';
import { Panel } from './panel';
import { TrashIcon } from './icons';
import { NumberInput } from './number-input';
import { CartTotalsTable } from './cart-totals';
import { MadeToMeasureNote } from './made-to-measure-note';

function CartLineItem({ line }: { line: CartLineView }) {
  const t = useT();
  const [locale, increase, decrease, typed, remove, close] = useUnit([
    $locale,
    quantityIncreased,
    quantityDecreased,
    quantityTyped,
    lineRemoved,
    panelClosed,
  ]);
  return (
    <li className="cart-line" aria-busy={line.isLoading}>
      <div className="cart-line__media">
        {line.image ? (
          <img src={line.image.imageSrc.medium} alt={line.imageAlt} width={80} height={80} loading="lazy" />
        ) : null}
      </div>
      <div className="cart-line__body">
        <Link className="cart-line__title" to={productPath(line.productId, line.slug)} onClick={() => close()}>
          {line.title}
        </Link>
        {line.options.length > 0 ? (
          <ul className="cart-line__options">
            {line.options.map((option) => (
              <li key={option.lineOptionId || option.id}>
                {option.groupName ? `${option.groupName}: ` : null}
                {option.custom
                  ? t('cart.customOption', { name: option.custom.name, area: option.custom.quantity })
                  : option.name}
              </li>
            ))}
          </ul>
        ) : null}
        <MadeToMeasureNote line={line} />
        <div className="cart-line__actions">
          <NumberInput
            value={line.quantity}
            groupLabel={t('cart.quantity.of', { title: line.title })}
            inputLabel={t('cart.quantity.label')}
            decreaseLabel={t('cart.quantity.decrease')}
            increaseLabel={t('cart.quantity.increase')}
            required
            onStep={(direction) => (direction > 0 ? increase(line.lUid) : decrease(line.lUid))}
            onTyped={(quantity) => (quantity === null ? undefined : typed({ lUid: line.lUid, quantity }))}
          />
          <button
            type="button"
            className="icon-button"
            aria-label={t('cart.remove', { title: line.title })}
            onClick={() => remove(line.lUid)}
          >
            <TrashIcon size={18} />
          </button>
        </div>
      </div>
      <p className="cart-line__price">{formatCartPrice(line.totals.totalInclVat, locale)}</p>
    </li>
  );
}

export function CartPanel() {
  const t = useT();
  const [lines, count, totals, isEmpty, isLoading, isMerged, isAuthenticated, isCheckout, config] = useUnit([
    $lines,
    $productCount,
    $totals,
    $isEmpty,
    $isLoading,
    $isMerged,
    $isAuthenticated,
    $isCheckoutRoute,
    $appConfig,
  ]);
  const [close, open, navigate] = useUnit([panelClosed, panelOpened, navigationRequested]);
  const [isStalled, retry] = useUnit([$isSyncStalled, cartSyncRetried]);

  const footer =
    !isEmpty && totals ? (
      <>
        <CartTotalsTable totals={totals} />
        {config?.settings.coupons ? (
          <button type="button" className="button button--block" onClick={() => open({ name: 'discountCoupons' })}>
            {t('cart.coupons.open')}
          </button>
        ) : null}
        <button
          type="button"
          className="button button--primary button--block"
          onClick={() => (isCheckout ? close() : navigate({ to: '/checkout' }))}
        >
          {t(isCheckout ? 'cart.continue' : 'cart.readyToOrder')}
        </button>
      </>
    ) : null;

  return (
    <Panel name="cart" title={t('cart.title', { count })} footer={footer}>
      {isMerged ? (
        <p className="cart-merged" role="status">
          {t('cart.merged')}
        </p>
      ) : null}
      {isStalled ? (
        <div className="alert alert--danger cart-stalled" role="alert">
          <p>{t('cart.syncFailed')}</p>
          <button type="button" className="button" onClick={() => retry()}>
            {t('cart.syncRetry')}
          </button>
        </div>
      ) : null}
      {isLoading ? (
        <p role="status">{t('cart.loading')}</p>
      ) : isEmpty ? (
        <div className="cart-empty">
          <p>{t('cart.empty')}</p>
          {isAuthenticated ? null : (
            <button type="button" className="button button--block" onClick={() => navigate({ to: '/account/login' })}>
              {t('cart.login')}
            </button>
          )}
          <button type="button" className="button button--primary button--block" onClick={() => close()}>
            {t('cart.continueShopping')}
          </button>
        </div>
      ) : (
        <ul className="cart-lines" aria-label={t('cart.lines')}>
          {lines.map((line) => (
            <CartLineItem key={line.lUid} line={line} />
          ))}
        </ul>
      )}
    </Panel>
  );
}

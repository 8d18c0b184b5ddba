// The cart panel (spec §2): header with the product count, the merged-sessions message, the lines (image, title
// linking to the product, options, quantity stepper, remove, price), the empty state ('Log in to view your shopping
// cart' only when anonymous, 'Continue shopping'), the totals, the discount coupons button when the coupons setting
// is on, and 'I'm ready to order' (on a checkout route 'Continue', which only closes the panel). Its parts are the
// cart page's too (features/cart, docs/decisions/cart-page.md): a line's quantity and removal are forms that post to
// the cart page, so they work before and without JavaScript; hydrated, the cart model acts at once.
import { Form } from 'react-router';
import { Link } from './link';
import { useUnit } from '~/effector/use-unit';
import { $appConfig } from '@etalage/domain/app';
import {
  $isEmpty,
  $isLoading,
  $isSyncStalled,
  cartSyncRetried,
  $isMerged,
  $lines,
  $productCount,
  $totals,
  lineRemoved,
  quantityDecreased,
  quantityIncreased,
  quantityTyped,
  type CartLineView,
} from '@etalage/domain/cart';
import { productPath } from '@etalage/domain/catalogue';
import { $locale } from '@etalage/domain/i18n';
import { formatCartPrice } from '@etalage/domain/pricing';
import { $isAuthenticated } from '@etalage/domain/session';
import { $isCheckoutRoute, navigationRequested, panelClosed, panelOpened } from '@etalage/domain/shell';
import { useT } from '~/i18n/use-t';
import { INTENT_FIELD } from '~/effector/route';
import { CART_LINE_INTENT, CART_PATH, LINE_FIELDS } from '~/forms/cart-fields';
import { Panel } from './panel';
import { TrashIcon } from './icons';
import { NumberInput } from './number-input';
import { CartTotalsTable } from './cart-totals';
import { MadeToMeasureNote } from './made-to-measure-note';

/**
 * A line's stepper and remove button as one form to the cart page: minus, plus and remove send the quantity they
 * lead to (remove: 0), Enter in the field sends what is typed. Hydrated, each control acts on the model instead.
 */
function CartLineForm({ line }: { line: CartLineView }) {
  const t = useT();
  const [increase, decrease, typed, remove] = useUnit([
    quantityIncreased,
    quantityDecreased,
    quantityTyped,
    lineRemoved,
  ]);
  return (
    <Form
      method="post"
      action={CART_PATH}
      className="cart-line__actions"
      noValidate
      onSubmit={(event) => event.preventDefault()}
    >
      <input type="hidden" name={INTENT_FIELD} value={CART_LINE_INTENT} />
      <input type="hidden" name={LINE_FIELDS.line} value={line.lUid} />
      {/* The form's first button: Enter in the field sends the typed quantity, not minus's. */}
      <button type="submit" hidden tabIndex={-1}>
        {t('cart.quantity.label')}
      </button>
      <NumberInput
        value={line.quantity}
        name={LINE_FIELDS.quantity}
        stepName={LINE_FIELDS.set}
        groupLabel={t('cart.quantity.of', { title: line.title })}
        inputLabel={t('cart.quantity.label')}
        decreaseLabel={t('cart.quantity.decrease')}
        increaseLabel={t('cart.quantity.increase')}
        required
        onStep={(direction) => (direction > 0 ? increase(line.lUid) : decrease(line.lUid))}
        onTyped={(quantity) => (quantity === null ? undefined : typed({ lUid: line.lUid, quantity }))}
      />
      <button
        type="submit"
        name={LINE_FIELDS.set}
        value="0"
        className="icon-button"
        aria-label={t('cart.remove', { title: line.title })}
        onClick={(event) => {
          event.preventDefault();
          remove(line.lUid);
        }}
      >
        <TrashIcon size={18} />
      </button>
    </Form>
  );
}

/** One line; `onLeave` runs when its title link is followed (the panel closes). */
function CartLineItem({ line, onLeave }: { line: CartLineView; onLeave?: () => void }) {
  const t = useT();
  const locale = useUnit($locale);
  return (
    <li className="cart-line" aria-busy={line.isLoading}>
      <div className="cart-line__media">
        {line.image ? (
          <img src={line.image.imageSrc.medium} alt={line.imageAlt} width={80} height={80} loading="lazy" />
        ) : null}
      </div>
      <div className="cart-line__body">
        <Link className="cart-line__title" to={productPath(line.productId, line.slug)} onClick={onLeave}>
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
        <CartLineForm line={line} />
      </div>
      <p className="cart-line__price">{formatCartPrice(line.totals.totalInclVat, locale)}</p>
    </li>
  );
}

/** The cart's lines ('Producten in je winkelwagen'). */
export function CartLines({ onLeave }: { onLeave?: () => void }) {
  const t = useT();
  const lines = useUnit($lines);
  return (
    <ul className="cart-lines" aria-label={t('cart.lines')}>
      {lines.map((line) => (
        <CartLineItem key={line.viewKey} line={line} onLeave={onLeave} />
      ))}
    </ul>
  );
}

/** The merged-sessions message (spec §2) and the notice that changes wait for the server, with its retry. */
export function CartNotices() {
  const t = useT();
  const [isMerged, isStalled, retry] = useUnit([$isMerged, $isSyncStalled, cartSyncRetried]);
  return (
    <>
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
    </>
  );
}

export function CartPanel() {
  const t = useT();
  const [count, totals, isEmpty, isLoading, isAuthenticated, isCheckout, config] = useUnit([
    $productCount,
    $totals,
    $isEmpty,
    $isLoading,
    $isAuthenticated,
    $isCheckoutRoute,
    $appConfig,
  ]);
  const [close, open, navigate] = useUnit([panelClosed, panelOpened, navigationRequested]);

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
      <CartNotices />
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
        <CartLines onLeave={() => close()} />
      )}
    </Panel>
  );
}

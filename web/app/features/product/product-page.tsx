// The product page basics (spec §4 Product): title, main image with alt, price, stock and orderable
// state, delivery days, specifications and the sanitized rich description.
import { useUnit } from 'effector-react';
import {
  $configuredDeliveryDays,
  $configuredPrices,
  $isOrderable,
  $stockStatus,
  deliveryText,
  type Product,
} from '@etalage/domain';
import { useT } from '~/i18n/use-t';
import { Price } from '~/components/price';
import { RichText } from '~/components/rich-text';
import { TruckIcon } from '~/components/icons';
import { Breadcrumbs } from '~/components/breadcrumbs';
import { Variations } from './variations';
import { Options } from './options';
import { AddToCart } from './add-to-cart';

/** Spec §9: specifications shown max 8 before the rest is folded away. */
const SPECIFICATIONS_SHOWN = 8;

function Specifications({ product }: { product: Product }) {
  const t = useT();
  if (product.specifications.length === 0) return null;
  const rows = (list: Product['specifications']) =>
    list.map((spec) => (
      <tr key={spec.name}>
        <th scope="row">{spec.name}</th>
        <td>{spec.options.join(', ')}</td>
      </tr>
    ));
  const shown = product.specifications.slice(0, SPECIFICATIONS_SHOWN);
  const rest = product.specifications.slice(SPECIFICATIONS_SHOWN);
  return (
    <section className="product__section" aria-labelledby="specs-title">
      <h2 id="specs-title">{t('product.specifications')}</h2>
      <table className="spec-table">
        <tbody>{rows(shown)}</tbody>
      </table>
      {rest.length > 0 ? (
        <details className="spec-more">
          <summary>{t('product.specifications.more', { count: rest.length })}</summary>
          <table className="spec-table">
            <tbody>{rows(rest)}</tbody>
          </table>
        </details>
      ) : null}
    </section>
  );
}

function StockLine() {
  const t = useT();
  const [status, orderable] = useUnit([$stockStatus, $isOrderable]);
  if (status === null) return null;
  return (
    <p className={`stock stock--${status}`}>
      <span className="stock__dot" aria-hidden="true" />
      {t(`stock.${status}`)}
      {orderable ? null : <span className="visually-hidden"> {t('product.notOrderable')}</span>}
    </p>
  );
}

export function ProductPage({ product }: { product: Product }) {
  const t = useT();
  const [days, prices] = useUnit([$configuredDeliveryDays, $configuredPrices]);
  const mainImage = product.images[0];
  return (
    <article className="product">
      <Breadcrumbs breadcrumb={product.breadcrumb} />
      <div className="product__top">
        <div className="product__gallery">
          {mainImage ? (
            <img
              className="product__image"
              src={mainImage.imageSrc.large}
              alt={mainImage.imageAlt}
              width={800}
              height={800}
              fetchPriority="high"
            />
          ) : null}
        </div>
        <div className="product__summary">
          {product.brand ? <p className="product__brand">{product.brand}</p> : null}
          <h1 className="product__title">{product.title}</h1>
          <Price prices={prices ?? product.prices} size="lg" />
          <StockLine />
          {days !== null ? (
            <p className="product__delivery">
              <TruckIcon size={18} />
              {t.ref(deliveryText(days))}
            </p>
          ) : null}
          <Variations groups={product.configurator.variations} />
          <Options groups={product.configurator.options} />
          <AddToCart />
          {product.descriptions.description ? (
            <RichText html={product.descriptions.description} className="rich-text product__intro" />
          ) : null}
        </div>
      </div>
      {product.descriptions.long ? (
        <section className="product__section" aria-labelledby="description-title">
          <h2 id="description-title">{t('product.description')}</h2>
          <RichText html={product.descriptions.long} />
        </section>
      ) : null}
      <Specifications product={product} />
    </article>
  );
}

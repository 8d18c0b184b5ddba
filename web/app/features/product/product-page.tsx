// The product page (spec §4 Product): the gallery, title, price, stock and orderable state, delivery days,
// variations and options, the sanitized rich description, the specifications and the page's panels.
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
import { ProductGallery } from './gallery';
import { Specifications } from './specifications';
import { MediaGalleryPanel, SpecificationsPanel } from './panels';

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
  return (
    <article className="product">
      <Breadcrumbs breadcrumb={product.breadcrumb} />
      <div className="product__top">
        <div className="product__gallery">
          <ProductGallery images={product.images} title={product.title} />
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
      <MediaGalleryPanel />
      <SpecificationsPanel />
    </article>
  );
}

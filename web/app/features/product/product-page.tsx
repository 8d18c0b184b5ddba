// The product page (spec §4 Product): the gallery, title, price, stock and orderable state, delivery days,
// variations and options, the sanitized rich description, the specifications and the page's panels.
import { Suspense } from 'react';
import { useUnit } from '~/effector/use-unit';
import { $appConfig } from '@etalage/domain/app';
import { $configuredDeliveryDays, $configuredPrices, $selection } from '@etalage/domain/configurator';
import {
  $product,
  $isOrderable,
  $stockStatus,
  DESCRIPTION_PANEL_FROM,
  READ_MORE_FROM,
  deliveryText,
  isLongText,
  type Product,
} from '@etalage/domain/product';
import { panelOpened } from '@etalage/domain/shell';
import { useT } from '~/i18n/use-t';
import { Price } from '~/components/price';
import { RichText } from '~/components/rich-text';
import { TruckIcon } from '~/components/icons';
import { Breadcrumbs } from '~/components/breadcrumbs';
import { Variations } from './variations';
import { AddToCart } from './add-to-cart';
import { ProductGallery } from './gallery';
import { Specifications } from './specifications';
import { preloadOnIntent } from '~/components/panels';
import {
  ConfigurationPanel,
  DescriptionPanel,
  MediaGalleryPanel,
  ReadMorePanel,
  SpecificationsPanel,
  VariationsPanel,
} from './panels';
import { ConfigurationPanelProvider } from './configuration';
import { lazyView } from '~/components/lazy-part';

/**
 * The options (made to measure, extras) load with a product that has them: most products have none, and their page
 * does not carry the options' code (docs/performance.md "The browser"). The server marks them `data-view="options"`.
 */
export const optionsView = lazyView<{ groups: Product['configurator']['options'] }>('options', () =>
  import('./options').then((module) => ({ default: module.Options })),
);

/**
 * Spec §4/§9 stock: the config's `stock.state` off shows no stock at all; `displayType` 'indicator' names the
 * state ('Op voorraad'), 'exact' the open quantity of managed stock ('12 op voorraad', 'Nog 3 op voorraad').
 */
function StockLine() {
  const t = useT();
  const [status, orderable, product, config] = useUnit([$stockStatus, $isOrderable, $product, $appConfig]);
  if (status === null || config?.stock.state === false) return null;
  const quantity = product?.stock.isManaged ? product.stock.openQuantity : 0;
  const exact =
    config?.stock.displayType === 'exact' && quantity > 0 && (status === 'inStock' || status === 'lowStock');
  return (
    <p className={`stock stock--${status}`}>
      <span className="stock__dot" aria-hidden="true" />
      {exact ? t(`stock.exact.${status}`, { count: quantity }) : t(`stock.${status}`)}
      {orderable ? null : <span className="visually-hidden"> {t('product.notOrderable')}</span>}
    </p>
  );
}

/**
 * A rich text whose start shows on the page (all of it is in the HTML, for search engines and screen readers; the
 * rest is clipped) with a button that opens the whole in a panel.
 */
function LongText({
  html,
  className,
  panel,
  label,
}: {
  html: string;
  className: string;
  panel: { name: 'readMore' | 'description'; part: typeof ReadMorePanel; data?: Record<string, string> };
  label: string;
}) {
  const open = useUnit(panelOpened);
  return (
    <div className="long-text">
      <RichText html={html} className={`${className} long-text__clip`} />
      <button
        type="button"
        className="link-button long-text__more"
        aria-haspopup="dialog"
        {...preloadOnIntent(panel.part)}
        onClick={() => open({ name: panel.name, data: panel.data })}
      >
        {label}
      </button>
    </div>
  );
}

/**
 * On phones (up to 768 px), a product with choices gets a button to the variations bottom panel: every choice, the
 * price and the add button together, above the page (docs/product.md "The variations panel").
 */
function ChoicesButton({ product }: { product: Product }) {
  const t = useT();
  const open = useUnit(panelOpened);
  const { variations, options } = product.configurator;
  if (variations.length + options.length === 0) return null;
  const current = variations.flatMap((group) => group.items.filter((item) => item.isSelected).map((item) => item.name));
  return (
    <button
      type="button"
      className="button product__choices-button"
      aria-haspopup="dialog"
      {...preloadOnIntent(VariationsPanel)}
      onClick={() => open({ name: 'variations' })}
    >
      {t('product.choices.open')}
      {current.length > 0 ? <span className="product__choices-current">{current.join(' · ')}</span> : null}
    </button>
  );
}

export function ProductPage({ product }: { product: Product }) {
  return (
    // The 'all choices' buttons are drawn by the choices' modules, which the panel itself imports.
    <ConfigurationPanelProvider value={ConfigurationPanel}>
      <ProductArticle product={product} />
    </ConfigurationPanelProvider>
  );
}

function ProductArticle({ product }: { product: Product }) {
  const t = useT();
  const [days, prices, selection, orderable] = useUnit([
    $configuredDeliveryDays,
    $configuredPrices,
    $selection,
    $isOrderable,
  ]);
  // Made to measure, the price is per m² until a valid size is chosen (then it is the size's price).
  const perSquareMetre =
    product.type === 'made_to_measure' && !selection.some((chosen) => chosen.custom !== null && chosen.cartable);
  const intro = product.descriptions.description;
  const long = product.descriptions.long;
  return (
    <article className="product">
      <Breadcrumbs breadcrumb={product.breadcrumb} />
      <div className="product__top">
        <div className="product__gallery">
          <ProductGallery images={product.images} title={product.title} fullScreen={MediaGalleryPanel} />
        </div>
        <div className="product__summary">
          {product.brand ? <p className="product__brand">{product.brand}</p> : null}
          <h1 className="product__title">{product.title}</h1>
          <Price
            prices={prices ?? product.prices}
            size="lg"
            unit={perSquareMetre ? t('price.perSquareMetre') : undefined}
          />
          <StockLine />
          {/* An out-of-stock product promises no delivery date (spec §4). */}
          {days !== null && orderable ? (
            <p className="product__delivery">
              <TruckIcon size={18} />
              {t.ref(deliveryText(days))}
            </p>
          ) : null}
          <ChoicesButton product={product} />
          <Variations groups={product.configurator.variations} />
          {product.configurator.options.length > 0 ? (
            <Suspense fallback={null}>
              <optionsView.View groups={product.configurator.options} />
            </Suspense>
          ) : null}
          <AddToCart />
          {intro && isLongText(intro, READ_MORE_FROM) ? (
            <LongText
              html={intro}
              className="rich-text product__intro"
              panel={{ name: 'readMore', part: ReadMorePanel, data: { title: product.title } }}
              label={t('product.readMore')}
            />
          ) : intro ? (
            <RichText html={intro} className="rich-text product__intro" />
          ) : null}
        </div>
      </div>
      {long ? (
        <section className="product__section" aria-labelledby="description-title">
          <h2 id="description-title">{t('product.description')}</h2>
          {isLongText(long, DESCRIPTION_PANEL_FROM) ? (
            <LongText
              html={long}
              className="rich-text"
              panel={{ name: 'description', part: DescriptionPanel }}
              label={t('product.description.all')}
            />
          ) : (
            <RichText html={long} />
          )}
        </section>
      ) : null}
      <Specifications product={product} all={SpecificationsPanel} />
      <MediaGalleryPanel />
      <SpecificationsPanel />
      <DescriptionPanel />
      <ReadMorePanel />
      <ConfigurationPanel />
      <VariationsPanel />
    </article>
  );
}

import { Link } from './link';
import { productPath, type ProductSummary } from '@etalage/domain/catalogue';
import { Price } from './price';

/**
 * A product in a grid: image, title linking to the product page, price. `load`: the grid's first row loads at
 * once ('eager'), its first two images (a phone's first row) ask for high priority ('high'); the rest wait until
 * they come near the view. The first row decodes with the frame that paints the page, so the largest image does
 * not wait for a later frame (docs/performance.md "The first paint").
 */
export function ProductCard({ product, load = 'lazy' }: { product: ProductSummary; load?: 'high' | 'eager' | 'lazy' }) {
  const href = productPath(product.id, product.slug);
  return (
    <article className="product-card">
      <Link to={href} className="product-card__media" tabIndex={-1} aria-hidden="true">
        {product.image ? (
          <img
            src={product.image.imageSrc.medium}
            alt=""
            width={400}
            height={400}
            loading={load === 'lazy' ? 'lazy' : 'eager'}
            fetchPriority={load === 'high' ? 'high' : undefined}
            // The first row paints with the page (its first image is the LCP); the rest may decode off the frame.
            decoding={load === 'lazy' ? 'async' : undefined}
          />
        ) : null}
      </Link>
      <div className="product-card__body">
        {product.brand ? <p className="product-card__brand">{product.brand}</p> : null}
        <h3 className="product-card__title">
          <Link to={href}>{product.title}</Link>
        </h3>
        <Price prices={product.prices} />
      </div>
    </article>
  );
}

export function ProductGrid({ products, label }: { products: ProductSummary[]; label: string }) {
  return (
    <ul className="product-grid" aria-label={label}>
      {products.map((product, index) => (
        <li key={product.id}>
          <ProductCard product={product} load={index < 2 ? 'high' : index < 4 ? 'eager' : 'lazy'} />
        </li>
      ))}
    </ul>
  );
}

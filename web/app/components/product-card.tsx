import { Link } from 'react-router';
import { productPath, type ProductSummary } from '@etalage/domain';
import { Price } from './price';

/** A product in a grid: image, title linking to the product page, price. */
export function ProductCard({ product, eager = false }: { product: ProductSummary; eager?: boolean }) {
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
            loading={eager ? 'eager' : 'lazy'}
            decoding="async"
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
          <ProductCard product={product} eager={index < 4} />
        </li>
      ))}
    </ul>
  );
}

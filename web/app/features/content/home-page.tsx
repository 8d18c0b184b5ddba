import { Suspense } from 'react';
import { Link } from '~/components/link';
import type { ContentReply } from '@etalage/domain/catalogue';
import { useT } from '~/i18n/use-t';
import { ProductGrid } from '~/components/product-card';
import { SubCategories } from '~/components/sub-categories';
import { postsView } from './posts-view';

/** Home: the shop's featured categories and products, and the latest posts. */
export function HomePage({ page }: { page: ContentReply }) {
  const t = useT();
  const content = page.data;
  return (
    <div className="home">
      <section className="hero" aria-labelledby="hero-title">
        <h1 id="hero-title">{content.pageTitle}</h1>
        {content.descriptions.short ? <p>{content.descriptions.short}</p> : null}
      </section>
      <SubCategories items={content.children} />
      {content.products.length > 0 ? (
        <section aria-labelledby="featured-title">
          <h2 id="featured-title" className="section-title">
            {t('home.featured')}
          </h2>
          <ProductGrid products={content.products} label={t('home.featured')} />
        </section>
      ) : null}
      {content.posts.length > 0 ? (
        <section aria-labelledby="posts-title">
          <h2 id="posts-title" className="section-title">
            {t('home.latestPosts')}
          </h2>
          <Suspense fallback={null}>
            <postsView.View page={page} />
          </Suspense>
          <p>
            <Link to="/blogs">{t('posts.allBlogs')}</Link>
          </p>
        </section>
      ) : null}
    </div>
  );
}

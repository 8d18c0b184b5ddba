import type { ContentReply } from '@etalage/domain/catalogue';
import { RichText } from '~/components/rich-text';
import { Breadcrumbs } from '~/components/breadcrumbs';

/** A content page (customer service, terms): sanitized rich text. */
export function ContentPage({ page }: { page: ContentReply }) {
  const content = page.data;
  return (
    <article className={`content-page${content.edgeToEdge ? ' content-page--wide' : ''}`}>
      <Breadcrumbs breadcrumb={content.breadcrumb} />
      <h1>{content.pageTitle}</h1>
      <RichText html={content.content} />
    </article>
  );
}

// Blogs and events (spec §2 /blogs, /events; §3 Post): a list of post cards and the post page.
import { Link } from '~/components/link';
import { formatDate, type ContentReply, type Post } from '@etalage/domain';
import { useT } from '~/i18n/use-t';
import { RichText } from '~/components/rich-text';
import { Breadcrumbs } from '~/components/breadcrumbs';

/** A post's slug is its full path (`/blogs/...`); a bare slug is put under its list. */
const postPath = (post: Post) =>
  post.slug.startsWith('/') ? post.slug : `/${post.kind === 'event' ? 'events' : 'blogs'}/${post.slug}`;

function PostDate({ iso, label }: { iso: string; label?: string }) {
  const t = useT();
  const text = formatDate(iso);
  return (
    <p className="post-date">
      {label ? `${label}: ` : null}
      {text === null ? t('date.notAvailable') : <time dateTime={iso}>{text}</time>}
    </p>
  );
}

export function PostCards({ posts }: { posts: Post[] }) {
  const t = useT();
  return (
    <ul className="post-cards">
      {posts.map((post) => (
        <li key={post.id}>
          <article className="post-card">
            <img src={post.images.variations.medium} alt="" width={480} height={270} loading="lazy" />
            <h3 className="post-card__title">
              <Link to={postPath(post)}>{post.pageTitle}</Link>
            </h3>
            {post.kind === 'event' && post.eventDate ? (
              <PostDate iso={post.eventDate} label={t('posts.eventDate')} />
            ) : (
              <PostDate iso={post.createdAt} />
            )}
            <p>{post.seo.descriptionTag}</p>
          </article>
        </li>
      ))}
    </ul>
  );
}

export function PostListPage({ page }: { page: ContentReply }) {
  const content = page.data;
  return (
    <div className="posts">
      <Breadcrumbs breadcrumb={content.breadcrumb} />
      <h1>{content.pageTitle}</h1>
      {content.descriptions.short ? <p className="category__intro">{content.descriptions.short}</p> : null}
      <PostCards posts={content.posts} />
    </div>
  );
}

export function PostPage({ page }: { page: ContentReply }) {
  const t = useT();
  const content = page.data;
  const post = content.post;
  return (
    <article className="post">
      <Breadcrumbs breadcrumb={content.breadcrumb} />
      <h1>{content.pageTitle}</h1>
      {post ? (
        <>
          {post.kind === 'event' && post.eventDate ? (
            <PostDate iso={post.eventDate} label={t('posts.eventDate')} />
          ) : (
            <PostDate iso={post.createdAt} />
          )}
          <img
            className="post__image"
            src={post.images.variations.max}
            alt={post.images.alt}
            width={960}
            height={540}
          />
        </>
      ) : null}
      <RichText html={content.content} />
    </article>
  );
}

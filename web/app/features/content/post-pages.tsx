// Blogs and events (spec §2 /blogs, /events; §3 Post): a list of post cards and the post page.
import { Link } from '~/components/link';
import type { ContentReply } from '@etalage/domain/catalogue';
import type { Post } from '@etalage/domain/shared';
import { useT } from '~/i18n/use-t';
import { RichText } from '~/components/rich-text';
import { Breadcrumbs } from '~/components/breadcrumbs';
import { DateText } from '~/components/date-text';

/** A post's slug is its full path (`/blogs/...`); a bare slug is put under its list. */
const postPath = (post: Post) =>
  post.slug.startsWith('/') ? post.slug : `/${post.kind === 'event' ? 'events' : 'blogs'}/${post.slug}`;

function PostDate({ iso, label }: { iso: string; label?: string }) {
  return (
    <p className="post-date">
      {label ? `${label}: ` : null}
      <DateText iso={iso} />
    </p>
  );
}

export function PostCards({ posts }: { posts: Post[] }) {
  const t = useT();
  return (
    <ul className="post-cards" data-view="posts">
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

/**
 * The posts a page shows, by its view: the list of a blog or events page, a post, or home's latest posts. Loaded
 * when a page has posts (`postsView`, posts-view.ts).
 */
export function PostsView({ page }: { page: ContentReply }) {
  switch (page.data.view) {
    case 'posts':
      return <PostListPage page={page} />;
    case 'post':
      return <PostPage page={page} />;
    default:
      return <PostCards posts={page.data.posts} />;
  }
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
    <article className="post" data-view="posts">
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

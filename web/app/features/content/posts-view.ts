// The posts' views (a blog or events list, a post, home's latest posts) load with the pages that show posts: the
// largest category and the other pages of the catch-all route do not carry their code, nor the dates'
// (docs/performance.md "Budgets").
import type { ContentReply } from '@etalage/domain/catalogue';
import { lazyView } from '~/components/lazy-part';

// The server marks the posts it renders (`data-view="posts"` in post-pages.tsx).
export const postsView = lazyView<{ page: ContentReply }>('posts', () =>
  import('./post-pages').then((module) => ({ default: module.PostsView })),
);

/** Whether a page of the catch-all route shows posts (and so needs `postsView`). */
export const showsPosts = (page: ContentReply | null): boolean =>
  page !== null &&
  (page.data.view === 'posts' ||
    page.data.view === 'post' ||
    (page.data.view === 'home' && page.data.posts.length > 0));

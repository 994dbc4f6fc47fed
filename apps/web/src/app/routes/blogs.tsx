import { loadBlogPosts } from '@phonix/shared/content/blog-cards';
import { BLOG_POSTS } from '@phonix/shared/content/blog-posts';
import { BASE_LOCALE } from '@phonix/shared/i18n';
import { blog_eyebrow } from '@phonix/shared/messages/blog_eyebrow';
import { blog_heading } from '@phonix/shared/messages/blog_heading';
import { blog_lead } from '@phonix/shared/messages/blog_lead';
import { breadcrumb_home } from '@phonix/shared/messages/breadcrumb_home';
import { Suspense, use } from 'react';
import { PageContainer } from '@/components/ui/page-container.tsx';
import { Skeleton } from '@/components/ui/skeleton.tsx';
import { BlogCard } from '@/features/content/components/blog-card.tsx';
import { ContentHero } from '@/features/content/components/content-hero.tsx';
import { usePageLocale } from '@/lib/locale.tsx';

const LIST_CLASS = 'grid gap-5 sm:grid-cols-2 lg:grid-cols-3 xl:grid-cols-4';

/** The 16 cards in the page's language: English is in the page's code, Hindi or Telugu its own chunk. */
function BlogList() {
  const { locale } = usePageLocale();
  const posts = locale === BASE_LOCALE ? BLOG_POSTS : use(loadBlogPosts(locale));
  return (
    <ul className={LIST_CLASS} data-testid="blog-list">
      {posts.map((post, index) => (
        <li key={post.id}>
          <BlogCard post={post} eager={index < 4} />
        </li>
      ))}
    </ul>
  );
}

function BlogListSkeleton() {
  return (
    <ul className={LIST_CLASS} data-testid="blog-list-loading">
      {BLOG_POSTS.slice(0, 4).map((post) => (
        <li key={post.id}>
          <Skeleton className="aspect-[40/21] w-full" />
          <Skeleton className="mt-4 h-5 w-11/12" />
          <Skeleton className="mt-2 h-5 w-3/4" />
        </li>
      ))}
    </ul>
  );
}

export function Component() {
  return (
    <>
      <ContentHero
        title={blog_heading()}
        eyebrow={blog_eyebrow()}
        lead={blog_lead()}
        crumbs={[{ label: breadcrumb_home(), to: '/' }, { label: blog_heading() }]}
      />
      <PageContainer className="py-10 md:py-14">
        <Suspense fallback={<BlogListSkeleton />}>
          <BlogList />
        </Suspense>
      </PageContainer>
    </>
  );
}

import { BLOG_ARTICLES } from '@phonix/shared/content/blog-articles';
import { articlePost, BLOG_POSTS, isBlogArticleSlug } from '@phonix/shared/content/blog-posts';
import { CalendarDays } from 'lucide-react';
import { useLocation } from 'react-router';
import { Breadcrumb } from '@/components/ui/breadcrumb.tsx';
import { buttonClass } from '@/components/ui/button.tsx';
import { CityLink } from '@/components/ui/city-link.tsx';
import { PageContainer } from '@/components/ui/page-container.tsx';
import { ArticleBody } from '@/features/content/components/article-body.tsx';
import { BlogCard } from '@/features/content/components/blog-card.tsx';
import { BlogDate } from '@/features/content/components/blog-date.tsx';
import { NotFoundPage } from './not-found.tsx';

/** The article's slug is its path's last segment: each article is a static route (/<slug>, /<city>/<slug>). */
function useArticleSlug(): string {
  const { pathname } = useLocation();
  return pathname.split('/').filter(Boolean).pop() ?? '';
}

export function Component() {
  const slug = useArticleSlug();
  const known = isBlogArticleSlug(slug);
  if (!known) return <NotFoundPage />;

  const post = articlePost(slug);
  const article = BLOG_ARTICLES[slug];
  const more = BLOG_POSTS.filter((entry) => entry.slug !== slug && entry === articlePost(entry.slug)).slice(
    0,
    3,
  );

  return (
    <>
      <article className="pb-12 md:pb-16">
        <PageContainer className="max-w-4xl pt-4 md:pt-6">
          <Breadcrumb
            items={[{ label: 'Home', to: '/' }, { label: 'Blogs', to: '/blogs' }, { label: post.title }]}
          />
          <img
            src={post.image}
            alt=""
            width={1200}
            height={630}
            fetchPriority="high"
            className="mt-3 h-[422px] w-full rounded-2xl bg-brand-50 object-cover"
            data-testid="article-cover"
          />
          <p
            className="mt-6 flex items-center gap-1.5 text-sm font-medium text-slate-600"
            data-testid="article-date"
          >
            <CalendarDays className="size-4" aria-hidden />
            <BlogDate dateTime={post.dateTime} />
          </p>
          <h1 className="mt-2 text-3xl leading-tight font-extrabold tracking-tight text-slate-900 md:text-4xl">
            {post.title}
          </h1>
          <p className="mt-4 text-lg leading-relaxed text-slate-700">{article.intro}</p>
          <div className="mt-10">
            <ArticleBody sections={article.sections} />
          </div>
          <aside className="mt-12 flex flex-col items-start gap-4 rounded-2xl bg-brand-50 p-6 ring-1 ring-brand-100 sm:flex-row sm:items-center sm:justify-between">
            <div>
              <p className="text-lg font-bold text-slate-900">Ready to sell your phone?</p>
              <p className="text-sm text-slate-600">See its exact value in a minute. Pickup is free.</p>
            </div>
            <CityLink to="/sell-mobile" className={buttonClass('primary', 'lg', 'shrink-0')}>
              Check your price
            </CityLink>
          </aside>
        </PageContainer>
      </article>
      <section aria-labelledby="more-title" className="bg-slate-50 py-12">
        <PageContainer className="max-w-6xl">
          <h2 id="more-title" className="text-2xl font-bold tracking-tight text-slate-900">
            More from our blog
          </h2>
          <ul className="mt-6 grid gap-5 sm:grid-cols-2 lg:grid-cols-3">
            {more.map((entry) => (
              <li key={entry.id}>
                <BlogCard post={entry} />
              </li>
            ))}
          </ul>
        </PageContainer>
      </section>
    </>
  );
}

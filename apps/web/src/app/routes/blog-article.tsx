import { loadBlogArticle } from '@phonix/shared/content/blog-articles';
import { articlePost, type BlogArticleSlug, isBlogArticleSlug } from '@phonix/shared/content/blog-posts';
import { paths } from '@phonix/shared/routes';
import { CalendarDays } from 'lucide-react';
import { Suspense, use } from 'react';
import { useLocation } from 'react-router';
import { Breadcrumb } from '@/components/ui/breadcrumb.tsx';
import { buttonClass } from '@/components/ui/button.tsx';
import { CityLink } from '@/components/ui/city-link.tsx';
import { PageContainer } from '@/components/ui/page-container.tsx';
import { Skeleton } from '@/components/ui/skeleton.tsx';
import { ArticleBody } from '@/features/content/components/article-body.tsx';
import { BlogCard } from '@/features/content/components/blog-card.tsx';
import { BlogDate } from '@/features/content/components/blog-date.tsx';
import { NotFoundPage } from './not-found.tsx';

/** The article's slug is its path's last segment: each article is a static route (/<slug>, /<city>/<slug>). */
function useArticleSlug(): string {
  const { pathname } = useLocation();
  return pathname.split('/').filter(Boolean).pop() ?? '';
}

/** The article's text, fetched as its own small chunk: intro, sections and the call to sell. */
function ArticleText({ slug }: { slug: BlogArticleSlug }) {
  const article = use(loadBlogArticle(slug));
  return (
    <>
      <p className="mt-4 text-lg leading-relaxed text-slate-700">{article.intro}</p>
      <div className="mt-10">
        <ArticleBody sections={article.sections} />
      </div>
      <aside className="mt-12 flex flex-col items-start gap-4 rounded-2xl bg-brand-50 p-6 ring-1 ring-brand-100 sm:flex-row sm:items-center sm:justify-between">
        <div>
          <p className="text-lg font-bold text-slate-900">Ready to sell your phone?</p>
          <p className="text-sm text-slate-600">See its exact value in a minute. Pickup is free.</p>
        </div>
        <CityLink to={paths.sellMobile()} className={buttonClass('primary', 'lg', 'shrink-0')}>
          Check your price
        </CityLink>
      </aside>
    </>
  );
}

function ArticleTextSkeleton() {
  return (
    <div className="mt-4 flex flex-col gap-3" data-testid="article-loading">
      <Skeleton className="h-5 w-full" />
      <Skeleton className="h-5 w-11/12" />
      <Skeleton className="h-5 w-4/5" />
      <Skeleton className="mt-8 h-7 w-1/2" />
      <Skeleton className="h-5 w-full" />
      <Skeleton className="h-5 w-3/4" />
    </div>
  );
}

/** Three articles to read next, chosen by the article itself. */
function RelatedArticles({ slug }: { slug: BlogArticleSlug }) {
  const { related } = use(loadBlogArticle(slug));
  return (
    <section aria-labelledby="more-title" className="bg-slate-50 py-12">
      <PageContainer>
        <h2 id="more-title" className="text-2xl font-bold tracking-tight text-slate-900">
          More from our blog
        </h2>
        <ul className="mt-6 grid gap-5 sm:grid-cols-2 lg:grid-cols-3">
          {related.map((next) => {
            const post = articlePost(next);
            return (
              <li key={post.id}>
                <BlogCard post={post} />
              </li>
            );
          })}
        </ul>
      </PageContainer>
    </section>
  );
}

export function Component() {
  const slug = useArticleSlug();
  if (!isBlogArticleSlug(slug)) return <NotFoundPage />;
  const post = articlePost(slug);

  return (
    <>
      <article className="pb-12 md:pb-16">
        <PageContainer className="pt-4 md:pt-6">
          {/* One column as wide as the cover at its 422 px height (1200 x 630 at 422 px is 804 px). */}
          <div className="mx-auto max-w-[804px]">
            <Breadcrumb
              items={[
                { label: 'Home', to: paths.home() },
                { label: 'Blogs', to: paths.blogs() },
                { label: post.title },
              ]}
            />
            {/* The whole picture at every width: full width in its own shape, 422 px high (SPEC 2) from 1024 px. */}
            <img
              key={post.image}
              src={post.image}
              alt=""
              width={1200}
              height={630}
              fetchPriority="high"
              className="mt-3 block h-auto w-full rounded-2xl bg-brand-50 object-contain lg:h-[422px]"
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
            <Suspense fallback={<ArticleTextSkeleton />}>
              <ArticleText slug={slug} />
            </Suspense>
          </div>
        </PageContainer>
      </article>
      <Suspense fallback={null}>
        <RelatedArticles slug={slug} />
      </Suspense>
    </>
  );
}

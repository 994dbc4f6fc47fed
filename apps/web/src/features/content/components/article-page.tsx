import { loadBlogArticle } from '@phonix/shared/content/blog-articles';
import { loadBlogPosts } from '@phonix/shared/content/blog-cards';
import {
  articlePost,
  BLOG_POSTS,
  type BlogArticleSlug,
  type BlogPost,
  isBlogArticleSlug,
} from '@phonix/shared/content/blog-posts';
import { BASE_LOCALE, type Locale } from '@phonix/shared/i18n';
import { blog_cta_button } from '@phonix/shared/messages/blog_cta_button';
import { blog_cta_text } from '@phonix/shared/messages/blog_cta_text';
import { blog_cta_title } from '@phonix/shared/messages/blog_cta_title';
import { blog_heading } from '@phonix/shared/messages/blog_heading';
import { blog_more } from '@phonix/shared/messages/blog_more';
import { breadcrumb_home } from '@phonix/shared/messages/breadcrumb_home';
import { paths } from '@phonix/shared/routes';
import { CalendarDays } from 'lucide-react';
import { Suspense, use } from 'react';
import { Breadcrumb } from '@/components/ui/breadcrumb.tsx';
import { buttonClass } from '@/components/ui/button.tsx';
import { CityLink } from '@/components/ui/city-link.tsx';
import { PageContainer } from '@/components/ui/page-container.tsx';
import { Skeleton } from '@/components/ui/skeleton.tsx';
import { usePageLocale } from '@/lib/locale.tsx';
import { useArticleSlug } from '../hooks/use-article-slug.ts';
import { ArticleBody } from './article-body.tsx';
import { BlogCard } from './blog-card.tsx';
import { BlogDate } from './blog-date.tsx';

/** The cards in the page's language: English is in the page's code, Hindi or Telugu their own chunk. */
function usePosts(locale: Locale): BlogPost[] {
  return locale === BASE_LOCALE ? BLOG_POSTS : use(loadBlogPosts(locale));
}

const postOf = (posts: BlogPost[], slug: BlogArticleSlug): BlogPost =>
  posts.find((post) => post.slug === slug) ?? articlePost(slug);

/** The article's text in the page's language, fetched as its own small chunk: intro, sections and the call to sell. */
function ArticleText({ slug }: { slug: BlogArticleSlug }) {
  const { locale } = usePageLocale();
  const article = use(loadBlogArticle(slug, locale));
  return (
    <>
      <p className="mt-4 text-lg leading-relaxed text-slate-700">{article.intro}</p>
      <div className="mt-10">
        <ArticleBody sections={article.sections} />
      </div>
      <aside className="mt-12 flex flex-col items-start gap-4 rounded-2xl bg-brand-50 p-6 ring-1 ring-brand-100 sm:flex-row sm:items-center sm:justify-between">
        <div>
          <p className="text-lg font-bold text-slate-900">{blog_cta_title()}</p>
          <p className="text-sm text-slate-600">{blog_cta_text()}</p>
        </div>
        <CityLink to={paths.sellMobile()} className={buttonClass('primary', 'lg', 'shrink-0')}>
          {blog_cta_button()}
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
  const { locale } = usePageLocale();
  const { related } = use(loadBlogArticle(slug, locale));
  const posts = usePosts(locale);
  return (
    <section aria-labelledby="more-title" className="bg-slate-50 py-12">
      <PageContainer>
        <h2 id="more-title" className="text-2xl font-bold tracking-tight text-slate-900">
          {blog_more()}
        </h2>
        <ul className="mt-6 grid gap-5 sm:grid-cols-2 lg:grid-cols-3">
          {related.map((next) => {
            const post = postOf(posts, next);
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

/** The breadcrumb, ending with the article's title in the page's language. */
function ArticleCrumbs({ slug }: { slug: BlogArticleSlug }) {
  const { locale } = usePageLocale();
  const post = postOf(usePosts(locale), slug);
  return (
    <Breadcrumb
      items={[
        { label: breadcrumb_home(), to: paths.home() },
        { label: blog_heading(), to: paths.blogs() },
        { label: post.title },
      ]}
    />
  );
}

/** The article's title in the page's language. */
function ArticleHeading({ slug }: { slug: BlogArticleSlug }) {
  const { locale } = usePageLocale();
  return (
    <h1 className="mt-2 text-3xl leading-tight font-extrabold tracking-tight text-slate-900 md:text-4xl">
      {postOf(usePosts(locale), slug).title}
    </h1>
  );
}

/**
 * An article's page: breadcrumb, cover, date, title, text, the call to sell and three more articles. It reads
 * its slug from the address, taking no props, so the route can render it as one element made once.
 */
export function ArticlePage() {
  const slug = useArticleSlug();
  // The route renders this page for an article's address only.
  if (!isBlogArticleSlug(slug)) return null;
  // The cover and date are the same in every language: never wait for the language's cards.
  const post = articlePost(slug);

  return (
    <>
      <article className="pb-12 md:pb-16">
        <PageContainer className="pt-4 md:pt-6">
          {/* One column as wide as the cover at its 422 px height (1200 x 630 at 422 px is 804 px). */}
          <div className="mx-auto max-w-[804px]">
            <Suspense fallback={<Skeleton className="h-5 w-2/3" />}>
              <ArticleCrumbs slug={slug} />
            </Suspense>
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
            <Suspense fallback={<Skeleton className="mt-2 h-9 w-4/5" />}>
              <ArticleHeading slug={slug} />
            </Suspense>
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

import type { BlogPost } from '@phonix/shared/content/blog-posts';
import { blog_read_more } from '@phonix/shared/messages/blog_read_more';
import { paths } from '@phonix/shared/routes';
import { ArrowRight, CalendarDays } from 'lucide-react';
import { Link } from '@/components/ui/link.tsx';
import { BlogDate } from './blog-date.tsx';

/**
 * A blog card: cover, date, title, summary; the whole card opens the article at /<slug>. `post` carries the
 * page's language's texts (loadBlogPosts).
 */
export function BlogCard({ post, eager = false }: { post: BlogPost; eager?: boolean }) {
  return (
    <article className="group relative flex h-full flex-col overflow-hidden rounded-2xl border border-slate-200 bg-white shadow-xs transition hover:-translate-y-0.5 hover:border-brand-600 hover:shadow-md">
      <img
        src={post.image}
        alt=""
        width={1200}
        height={630}
        loading={eager ? 'eager' : 'lazy'}
        decoding="async"
        className="aspect-[40/21] h-auto w-full bg-brand-50 object-cover"
      />
      <div className="flex flex-1 flex-col gap-2 p-5">
        <p className="flex items-center gap-1.5 text-xs font-medium text-slate-600">
          <CalendarDays className="size-4" aria-hidden />
          <BlogDate dateTime={post.dateTime} />
        </p>
        <h2 className="text-lg leading-snug font-bold text-slate-900 group-hover:text-brand-800">
          <Link
            to={paths.blogArticle(post.slug)}
            className="after:absolute after:inset-0 focus-visible:outline-none"
          >
            {post.title}
          </Link>
        </h2>
        <p className="flex-1 text-sm text-slate-600">{post.details}</p>
        <p className="mt-1 inline-flex items-center gap-1 text-sm font-semibold text-brand-800" aria-hidden>
          {blog_read_more()}
          <ArrowRight className="size-4 transition-transform group-hover:translate-x-0.5" />
        </p>
      </div>
    </article>
  );
}

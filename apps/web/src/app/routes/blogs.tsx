import { BLOG_POSTS } from '@phonix/shared/content/blog-posts';
import { PageContainer } from '@/components/ui/page-container.tsx';
import { BlogCard } from '@/features/content/components/blog-card.tsx';
import { ContentHero } from '@/features/content/components/content-hero.tsx';

export function Component() {
  return (
    <>
      <ContentHero
        title="Blogs"
        eyebrow="Guides and tips"
        lead="Practical guides to selling a used phone in India: preparing it, pricing it and what happens at pickup."
        crumbs={[{ label: 'Home', to: '/' }, { label: 'Blogs' }]}
      />
      <PageContainer className="py-10 md:py-14">
        <ul className="grid gap-5 sm:grid-cols-2 lg:grid-cols-3 xl:grid-cols-4" data-testid="blog-list">
          {BLOG_POSTS.map((post, index) => (
            <li key={post.id}>
              <BlogCard post={post} eager={index < 4} />
            </li>
          ))}
        </ul>
      </PageContainer>
    </>
  );
}

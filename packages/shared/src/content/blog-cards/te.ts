// TEMP placeholder (lead drops on merge): the Telugu cards come from another branch.
import { BLOG_POSTS } from '../blog-posts.ts';
import type { BlogArticleSlug } from '../blog-slugs.ts';

export const blogCards = Object.fromEntries(
  BLOG_POSTS.map((post) => [
    post.slug,
    { title: post.title, description: post.description, details: post.details },
  ]),
) as Record<BlogArticleSlug, { title: string; description: string; details: string }>;

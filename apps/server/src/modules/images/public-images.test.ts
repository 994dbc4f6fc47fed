import fs from 'node:fs/promises';
import path from 'node:path';
import { BLOG_POSTS } from '@phonix/shared/content/blog-posts';
import sharp from 'sharp';
import { describe, expect, it } from 'vitest';

/**
 * The web app's own pictures (apps/web/public: banners, blog covers, illustrations, favicon) are served as
 * they are, so a broken file reaches the visitor as a broken image. Here every file must decode (sharp
 * rasterises SVG with librsvg, which refuses malformed XML such as an unescaped '&'), and every picture the
 * site's code names must exist.
 */
const root = path.resolve(import.meta.dirname, '../../../../..');
const publicDir = path.join(root, 'apps/web/public');
const IMAGE_FILE = /\.(svg|png|webp|jpe?g|gif|avif)$/i;

async function filesUnder(dir: string): Promise<string[]> {
  const entries = await fs.readdir(dir, { withFileTypes: true });
  const nested = await Promise.all(
    entries.map((entry) => {
      const full = path.join(dir, entry.name);
      return entry.isDirectory() ? filesUnder(full) : Promise.resolve([full]);
    }),
  );
  return nested.flat();
}

const publicImages = (await filesUnder(publicDir)).filter((file) => IMAGE_FILE.test(file)).sort();
const relative = (file: string) => `/${path.relative(publicDir, file).split(path.sep).join('/')}`;

/** Site-relative picture paths written in the web app's and the shared package's code, and index.html. */
async function referencedImages(): Promise<Set<string>> {
  const sources = [
    ...(await filesUnder(path.join(root, 'apps/web/src'))),
    ...(await filesUnder(path.join(root, 'packages/shared/src'))),
    path.join(root, 'apps/web/index.html'),
  ].filter((file) => /\.(tsx?|html)$/.test(file));
  const found = new Set<string>(BLOG_POSTS.map((post) => post.image));
  const literal = /["'`](\/[\w\-/.]+\.(?:svg|png|webp|jpe?g|gif|avif))["'`]/g;
  for (const file of sources) {
    const text = await fs.readFile(file, 'utf8');
    for (const match of text.matchAll(literal)) {
      const image = match[1] ?? '';
      // Catalog pictures and the share image are drawn by the server at start-up, not kept in public/.
      if (!image.startsWith('/images/')) found.add(image);
    }
  }
  return found;
}

describe('the web app public images', () => {
  it('finds the banners, blog covers and illustrations', () => {
    const names = publicImages.map(relative);
    // Eight pieces of banner art in English, Hindi and Telugu (DR 155).
    expect(names.filter((name) => name.startsWith('/banners/'))).toHaveLength(24);
    expect(names.filter((name) => name.startsWith('/blog/'))).toHaveLength(BLOG_POSTS.length);
    expect(names).toContain('/illustrations/office-map.svg');
    expect(names).toContain('/favicon.svg');
  });

  it.each(publicImages.map((file) => [relative(file), file]))('%s decodes to pixels', async (_name, file) => {
    const { info } = await sharp(file).raw().toBuffer({ resolveWithObject: true });
    expect(info.width).toBeGreaterThan(0);
    expect(info.height).toBeGreaterThan(0);
  });

  it('has a file for every picture the code refers to', async () => {
    const referenced = [...(await referencedImages())].sort();
    expect(referenced.length).toBeGreaterThan(10);
    const present = new Set(publicImages.map(relative));
    expect(referenced.filter((image) => !present.has(image))).toEqual([]);
  });
});

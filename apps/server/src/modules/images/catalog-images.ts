import fs from 'node:fs/promises';
import path from 'node:path';
import type { CatalogSeed } from '../../db/seed/catalog-seed.ts';
import { renderBrandImage, renderModelImage } from './device-illustration.ts';

const CONCURRENCY = 4;

interface ImageJob {
  file: string;
  render: () => Promise<Buffer>;
}

async function exists(file: string): Promise<boolean> {
  try {
    await fs.access(file);
    return true;
  } catch {
    return false;
  }
}

/** Writes through a temporary file so an interrupted start never leaves a truncated image behind. */
async function writeAtomically(file: string, data: Buffer): Promise<void> {
  const temporary = `${file}.${process.pid}.${Math.random().toString(36).slice(2)}.tmp`;
  await fs.writeFile(temporary, data);
  await fs.rename(temporary, file);
}

/**
 * Creates <imagesDir>/brands/<brand slug>.webp and <imagesDir>/models/<model slug>.webp for every brand and
 * model of the seed that has no image yet (existing files, e.g. real photos, are left alone).
 */
export async function ensureCatalogImages(
  imagesDir: string,
  seed: CatalogSeed,
): Promise<{ written: number }> {
  const brandsDir = path.join(imagesDir, 'brands');
  const modelsDir = path.join(imagesDir, 'models');
  await fs.mkdir(brandsDir, { recursive: true });
  await fs.mkdir(modelsDir, { recursive: true });

  const jobs: ImageJob[] = [];
  for (const brand of seed.brands) {
    jobs.push({
      file: path.join(brandsDir, `${brand.slug}.webp`),
      render: () => renderBrandImage({ name: brand.name, color: brand.color }),
    });
    for (const model of brand.series.flatMap((entry) => entry.models)) {
      jobs.push({
        file: path.join(modelsDir, `${model.slug}.webp`),
        render: () =>
          renderModelImage({
            brandName: brand.name,
            modelName: model.name,
            color: brand.color,
            year: model.year,
          }),
      });
    }
  }

  let next = 0;
  let written = 0;
  const worker = async (): Promise<void> => {
    while (next < jobs.length) {
      const job = jobs[next++];
      if (!job || (await exists(job.file))) continue;
      await writeAtomically(job.file, await job.render());
      written += 1;
    }
  };
  await Promise.all(Array.from({ length: Math.min(CONCURRENCY, jobs.length) }, worker));
  return { written };
}

import crypto from 'node:crypto';
import fs from 'node:fs/promises';
import path from 'node:path';
import sharp from 'sharp';
import type { CatalogSeed } from '../../db/seed/catalog-seed.ts';
import { ILLUSTRATION_VERSION, renderBrandImage, renderModelImage } from './device-illustration.ts';

const CONCURRENCY = 4;
/** Records what each file was made from, so a renamed model is drawn again and a removed photo replaced. */
const MANIFEST = 'catalog-images.json';

/** What the catalog's images are made from: the brands and models, and which models have a real photo. */
export interface CatalogImageSource {
  brands: { slug: string; name: string; color: string }[];
  models: {
    slug: string;
    brandName: string;
    /** The series' code: the drawing's finish and camera layout follow the family (device-looks.ts). */
    seriesCode: string;
    name: string;
    /** The brand's colour. */
    color: string;
    year: number;
    /** SHA-256 of the uploaded photo; null draws the model. */
    photoSha: string | null;
  }[];
}

export interface SyncOptions {
  /** Draws missing or outdated illustrations; when false only photos are written (tests). */
  draw?: boolean;
  /** The webp bytes of a model's photo (from the model_photos table). */
  loadPhoto?: (modelSlug: string) => Promise<Buffer>;
}

interface ImageJob {
  /** The file, relative to the images folder: 'models/apple-iphone-15.webp'. */
  file: string;
  /** 'photo:<sha>' or 'drawing:<digest of what it shows>'. */
  key: string;
  make: (() => Promise<Buffer>) | null;
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
async function writeAtomically(file: string, data: Buffer | string): Promise<void> {
  const temporary = `${file}.${process.pid}.${Math.random().toString(36).slice(2)}.tmp`;
  await fs.writeFile(temporary, data);
  await fs.rename(temporary, file);
}

const drawingKey = (inputs: unknown) =>
  `drawing:${crypto
    .createHash('sha256')
    .update(JSON.stringify([ILLUSTRATION_VERSION, inputs]))
    .digest('hex')
    .slice(0, 16)}`;

/**
 * Whether a model image found without a manifest entry (made before the manifest existed) is current:
 * anything but an illustration drawn by an older version of the drawing, which carries an older EXIF mark
 * (a photo put in its place has no Phonix mark and is kept).
 */
async function isCurrentUnrecorded(file: string): Promise<boolean> {
  try {
    const { exif } = await sharp(file).metadata();
    const mark = exif?.toString('latin1').match(/phonix-illustration\/\d+/)?.[0];
    return mark === undefined || mark === ILLUSTRATION_VERSION;
  } catch {
    return true; // Not an image sharp can read: not ours either.
  }
}

async function readManifest(imagesDir: string): Promise<Record<string, string>> {
  try {
    return JSON.parse(await fs.readFile(path.join(imagesDir, MANIFEST), 'utf8')) as Record<string, string>;
  } catch {
    return {};
  }
}

/**
 * Brings <imagesDir>/brands/<slug>.webp and <imagesDir>/models/<slug>.webp in line with the catalog: a
 * model's uploaded photo when it has one, else its drawing (drawn again when its name, brand or year
 * changed). Every server process runs this after each catalog change, since each serves images from its
 * own folder; the photos' source of truth is the database.
 *
 * A file found without a manifest entry (made before the manifest existed) is taken as current unless it
 * is a drawing by an older version of the drawing (ILLUSTRATION_VERSION, bumped when the drawing changes,
 * is part of every drawing's key too).
 */
export async function syncCatalogImages(
  imagesDir: string,
  source: CatalogImageSource,
  options: SyncOptions = {},
): Promise<{ written: number; removed: number }> {
  const draw = options.draw ?? true;
  await fs.mkdir(path.join(imagesDir, 'brands'), { recursive: true });
  await fs.mkdir(path.join(imagesDir, 'models'), { recursive: true });
  const manifest = await readManifest(imagesDir);

  const jobs: ImageJob[] = [];
  for (const brand of source.brands) {
    const inputs = { name: brand.name, color: brand.color };
    jobs.push({
      file: `brands/${brand.slug}.webp`,
      key: drawingKey(inputs),
      make: draw ? () => renderBrandImage(inputs) : null,
    });
  }
  for (const model of source.models) {
    const file = `models/${model.slug}.webp`;
    const { photoSha } = model;
    if (photoSha) {
      const load = options.loadPhoto;
      jobs.push({ file, key: `photo:${photoSha}`, make: load ? () => load(model.slug) : null });
      continue;
    }
    const inputs = {
      brandName: model.brandName,
      seriesCode: model.seriesCode,
      modelName: model.name,
      color: model.color,
      year: model.year,
    };
    jobs.push({ file, key: drawingKey(inputs), make: draw ? () => renderModelImage(inputs) : null });
  }

  let next = 0;
  let written = 0;
  let removed = 0;
  let changed = false;
  const worker = async (): Promise<void> => {
    while (next < jobs.length) {
      const job = jobs[next++];
      if (!job) continue;
      const target = path.join(imagesDir, job.file);
      const recorded = manifest[job.file];
      const present = await exists(target);
      const current =
        recorded === job.key ||
        (recorded === undefined && job.key.startsWith('drawing:') && (await isCurrentUnrecorded(target)));
      if (present && current) {
        if (recorded === undefined) {
          manifest[job.file] = job.key;
          changed = true;
        }
        continue;
      }
      if (job.make) {
        await writeAtomically(target, await job.make());
        manifest[job.file] = job.key;
        written += 1;
      } else if (present && recorded?.startsWith('photo:')) {
        // A photo was removed and this process does not draw: the stale photo must not stay.
        await fs.rm(target, { force: true });
        delete manifest[job.file];
        removed += 1;
      } else continue;
      changed = true;
    }
  };
  await Promise.all(Array.from({ length: Math.min(CONCURRENCY, jobs.length) }, worker));
  if (changed) await writeAtomically(path.join(imagesDir, MANIFEST), JSON.stringify(manifest));
  return { written, removed };
}

/** The images of a catalog seed (no photos): for tests and tools that have no database. */
export async function ensureCatalogImages(
  imagesDir: string,
  seed: CatalogSeed,
): Promise<{ written: number }> {
  const source: CatalogImageSource = { brands: [], models: [] };
  for (const brand of seed.brands) {
    source.brands.push({ slug: brand.slug, name: brand.name, color: brand.color });
    for (const series of brand.series) {
      for (const model of series.models) {
        source.models.push({
          slug: model.slug,
          brandName: brand.name,
          seriesCode: series.code,
          name: model.name,
          color: brand.color,
          year: model.year,
          photoSha: null,
        });
      }
    }
  }
  const { written } = await syncCatalogImages(imagesDir, source);
  return { written };
}

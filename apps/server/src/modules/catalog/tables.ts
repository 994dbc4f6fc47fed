import {
  customType,
  index,
  integer,
  pgTable,
  serial,
  text,
  timestamp,
  uniqueIndex,
} from 'drizzle-orm/pg-core';

/** The catalog module's tables: only this module reads or writes them (docs/decisions/206). */

/** A photo's bytes (model_photos.webp). */
const bytea = customType<{ data: Buffer; driverData: Buffer }>({ dataType: () => 'bytea' });

/** The catalog (SPEC 3): brands, their series, models and storage/RAM variants. */
export const brands = pgTable('brands', {
  id: serial('id').primaryKey(),
  slug: text('slug').notNull().unique(),
  name: text('name').notNull(),
  /** The brand colour, used for its illustrations. */
  color: text('color').notNull(),
  sortOrder: integer('sort_order').notNull(),
  /** Set when operations hide the brand: it and everything under it leave the storefront (orders keep their copies). */
  hiddenAt: timestamp('hidden_at', { withTimezone: true }),
});

export const series = pgTable(
  'series',
  {
    id: serial('id').primaryKey(),
    brandId: integer('brand_id')
      .notNull()
      .references(() => brands.id),
    code: text('code').notNull().unique(),
    name: text('name').notNull(),
    slug: text('slug').notNull(),
    sortOrder: integer('sort_order').notNull(),
    hiddenAt: timestamp('hidden_at', { withTimezone: true }),
  },
  (table) => [uniqueIndex('series_brand_slug').on(table.brandId, table.slug)],
);

export const models = pgTable(
  'models',
  {
    id: serial('id').primaryKey(),
    brandId: integer('brand_id')
      .notNull()
      .references(() => brands.id),
    seriesId: integer('series_id')
      .notNull()
      .references(() => series.id),
    itemCode: text('item_code').notNull().unique(),
    slug: text('slug').notNull().unique(),
    name: text('name').notNull(),
    releaseYear: integer('release_year').notNull(),
    sortOrder: integer('sort_order').notNull(),
    hiddenAt: timestamp('hidden_at', { withTimezone: true }),
  },
  (table) => [index('models_brand').on(table.brandId)],
);

export const variants = pgTable(
  'variants',
  {
    id: serial('id').primaryKey(),
    modelId: integer('model_id')
      .notNull()
      .references(() => models.id),
    name: text('name').notNull(),
    /** The "Get Upto" price in whole rupees. */
    rate: integer('rate').notNull(),
    sortOrder: integer('sort_order').notNull(),
    hiddenAt: timestamp('hidden_at', { withTimezone: true }),
  },
  (table) => [uniqueIndex('variants_model_name').on(table.modelId, table.name)],
);

/** The cities we serve (pickups happen only there). */
export const cities = pgTable('cities', {
  id: serial('id').primaryKey(),
  name: text('name').notNull().unique(),
  slug: text('slug').notNull().unique(),
  state: text('state').notNull(),
  sortOrder: integer('sort_order').notNull(),
});

/** A real photo of a model (webp, 300x400) that replaces its drawing; every server process writes it to disk. */
export const modelPhotos = pgTable('model_photos', {
  modelId: integer('model_id')
    .primaryKey()
    .references(() => models.id),
  webp: bytea('webp').notNull(),
  /** SHA-256 of the webp: processes compare it with what they last wrote. */
  sha256: text('sha256').notNull(),
  uploadedAt: timestamp('uploaded_at', { withTimezone: true }).notNull().defaultNow(),
});

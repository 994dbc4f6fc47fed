import fs from 'node:fs';
import path from 'node:path';
import { BASE_LOCALE, LOCALES, type Locale } from '@phonix/shared/i18n';
import { ROUTE_MODULES, type RouteName } from '@phonix/shared/routes';

/** What Vite's build manifest (dist/.vite/manifest.json) says of one chunk. */
interface ManifestChunk {
  file: string;
  isEntry?: boolean;
  imports?: string[];
}

/**
 * The JavaScript files each route's page module needs beyond what index.html already loads: the page's own
 * chunk and, transitively, the chunks it imports statically. The page's head names them with
 * <link rel="modulepreload">, so the browser fetches them alongside the app's entry instead of one round
 * trip after it runs. Empty when the build has no manifest (then pages load as before, only later).
 */
export function readPageModules(webDistDir: string): Map<RouteName, string[]> {
  const pages = new Map<RouteName, string[]>();
  const needs = readManifestNeeds(webDistDir);
  if (!needs) return pages;
  for (const [name, module] of Object.entries(ROUTE_MODULES) as [RouteName, string][]) {
    const files = needs([`src/app/routes/${module}.tsx`]);
    if (files) pages.set(name, files);
  }
  return pages;
}

/**
 * The sign-in screens of the two apps the browser draws (no server render: the console and the partner
 * portal), by path without a language prefix, with the source modules the browser imports, one after the
 * other, before the screen shows: the app's route tree, then the screen. Preloaded like a public page's
 * module, the three round trips (entry, app, screen) become one: the partner sign-in is a shop owner's
 * first page, on a phone (issue 35: its largest paint within 2 s).
 */
export const SIGN_IN_SCREENS: Readonly<Record<string, readonly string[]>> = {
  '/partner/login': ['src/app/partner/partner-app.tsx', 'src/app/partner/routes/partner-login.tsx'],
  '/admin/login': ['src/app/console/console-app.tsx', 'src/app/console/routes/console-sign-in.tsx'],
};

/** readPageModules for SIGN_IN_SCREENS: the chunks each sign-in screen needs beyond the app's entry. */
export function readSignInModules(webDistDir: string): Map<string, string[]> {
  const screens = new Map<string, string[]>();
  const needs = readManifestNeeds(webDistDir);
  if (!needs) return screens;
  for (const [pathname, modules] of Object.entries(SIGN_IN_SCREENS)) {
    const files = needs(modules);
    if (files) screens.set(pathname, files);
  }
  return screens;
}

/**
 * From the build's manifest, a function answering which files the given source modules need (their chunks
 * and, transitively, the chunks those import statically) beyond what index.html already loads; undefined
 * for a module the build does not have. Undefined when the build has no manifest.
 */
function readManifestNeeds(
  webDistDir: string,
): ((modules: readonly string[]) => string[] | undefined) | undefined {
  const file = path.join(webDistDir, '.vite', 'manifest.json');
  if (!fs.existsSync(file)) return undefined;
  const manifest = JSON.parse(fs.readFileSync(file, 'utf8')) as Record<string, ManifestChunk>;

  const closure = (key: string, into: Set<string>) => {
    if (into.has(key)) return;
    into.add(key);
    for (const imported of manifest[key]?.imports ?? []) closure(imported, into);
  };
  // index.html's own <link rel="modulepreload"> lines already name the entry and its static imports.
  const loadedByEntry = new Set<string>();
  for (const [key, chunk] of Object.entries(manifest)) if (chunk.isEntry) closure(key, loadedByEntry);

  return (modules) => {
    if (modules.some((key) => !manifest[key])) return undefined;
    const needed = new Set<string>();
    for (const key of modules) closure(key, needed);
    return [...needed]
      .filter((chunk) => !loadedByEntry.has(chunk))
      .map((chunk) => `/${manifest[chunk]?.file}`);
  };
}

/** The hashed addresses of a Hindi or Telugu build's two faces (apps/web/build/script-fonts.ts FACES). */
export interface ScriptFaces {
  regular: string;
  bold: string;
}

/**
 * The two faces a language's pages are drawn in (its script's subsets cut to our texts), from the build's
 * .vite/script-fonts.json. Undefined for English (drawn in the system's font) and for a build without that file.
 */
export function readScriptFaces(webDistDir: string, locale: Locale): ScriptFaces | undefined {
  const file = path.join(webDistDir, '.vite', 'script-fonts.json');
  if (!fs.existsSync(file)) return undefined;
  const fonts = JSON.parse(fs.readFileSync(file, 'utf8')) as {
    faces?: Partial<Record<Locale, Partial<ScriptFaces>>>;
  };
  const faces = fonts.faces?.[locale];
  return faces?.regular && faces.bold ? { regular: faces.regular, bold: faces.bold } : undefined;
}

/**
 * The pages whose largest contentful paint is text in a Hindi or Telugu build (Lighthouse's
 * largest-contentful-paint-element, mobile, as `npm run bench:lighthouse` prints it; DR 215): a brand's page
 * (its <h1>), the brand list, FAQ and the privacy notice (a paragraph). They preload both faces of their
 * script (about 31 kB in Devanagari, 40 kB in Telugu), so the files are requested with the HTML's head, not
 * once the stylesheet has been read and the page laid out, and are there at the first paint: the text is not
 * drawn in another font first and nothing moves when they arrive (CLS). Pages whose LCP is a picture (the
 * home page's banner, a model's, an article's) preload nothing: a font would only compete with it. A route
 * joins the set only when the bench names text as its LCP element.
 */
export const TEXT_LCP_ROUTES: ReadonlySet<RouteName> = new Set<RouteName>([
  'sellMobile',
  'brand',
  'faq',
  'privacyPolicy',
]);

/** One language's browser build: its index.html and the chunks each route's page needs. */
export interface WebBuild {
  indexHtml: string;
  pageModules: ReadonlyMap<RouteName, readonly string[]>;
  /** The chunks of each sign-in screen the browser draws (readSignInModules), by path without a prefix. */
  signInModules: ReadonlyMap<string, readonly string[]>;
  /** readScriptFaces's answer for the build's language. */
  faces?: ScriptFaces;
}

/**
 * The folder of a language's browser build (DR 160): English in the web build's folder (apps/web/dist, with
 * the public files), Hindi and Telugu beside it (apps/web/dist-hi, dist-te), each built with only its own
 * language's words.
 */
export function webBuildDirs(webDistDir: string): Record<Locale, string> {
  const english = path.resolve(webDistDir);
  return Object.fromEntries(
    LOCALES.map((locale) => [locale, locale === BASE_LOCALE ? english : `${english}-${locale}`]),
  ) as Record<Locale, string>;
}

/**
 * Each language's build, undefined when the English one has no index.html (then only the API is served). A
 * language without a build of its own is served the English build's files: right for a build made without
 * PHONIX_LOCALE (the React development build, which keeps every language), wrong for a production build, which
 * always makes all three (apps/web `npm run build`).
 */
export function readWebBuilds(webDistDir: string): Record<Locale, WebBuild> | undefined {
  const dirs = webBuildDirs(webDistDir);
  const read = (dir: string, locale: Locale): WebBuild | undefined => {
    const indexFile = path.join(dir, 'index.html');
    if (!fs.existsSync(indexFile)) return undefined;
    const build = {
      indexHtml: fs.readFileSync(indexFile, 'utf8'),
      pageModules: readPageModules(dir),
      signInModules: readSignInModules(dir),
    };
    const faces = readScriptFaces(dir, locale);
    return faces ? { ...build, faces } : build;
  };
  const english = read(dirs[BASE_LOCALE], BASE_LOCALE);
  if (!english) return undefined;
  return Object.fromEntries(
    LOCALES.map((locale) => [
      locale,
      locale === BASE_LOCALE ? english : (read(dirs[locale], locale) ?? english),
    ]),
  ) as Record<Locale, WebBuild>;
}

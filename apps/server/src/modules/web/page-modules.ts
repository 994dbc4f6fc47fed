import fs from 'node:fs';
import path from 'node:path';
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
  const file = path.join(webDistDir, '.vite', 'manifest.json');
  if (!fs.existsSync(file)) return pages;
  const manifest = JSON.parse(fs.readFileSync(file, 'utf8')) as Record<string, ManifestChunk>;

  const closure = (key: string, into: Set<string>) => {
    if (into.has(key)) return;
    into.add(key);
    for (const imported of manifest[key]?.imports ?? []) closure(imported, into);
  };
  // index.html's own <link rel="modulepreload"> lines already name the entry and its static imports.
  const loadedByEntry = new Set<string>();
  for (const [key, chunk] of Object.entries(manifest)) if (chunk.isEntry) closure(key, loadedByEntry);

  for (const [name, module] of Object.entries(ROUTE_MODULES) as [RouteName, string][]) {
    const key = `src/app/routes/${module}.tsx`;
    if (!manifest[key]) continue;
    const needed = new Set<string>();
    closure(key, needed);
    const files = [...needed]
      .filter((chunk) => !loadedByEntry.has(chunk))
      .map((chunk) => `/${manifest[chunk]?.file}`);
    pages.set(name, files);
  }
  return pages;
}

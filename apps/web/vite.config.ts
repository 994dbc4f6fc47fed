import fs from 'node:fs';
import path from 'node:path';
import { fileURLToPath } from 'node:url';
import zlib from 'node:zlib';
import { paraglideVitePlugin } from '@inlang/paraglide-js';
import tailwindcss from '@tailwindcss/vite';
import react from '@vitejs/plugin-react';
import { defineConfig, type Plugin } from 'vite';
import { cssFileName, FACES, GENERATED_DIR, SCRIPTS, writeScriptFonts } from './build/script-fonts.ts';

/**
 * Writes a brotli (.br) and a gzip (.gz) copy next to every text file of the build, once, at build time;
 * the server sends them to browsers that accept them (@fastify/static's preCompressed), so phones on 4G
 * download a third of the bytes and no request spends time compressing.
 */
function precompress(): Plugin {
  const compressible = new Set(['.js', '.css', '.svg', '.html', '.json', '.txt', '.xml', '.webmanifest']);
  let outDir = '';
  return {
    name: 'phonix-precompress',
    apply: 'build',
    configResolved(config) {
      outDir = path.resolve(config.root, config.build.outDir);
    },
    closeBundle() {
      for (const entry of fs.readdirSync(outDir, { recursive: true, withFileTypes: true })) {
        const file = path.join(entry.parentPath, entry.name);
        if (!entry.isFile() || !compressible.has(path.extname(file)) || entry.name === 'index.html') continue;
        const content = fs.readFileSync(file);
        if (content.length < 1024) continue;
        fs.writeFileSync(
          `${file}.br`,
          zlib.brotliCompressSync(content, { params: { [zlib.constants.BROTLI_PARAM_QUALITY]: 11 } }),
        );
        fs.writeFileSync(`${file}.gz`, zlib.gzipSync(content, { level: 9 }));
      }
    },
  };
}

/**
 * The modules the app's entry (src/main.tsx) imports statically, directly or not: everything every page
 * needs before it can hydrate. Collected when the module graph is complete, so the build can put them in
 * one chunk (`codeSplitting.groups` below): one file compresses better than the seven Rolldown would
 * otherwise make of them (React, React Router, TanStack Query, the app's frame), and a phone on HTTP/1.1
 * waits for one round trip instead of seven.
 */
const FRAME_LIBRARIES = /node_modules[\\/](react|react-dom|scheduler|react-router)[\\/]/;

const PARAGLIDE_MESSAGES =
  /[\\/]i18n[\\/]paraglide[\\/]messages([\\/]|\.js$)|[\\/]packages[\\/]shared[\\/]src[\\/]messages\.ts$/;

function entryClosure(): Plugin & { has: (id: string) => boolean } {
  const closure = new Set<string>();
  return {
    name: 'phonix-entry-closure',
    apply: 'build',
    buildEnd() {
      closure.clear();
      const entries = [...this.getModuleIds()].filter((id) => this.getModuleInfo(id)?.isEntry);
      const visit = (id: string) => {
        // A library's modules only from the ones the frame runs on: an icon package's index re-exports
        // every icon, and taking them all in would move the icons of every page into the first.
        if (closure.has(id) || (id.includes('node_modules') && !FRAME_LIBRARIES.test(id))) return;
        // Paraglide's message index imports every message: taken in, it would put all of them (the page
        // heads' too) into the first chunk. Each message goes with the code that calls it instead.
        if (PARAGLIDE_MESSAGES.test(id)) return;
        closure.add(id);
        for (const imported of this.getModuleInfo(id)?.importedIds ?? []) visit(imported);
      };
      for (const entry of entries) visit(entry);
    },
    has: (id) => closure.has(id),
  };
}
const entryModules = entryClosure();

/**
 * React Router's production build names its components for React's development tools (`Link.displayName =
 * "Link"`, on every component, used or not) and wraps them in unannotated `React.forwardRef(...)` calls: to the
 * bundler both are side effects, so every component stays in the first chunk whether the app uses it or not
 * (its Form, useSubmit, fetchers: about 1 kB gzipped). In the browser build the names go (production React
 * never shows them) and the wrappers are marked pure, so what the app does not import drops out.
 */
function reactRouterTreeShaking(): Plugin {
  return {
    name: 'phonix-react-router-tree-shaking',
    apply: 'build',
    transform: {
      filter: { id: /node_modules[\\/]react-router[\\/]dist[\\/]production[\\/].*\.mjs$/ },
      handler(code) {
        return code
          .replace(/^[A-Za-z0-9_$]+\.displayName = "[^"\n]*";$/gm, '')
          .replace(
            /^((?:var|const|let) [A-Za-z0-9_$]+ = )(React[0-9]*\.(?:forwardRef|memo|createContext)\()/gm,
            '$1/* @__PURE__ */ $2',
          );
      },
    },
  };
}

/**
 * TanStack Query's queries call the infinite-query behaviour (`infiniteQueryBehavior`, its pages and cursors)
 * when a query is an infinite one; the app has none (the lists page on the server), yet the behaviour sat in the
 * first chunk of every page (0.5 kB gzipped: DR 218). In the browser build the call goes, and a module of the
 * app that reaches for infinite queries fails the build, so it cannot silently stop paging.
 */
function noInfiniteQueries(): Plugin {
  const QUERY = /[\\/]@tanstack[\\/]query-core[\\/]build[\\/]modern[\\/]query\.js$/;
  const IMPORT = 'import { infiniteQueryBehavior } from "./infiniteQueryBehavior.js";';
  const CALL =
    '(this.#queryType === "infinite" ? infiniteQueryBehavior(this.options.pages) : this.options.behavior)';
  return {
    name: 'phonix-no-infinite-queries',
    apply: 'build',
    transform(code, id) {
      if (QUERY.test(id)) {
        if (!code.includes(IMPORT) || !code.includes(CALL))
          this.error('TanStack Query changed: noInfiniteQueries (vite.config.ts) no longer finds its call');
        return code.replace(IMPORT, '').replace(CALL, 'this.options.behavior');
      }
      if (
        !id.includes('node_modules') &&
        /\b(useInfiniteQuery|useSuspenseInfiniteQuery|infiniteQueryOptions|InfiniteQueryObserver|fetchInfiniteQuery|prefetchInfiniteQuery|ensureInfiniteQueryData)\b/.test(
          code,
        )
      )
        this.error(`${id}: infinite queries are left out of the browser build (noInfiniteQueries, DR 218)`);
      return undefined;
    },
  };
}

/**
 * Paraglide's messages warn, in a build of one language, when browser code asks for another (`{ locale }`,
 * which that build cannot honour: DR 160). The warning's sentence and its test are in every message of every
 * chunk (those not inlined, below); in a one-language browser build they go, as the other languages' texts do (about 1 kB gzipped on a
 * page: DR 216). The server and the tests, which keep every language, keep the messages as compiled.
 */
function paraglideWarningsOut(): Plugin {
  return {
    name: 'phonix-paraglide-warnings-out',
    apply: 'build',
    transform: {
      filter: { id: /[\\/]i18n[\\/]paraglide[\\/]messages[\\/][^\\/]+\.js$/ },
      handler(code) {
        return code.replace(
          /^\s*if \([^\n]*options\.locale !== undefined[^\n]*\) console\.warn\([^\n]*$/gm,
          '',
        );
      },
    },
  };
}

/** Where Paraglide writes its messages (the plugin below and `messages()` agree on it). */
const PARAGLIDE_DIR = fileURLToPath(new URL('../../packages/shared/src/i18n/paraglide', import.meta.url));

/**
 * A message as a one-language browser build needs it: its language's function alone (the base language's when
 * it has none of its own, as Paraglide's wrapper falls back), or undefined when the message is not in the
 * shape Paraglide compiles it to, or needs Paraglide's plural rules (left as a module).
 */
function messageFunction(file: string, name: string, locale: string): string | undefined {
  const code = fs.readFileSync(file, 'utf8');
  for (const language of [locale, 'en']) {
    const own = new RegExp(`^const ${language}_${name} = ([\\s\\S]*?\\n});$`, 'm').exec(code);
    if (own) return own[1]?.includes('registry.') ? undefined : own[1];
  }
  return undefined;
}

/**
 * Paraglide compiles each message to a module of its own, holding every language's text and a wrapper that
 * picks one. In a browser build the bundler wraps every module in an initializer (strict execution order,
 * which inlining small common chunks requires: DR 211), about 30 bytes gzipped a message, more than its words
 * in most: 2 kB of the questionnaire's first page (DR 216). In a one-language browser build each import of a
 * message becomes the message itself, its language's function, declared in the module that uses it: no module,
 * no wrapper, no other language, no locale test and no warning that browser code asked for another language
 * (which this build cannot honour, DR 160). A message used by several modules is declared in each. The server
 * and the tests, which keep every language, import the messages as compiled.
 */
function paraglideMessagesInlined(locale: string): Plugin {
  const MESSAGE_IMPORT =
    /^import \{ ?([A-Za-z0-9_$]+)(?: as ([A-Za-z0-9_$]+))? ?\} from ["'](?:@phonix\/shared\/messages\/|(?:\.{1,2}\/)+(?:[A-Za-z0-9_-]+\/)*i18n\/paraglide\/messages\/)([A-Za-z0-9_$]+)(?:\.js)?["'];?$/gm;
  const functions = new Map<string, string | undefined>();
  return {
    name: 'phonix-paraglide-messages-inlined',
    apply: 'build',
    transform: {
      filter: { id: { include: /\.(ts|tsx|js)$/, exclude: /node_modules|[\\/]i18n[\\/]paraglide[\\/]/ } },
      handler(code) {
        if (!code.includes('messages/')) return undefined;
        let changed = false;
        const inlined = code.replace(MESSAGE_IMPORT, (statement, exported, local, file) => {
          if (exported !== file) return statement;
          if (!functions.has(file))
            functions.set(
              file,
              messageFunction(path.join(PARAGLIDE_DIR, 'messages', `${file}.js`), file, locale),
            );
          const body = functions.get(file);
          if (body === undefined) return statement;
          changed = true;
          return `const ${local ?? exported} = ${body};`;
        });
        return changed ? inlined : undefined;
      },
    },
  };
}

/**
 * The Hindi and Telugu fonts cut to our texts (build/script-fonts.ts, DR 215): written into .generated/ before
 * the app's CSS is read, and brought in as `virtual:script-fonts.css`, this build's own @font-face rules (the
 * subsets of its language's script, the full files as a fallback), so Vite hashes the files like any asset.
 * The build also writes .vite/script-fonts.json: the hashed addresses of its script's two faces, which the
 * server preloads on pages whose LCP element is text.
 */
function scriptFonts(locale: string | undefined): Plugin {
  const VIRTUAL = 'virtual:script-fonts.css';
  let written: Promise<void> | undefined;
  let root = '';
  return {
    name: 'phonix-script-fonts',
    configResolved(config) {
      root = config.root;
    },
    buildStart() {
      written ??= writeScriptFonts();
      return written;
    },
    async resolveId(id) {
      if (id !== VIRTUAL) return undefined;
      written ??= writeScriptFonts();
      await written;
      return path.join(GENERATED_DIR, cssFileName(locale));
    },
    generateBundle(_options, bundle) {
      const faces: Record<string, Record<string, string>> = {};
      for (const script of SCRIPTS) {
        const files: Record<string, string> = {};
        for (const face of FACES) {
          const source = path.join(GENERATED_DIR, `${script.stem}-${face.weight}.woff2`);
          const asset = Object.values(bundle).find(
            (output) =>
              output.type === 'asset' &&
              output.originalFileNames.some((name) => path.resolve(root, name) === source),
          );
          if (asset) files[face.name] = `/${asset.fileName}`;
        }
        // Only the build of this script's language has its faces.
        if (Object.keys(files).length > 0) faces[script.locale] = files;
      }
      this.emitFile({
        type: 'asset',
        fileName: '.vite/script-fonts.json',
        source: `${JSON.stringify({ faces }, null, 2)}\n`,
      });
    },
  };
}

const apiServer = 'http://localhost:3000';

/**
 * One browser build per language (DR 160): `PHONIX_LOCALE=hi vite build` makes apps/web/dist-hi, whose
 * messages are Hindi only (Paraglide's static locale, a constant the minifier folds, so the other languages'
 * texts drop out of every chunk). English is apps/web/dist, with the public files; the server serves each
 * language's index.html and page chunks, and the files of all three builds under /assets/ (their names are
 * content hashes, so a chunk without words is one file for all). Without PHONIX_LOCALE (development, the
 * React development build of the hydration check) every language stays in.
 */
const LOCALE = process.env.PHONIX_LOCALE;
if (LOCALE !== undefined && !['en', 'hi', 'te'].includes(LOCALE)) {
  throw new Error(`PHONIX_LOCALE must be en, hi or te, not "${LOCALE}"`);
}
/** Where the compiled messages read the static locale: undefined on the server and in unlocalized builds. */
const STATIC_LOCALE_EXPRESSION = '/** @type {any} */ (globalThis).__PARAGLIDE_STATIC_LOCALE__';
const localeBuildDir = LOCALE && LOCALE !== 'en' ? `dist-${LOCALE}` : 'dist';

/**
 * The site's messages (packages/shared/messages) compiled by Paraglide into packages/shared/src/i18n/paraglide
 * before the build reads them (and again when they change under `vite` dev): the same options as the root's
 * `npm run i18n:compile`, which `npm install`/`npm ci` run for the server and the tests.
 */
const messages = () =>
  paraglideVitePlugin({
    project: fileURLToPath(new URL('../../packages/shared/project.inlang', import.meta.url)),
    outdir: PARAGLIDE_DIR,
    strategy: ['baseLocale'],
    // One module per message in every mode (the plugin's default in development is one per language): the
    // app imports each message from its own module, and the server and tests read the same output.
    outputStructure: 'message-modules',
    experimentalStaticLocale: STATIC_LOCALE_EXPRESSION,
    emitReadme: false,
    emitPrettierIgnore: false,
  });

export default defineConfig(({ isSsrBuild }) => ({
  define: LOCALE && !isSsrBuild ? { 'globalThis.__PARAGLIDE_STATIC_LOCALE__': JSON.stringify(LOCALE) } : {},
  // The server's half of the public pages (src/entry-server.tsx, `vite build --ssr`) goes to dist-ssr, out of
  // the folder the server publishes; React and the libraries stay imports from node_modules.
  plugins: isSsrBuild
    ? [messages(), react()]
    : [
        messages(),
        react(),
        tailwindcss(),
        scriptFonts(LOCALE),
        precompress(),
        entryModules,
        reactRouterTreeShaking(),
        noInfiniteQueries(),
        ...(LOCALE ? [paraglideWarningsOut(), paraglideMessagesInlined(LOCALE)] : []),
      ],
  resolve: {
    alias: [
      { find: '@', replacement: fileURLToPath(new URL('./src', import.meta.url)) },
      // React Router's package exports name only its development build (warnings and checks included);
      // browsers get its production build, as React Router's own Vite plugin arranges in framework mode.
      {
        find: /^react-router$/,
        replacement: fileURLToPath(
          import.meta.resolve('react-router').replace('/development/index.mjs', '/production/index.mjs'),
        ),
      },
    ],
  },
  server: {
    proxy: {
      '/api': apiServer,
      '/images': apiServer,
    },
  },
  preview: {
    proxy: {
      '/api': apiServer,
      '/images': apiServer,
    },
  },
  build: isSsrBuild
    ? { outDir: 'dist-ssr', target: 'node20', emptyOutDir: true, copyPublicDir: false }
    : {
        outDir: localeBuildDir,
        // The public files (images, fonts' CSS is bundled) are served from the English build only.
        copyPublicDir: localeBuildDir === 'dist',
        target: 'es2022',
        // Every browser we target supports <link rel="modulepreload">; the polyfill would only add bytes.
        modulePreload: { polyfill: false },
        // dist/.vite/manifest.json: the server reads which chunks each page module needs (web/page-modules.ts).
        manifest: true,
        rolldownOptions: {
          // Shared chunks under 16 kB of source (an icon, a hook, a helper) are copied into the chunks that use
          // them instead of being files of their own: the first page went from 29 JavaScript files to 11, and
          // on a phone's HTTP/1.1 connection each file is a round trip (Lighthouse LCP 2.0 s to 1.8 s).
          // Rolldown marks this experimental; the whole e2e suite runs on its output.
          preserveEntrySignatures: false,
          output: {
            codeSplitting: {
              experimentalInlineCommonChunks: { maxSize: 16 * 1024 },
              groups: [{ name: 'app', test: (id) => entryModules.has(id) }],
            },
          },
        },
      },
}));

// npm run release [-- <dir>]: a self-contained directory (default ./release) that runs Phonix with `node` alone:
//
//   <dir>/server.mjs                   `node server.mjs` starts the server (README "Running on several machines")
//   <dir>/migrate.mjs                  `node migrate.mjs` applies the migrations once, before a rollout
//   <dir>/create-admin.mjs             `node create-admin.mjs` makes the first staff admin
//   <dir>/apps/server/*.mjs            the server and its scripts, bundled from TypeScript by esbuild
//   <dir>/apps/server/drizzle, src/…   the migrations and the data files the server reads, where it reads them
//   <dir>/apps/web/dist*, public/…     the built web app (each language) and its server-rendering entry
//   <dir>/node_modules, apps/*/node_modules   production dependencies only, installed from package-lock.json
//
// The directory mirrors the repository's layout, so every path the server works out from its own source file
// (import.meta.dirname, createRequire) lands on the same file here: the bundler rewrites each module's
// import.meta to the place its source had (docs/decisions/214-one-release-directory.md).
import { spawnSync } from 'node:child_process';
import fs from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import * as esbuild from 'esbuild';

const root = path.resolve(import.meta.dirname, '..');
const out = path.resolve(process.argv[2] ?? path.join(root, 'release'));
/** The bundles sit in apps/server, as the sources' package does: packages resolve from there as in the repo. */
const serverDir = path.join(out, 'apps/server');
const ENTRIES = {
  main: 'apps/server/src/main.ts',
  migrate: 'apps/server/src/scripts/migrate.ts',
  'create-admin': 'apps/server/src/scripts/create-admin.ts',
} as const;
/** The workspaces whose production dependencies the release needs (the web's: its server-rendering entry). */
const WORKSPACES = ['apps/server', 'apps/web', 'packages/shared'] as const;

function run(command: string, args: string[], cwd: string): void {
  const result = spawnSync(command, args, { cwd, stdio: 'inherit' });
  if (result.status !== 0) throw new Error(`${command} ${args.join(' ')} failed in ${cwd}`);
}

function copy(relative: string, filter?: (source: string) => boolean): void {
  const source = path.join(root, relative);
  if (!fs.existsSync(source)) throw new Error(`${relative} is missing: build first (npm run build)`);
  fs.cpSync(source, path.join(out, relative), { recursive: true, ...(filter ? { filter } : {}) });
}

/** The package names the server imports, kept out of the bundle (installed under node_modules instead). */
function installedPackages(): string[] {
  const names = new Set<string>();
  for (const workspace of WORKSPACES) {
    const manifest = JSON.parse(fs.readFileSync(path.join(root, workspace, 'package.json'), 'utf8')) as {
      dependencies?: Record<string, string>;
    };
    for (const name of Object.keys(manifest.dependencies ?? {})) names.add(name);
  }
  return [...names].filter((name) => !name.startsWith('@phonix/'));
}

/**
 * Each of our modules keeps its own import.meta: `import.meta.url` and `import.meta.dirname` become the place
 * its source file has, worked out at run time from the bundle's own place (so the directory can move).
 */
const sourcePlaces: esbuild.Plugin = {
  name: 'source-places',
  setup(build) {
    build.onLoad({ filter: /\.tsx?$/ }, async (args) => {
      if (args.path.includes(`${path.sep}node_modules${path.sep}`)) return undefined;
      // In a checkout the server loads its messages from a bundle it makes at start (lib/messages.ts, DR 212);
      // here the whole server is one bundle already, the messages in it.
      if (args.path === path.join(root, 'apps/server/src/lib/messages.ts')) {
        return { contents: "export * as m from '@phonix/shared/messages/_index';", loader: 'ts' };
      }
      const fromBundle = path.relative(path.join(root, 'apps/server'), args.path).split(path.sep).join('/');
      const fileUrl = `new URL(${JSON.stringify(fromBundle)}, __releaseBundleUrl)`;
      const contents = (await fs.promises.readFile(args.path, 'utf8'))
        .replaceAll('import.meta.dirname', `__releasePath.dirname(__releaseUrl.fileURLToPath(${fileUrl}))`)
        .replaceAll('import.meta.url', `${fileUrl}.href`);
      return { contents, loader: args.path.endsWith('x') ? 'tsx' : 'ts' };
    });
  },
};

async function bundleServer(): Promise<void> {
  await esbuild.build({
    entryPoints: Object.fromEntries(
      Object.entries(ENTRIES).map(([name, entry]) => [name, path.join(root, entry)]),
    ),
    outdir: serverDir,
    outExtension: { '.js': '.mjs' },
    bundle: true,
    splitting: true,
    format: 'esm',
    platform: 'node',
    target: 'node20',
    external: installedPackages().flatMap((name) => [name, `${name}/*`]),
    plugins: [sourcePlaces],
    // What the rewritten import.meta needs, under names no module uses (every chunk sits in apps/server).
    banner: {
      js: [
        "import __releasePath from 'node:path';",
        "import __releaseUrl from 'node:url';",
        'const __releaseBundleUrl = import.meta.url;',
      ].join('\n'),
    },
    logLevel: 'warning',
  });
}

/**
 * Production dependencies, exactly as package-lock.json pins them: `npm ci --omit=dev` for the server's,
 * the web's and the shared package's workspaces, in a scratch copy of the manifests (no scripts run: none
 * of the production packages needs one; sharp and argon2 come as prebuilt binaries).
 */
function installDependencies(): void {
  const scratch = fs.mkdtempSync(path.join(os.tmpdir(), 'phonix-release-'));
  try {
    for (const manifest of [
      'package.json',
      'package-lock.json',
      ...WORKSPACES.map((w) => `${w}/package.json`),
    ]) {
      fs.mkdirSync(path.dirname(path.join(scratch, manifest)), { recursive: true });
      fs.copyFileSync(path.join(root, manifest), path.join(scratch, manifest));
    }
    // The e2e workspace is in the lock file; an empty one keeps `npm ci` from calling the lock out of date.
    fs.mkdirSync(path.join(scratch, 'e2e'), { recursive: true });
    fs.copyFileSync(path.join(root, 'e2e/package.json'), path.join(scratch, 'e2e/package.json'));
    run(
      'npm',
      [
        'ci',
        '--omit=dev',
        '--ignore-scripts',
        // The root's `npm ci` has just put every one of these packages in npm's cache.
        '--prefer-offline',
        '--no-audit',
        '--no-fund',
        ...WORKSPACES.flatMap((workspace) => ['--workspace', workspace]),
      ],
      scratch,
    );
    for (const dir of ['node_modules', ...WORKSPACES.map((w) => `${w}/node_modules`)]) {
      const installed = path.join(scratch, dir);
      if (!fs.existsSync(installed)) continue;
      // The workspace links point at sources the release does not carry (they are bundled in).
      fs.rmSync(path.join(installed, '@phonix'), { recursive: true, force: true });
      fs.cpSync(installed, path.join(out, dir), { recursive: true, verbatimSymlinks: true });
    }
  } finally {
    fs.rmSync(scratch, { recursive: true, force: true });
  }
}

function writeStarters(): void {
  const starters: Record<string, string> = {
    'server.mjs': 'main',
    'migrate.mjs': 'migrate',
    'create-admin.mjs': 'create-admin',
  };
  for (const [file, entry] of Object.entries(starters)) {
    fs.writeFileSync(path.join(out, file), `import './apps/server/${entry}.mjs';\n`);
  }
  const version = spawnSync('git', ['describe', '--always', '--dirty'], { cwd: root, encoding: 'utf8' });
  fs.writeFileSync(
    path.join(out, 'package.json'),
    `${JSON.stringify(
      {
        name: 'phonix-release',
        private: true,
        type: 'module',
        version: '0.0.0',
        description: `Phonix ${version.stdout?.trim() || 'release'}: node server.mjs`,
        engines: { node: '>=20.19' },
        scripts: {
          start: 'node server.mjs',
          migrate: 'node migrate.mjs',
          'create-admin': 'node create-admin.mjs',
        },
      },
      null,
      2,
    )}\n`,
  );
}

async function main(): Promise<void> {
  // The same staleness check as `npm start`: the web app is rebuilt only when its sources are newer.
  run(process.execPath, [path.join(root, 'scripts/build-web-if-stale.mjs')], root);
  fs.rmSync(out, { recursive: true, force: true });
  fs.mkdirSync(serverDir, { recursive: true });
  await bundleServer();
  copy('apps/server/drizzle');
  // The data files the server reads beside its sources (seed catalog, TAC brands, the sample IMEI list).
  copy('apps/server/src', (source) => fs.statSync(source).isDirectory() || !/\.tsx?$/.test(source));
  for (const dir of ['dist', 'dist-hi', 'dist-te', 'dist-ssr', 'public']) copy(`apps/web/${dir}`);
  copy('packages/shared/messages');
  installDependencies();
  writeStarters();
  console.log(
    `Release in ${out}: start it with \`node server.mjs\` (DATA_DIR or DATABASE_URL, OTP_SECRET, PORT).`,
  );
}

await main();

import { readFileSync } from 'node:fs';
import path from 'node:path';
import { gzipSync } from 'node:zlib';
import react from '@vitejs/plugin-react';
import { build, type Plugin } from 'vite';

/** One entry of Vite's build manifest (`build.manifest`). */
type ManifestEntry = {
  file: string;
  isEntry?: boolean;
  imports?: string[];
  dynamicImports?: string[];
};
type Manifest = Record<string, ManifestEntry>;

export type BuiltApp = {
  outDir: string;
  manifest: Manifest;
  /** The source modules in each emitted chunk, by the chunk's file name. */
  chunkModules: Map<string, string[]>;
};

export type InitialJs = { files: string[]; gzipBytes: number; modules: string[] };

/** The site's pages whose first download has a budget, by their manifest key. */
export const MEASURED_PAGES = {
  '/': 'pages/home/HomePage.tsx',
  '/courses': 'pages/courses/CatalogPage.tsx',
  'course page': 'pages/courses/CoursePage.tsx',
  'free lesson page': 'pages/courses/preview/PreviewPage.tsx',
  'bundle page': 'pages/bundles/BundlePage.tsx',
  'certificate page': 'pages/certificates/CertificatePage.tsx',
  '/consultas': 'pages/consultations/ConsultationsPage.tsx',
  '/monotributo': 'pages/monotributo/MonotributoPage.tsx',
  '/vencimientos': 'pages/tax-calendar/TaxCalendarPage.tsx',
  '/plan-contador': 'pages/plan/PlanPage.tsx',
} as const;

/** The course player's page: its first download is reported against the same reference. */
export const PLAYER_PAGE = 'pages/learn/CoursePlayerPage.tsx';

/** Areas that must stay out of every public page's first download. */
export const SEPARATE_AREAS = {
  player: 'src/web/pages/learn/',
  'account area': 'src/web/pages/account/',
  panel: 'src/web/pages/panel/',
} as const;

const ROOT = path.resolve(import.meta.dirname, '..');

function recordChunks(into: Map<string, string[]>): Plugin {
  return {
    name: 'bench-record-chunks',
    generateBundle(_options, bundle) {
      for (const output of Object.values(bundle)) {
        if (output.type === 'chunk') into.set(output.fileName, [...output.moduleIds]);
      }
    },
  };
}

async function buildApp(outDir: string, config: Parameters<typeof build>[0]): Promise<BuiltApp> {
  const chunkModules = new Map<string, string[]>();
  // Vite takes React's build from NODE_ENV, which a test runner sets to `test`.
  const nodeEnv = process.env.NODE_ENV;
  process.env.NODE_ENV = 'production';
  await build({
    ...config,
    mode: 'production',
    logLevel: 'warn',
    plugins: [...(config?.plugins ?? []), recordChunks(chunkModules)],
    build: { outDir, emptyOutDir: true, manifest: true, copyPublicDir: false, sourcemap: false },
  }).finally(() => {
    if (nodeEnv === undefined) delete process.env.NODE_ENV;
    else process.env.NODE_ENV = nodeEnv;
  });
  const manifest = JSON.parse(
    readFileSync(path.join(outDir, '.vite', 'manifest.json'), 'utf8'),
  ) as Manifest;
  return { outDir, manifest, chunkModules };
}

/** The site's browser build (vite.config.ts), into `outDir`. */
export const buildSite = (outDir: string) =>
  buildApp(outDir, { configFile: path.join(ROOT, 'vite.config.ts') });

/** A bare React + React Router app (bench/reference/), built the same way, into `outDir`. */
export const buildReference = (outDir: string) =>
  buildApp(outDir, {
    configFile: false,
    root: path.join(ROOT, 'bench', 'reference'),
    plugins: [react()],
  });

export const gzipBytes = (file: string) => gzipSync(readFileSync(file), { level: 9 }).length;

function entryKeyOf(app: BuiltApp): string {
  const entryKey = Object.keys(app.manifest).find((key) => app.manifest[key]!.isEntry);
  if (!entryKey) throw new Error('the manifest has no entry');
  return entryKey;
}

/** The manifest keys of `roots` and of everything they import statically. */
function withStaticImports(app: BuiltApp, roots: string[]): string[] {
  const seen = new Set<string>();
  const visit = (key: string) => {
    if (seen.has(key)) return;
    seen.add(key);
    for (const imported of app.manifest[key]?.imports ?? []) visit(imported);
  };
  roots.forEach(visit);
  return [...seen];
}

const modulesOf = (app: BuiltApp, files: string[]) =>
  files.flatMap((file) => app.chunkModules.get(file) ?? []);

/**
 * The entry's JavaScript, what the entry itself loads later (the app, after the first paint of a
 * rendered page), and a page's chunk, with everything they import statically.
 */
export function initialJs(app: BuiltApp, pageKey: string): InitialJs {
  const entryKey = entryKeyOf(app);
  if (!app.manifest[pageKey]) throw new Error(`the manifest has no ${pageKey}`);
  const started = app.manifest[entryKey]!.dynamicImports ?? [];
  const files = withStaticImports(app, [entryKey, ...started, pageKey])
    .map((key) => app.manifest[key]!.file)
    .filter((file) => file.endsWith('.js'));
  return {
    files,
    gzipBytes: files.reduce((sum, file) => sum + gzipBytes(path.join(app.outDir, file)), 0),
    modules: modulesOf(app, files),
  };
}

/**
 * The modules the entry evaluates before its own code runs (its static imports). The app is
 * imported after the page's first paint (src/web/main.ts), so React must not be among them.
 */
export function entryModules(app: BuiltApp): string[] {
  const files = withStaticImports(app, [entryKeyOf(app)]).map((key) => app.manifest[key]!.file);
  return modulesOf(app, files);
}

/** The areas (player, account, panel) whose modules a first download carries. */
export function areasIn(initial: InitialJs): string[] {
  const modules = initial.modules.map((id) => path.relative(ROOT, id).split(path.sep).join('/'));
  return Object.entries(SEPARATE_AREAS)
    .filter(([, folder]) => modules.some((module) => module.startsWith(folder)))
    .map(([area]) => area);
}

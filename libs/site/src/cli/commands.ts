/** The commands of `hpcdocs` (see `cli.ts` for how they run). */
import { mkdir, writeFile } from 'node:fs/promises';
import { dirname, relative, resolve } from 'node:path';
import { build, type BuildPhase } from '../build/build.js';
import { check } from '../check.js';
import { formatGroups } from '../check-kinds.js';
import { loadConfig, type ResolvedConfig } from '../config/load.js';
import { unknownLocale } from '../build/build-locales.js';
import { configForLocale, isMultilingual, siteLocales, type SiteLocale } from '../i18n/locales.js';
import { SiteError } from '../errors.js';
import { init, InitError } from 'create-hpcdocs';
import { preview } from '../preview.js';
import type { CliIo, Command } from './cli.js';
import { tuneV8ForBuild } from './v8-tuning.js';

const configOption = { config: { type: 'string', short: 'c' }, docs: { type: 'string' } } as const;
const CONFIG_HELP = `  -c, --config PATH  the site folder or its config file (default: the current folder)
  --docs DIR         build this docs folder instead of the config's docs.path`;

/** The config of the locale --locale names (default: the default locale), on a site with several; as it is on a site of one (build, check and the dev server make it over, see oneLocaleConfig). */
function localeConfigFrom(config: ResolvedConfig, locale: string | boolean | undefined): ResolvedConfig {
  const name = typeof locale === 'string' ? locale : undefined;
  const known = siteLocales(config);
  if (name !== undefined && !known.some((candidate) => candidate.locale === name)) throw new SiteError(unknownLocale(config, name));
  return isMultilingual(config) ? configForLocale(config, name ?? (known[0] as SiteLocale).locale) : config;
}

/** The config named by --config (or the current folder), with --docs over its docs folder. */
function configFrom(values: Record<string, string | boolean | undefined>) {
  const docs = values['docs'];
  return loadConfig(typeof values['config'] === 'string' ? values['config'] : process.cwd(), typeof docs === 'string' ? { docsDir: resolve(docs) } : {});
}

function port(value: string | boolean | undefined): number | undefined {
  if (value === undefined || typeof value === 'boolean') return undefined;
  const n = Number(value);
  if (!Number.isInteger(n) || n < 0 || n > 65535) throw new SiteError(`--port must be a port number (0-65535), got "${value}".`);
  return n;
}

/** `--port` and `--host`, as the servers take them. */
function listenOptions(values: Record<string, string | boolean | undefined>): { port?: number; host?: string } {
  const p = port(values['port']);
  return { ...(p === undefined ? {} : { port: p }), ...(typeof values['host'] === 'string' ? { host: values['host'] } : {}) };
}

/** Prints where a server listens, then keeps it until Ctrl+C (or SIGTERM) and closes it. */
async function serveUntilStopped(name: string, title: string, server: { readonly url: string; close(): Promise<void> }, io: CliIo): Promise<number> {
  io.out(`hpcdocs ${name}: ${title} at ${server.url} (Ctrl+C to stop)\n`);
  await new Promise<void>((done) => {
    const stop = () => void server.close().then(done);
    process.once('SIGINT', stop);
    process.once('SIGTERM', stop);
  });
  return 0;
}

const PHASE_TEXT: Record<BuildPhase, string> = {
  bundles: 'bundling the app (client and server)',
  content: 'processing the docs',
  prerender: 'writing the pages and the search index',
  compress: 'compressing',
  swap: 'putting the new site in place',
};

/**
 * Build progress: on a terminal, one line rewritten in place (phase, docs processed of total);
 * otherwise (CI logs, pipes) one line per phase.
 */
export function progressPrinter(io: CliIo): { onProgress: (p: { phase: BuildPhase; done?: number; total?: number }) => void; end: () => void } {
  let last = '';
  return {
    onProgress: ({ phase, done, total }) => {
      if (io.isTTY) {
        const line = `  ${PHASE_TEXT[phase]}${total ? ` ${done ?? 0}/${total}` : ''}…`;
        io.out(`\r${line.padEnd(last.length)}`);
        last = line;
      } else if (done === undefined) {
        io.out(`  ${PHASE_TEXT[phase]}\n`);
      }
    },
    end: () => {
      if (io.isTTY && last) io.out(`\r${' '.repeat(last.length)}\r`);
    },
  };
}

export const COMMANDS: readonly Command[] = [
  {
    name: 'init',
    summary: 'write a starter site into a new folder',
    usage: 'init DIR [--title TITLE]',
    help: `Writes a working starter site into DIR (new, or empty): hpcdocs.config.ts, package.json
with the npm scripts, and three docs (a sidebar category, a code block, an admonition, tabs).

Then: cd DIR && npm install && npx hpcdocs dev

Options:
  --title TITLE   the site's title (default: from the folder name)`,
    options: { title: { type: 'string' } },
    positionals: true,
    run: async ({ values, positionals }, io) => {
      const dir = positionals[0];
      if (!dir || positionals.length > 1) throw new SiteError('give one folder to create, e.g. hpcdocs init my-docs.');
      const result = await init(dir, typeof values['title'] === 'string' ? { title: values['title'] } : {}).catch((error: unknown) => {
        throw error instanceof InitError ? new SiteError(error.message) : error;
      });
      const shown = relative(process.cwd(), result.dir) || '.';
      io.out(`Created a site in ${shown} (${result.files.length} files). Next:\n  cd ${shown}\n  npm install\n  npx hpcdocs dev\n`);
      return 0;
    },
  },
  {
    name: 'dev',
    summary: 'start the dev server (pages update as you edit)',
    usage: 'dev [--config PATH] [--docs DIR] [--locale NAME] [--port N] [--host HOST] [--poll]',
    help: `Serves the site with hot updates: an edited doc, title or sidebar shows in the open page
without a reload; a problem in the content shows in the page with its file:line.

Options:
${CONFIG_HELP}
  --port N           port (default 5173; the next free one when taken)
  --host HOST        host to listen on (default localhost; 0.0.0.0 for every interface)
  --locale NAME      on a site with several locales, serve this one (default: the default locale)
  --poll             watch files by polling (network drives, some containers)`,
    options: { ...configOption, locale: { type: 'string' }, port: { type: 'string' }, host: { type: 'string' }, poll: { type: 'boolean' } },
    run: async ({ values }, io) => {
      const config = localeConfigFrom(await configFrom(values), values['locale']);
      // Loaded here: Vite and its plugins would slow every other command's start.
      const { createDevServer } = await import('../dev.js');
      const server = await createDevServer(config, { ...listenOptions(values), poll: values['poll'] === true });
      return serveUntilStopped('dev', config.title, server, io);
    },
  },
  {
    name: 'build',
    summary: 'build the static site',
    usage: 'build [--config PATH] [--docs DIR] [--out DIR] [--locale NAME] [--no-cache] [--report FILE]',
    help: `Builds the site into the config's outDir (default build/): a prerendered page per route,
the search index, 404.html, sitemap.xml, .gz copies of the text files and .br copies
of the JS and CSS bundles. The new site replaces the old one
only when the build succeeds: a broken link or a budget overrun leaves it as it was.

Options:
${CONFIG_HELP}
  --out DIR          write the site here instead
  --locale NAME      on a site with several locales, build this one only (default: every locale,
                     the default one at the base URL, each other in its folder under it)
  --no-cache         build from scratch: process every doc and bundle the app again (by default a
                     build reuses the docs and the app bundles the last one made, where unchanged)
  --cache FILE       keep the cache of processed docs in FILE
  --report FILE      write what the build did (timings, pages, sizes, problems) as JSON
  --quiet            print only problems`,
    options: { ...configOption, out: { type: 'string' }, locale: { type: 'string' }, 'no-cache': { type: 'boolean' }, cache: { type: 'string' }, report: { type: 'string' }, quiet: { type: 'boolean' } },
    run: async ({ values }, io) => {
      // For what runs after this (Vite, plugins). React has usually been loaded by now: the bin
      // sets NODE_ENV before importing this module, so that React loads its production build.
      process.env['NODE_ENV'] = 'production';
      tuneV8ForBuild();
      const config = await configFrom(values);
      const quiet = values['quiet'] === true;
      const printer = progressPrinter(quiet ? { ...io, out: () => undefined } : io);
      if (!quiet) io.out(`hpcdocs build: ${config.title}\n`);
      const result = await build(config, {
        ...(typeof values['out'] === 'string' ? { outDir: resolve(values['out']) } : {}),
        ...(typeof values['locale'] === 'string' ? { locale: values['locale'] } : {}),
        ...(values['no-cache'] ? { cache: false, reuseBundles: false } : typeof values['cache'] === 'string' ? { cache: resolve(values['cache']) } : {}),
        onProgress: printer.onProgress,
        log: (line) => {
          if (line.startsWith('warning:')) io.err(`${line}\n`);
        },
      });
      printer.end();
      if (typeof values['report'] === 'string') {
        await mkdir(dirname(resolve(values['report'])), { recursive: true });
        // With the Node flags and the allocator setting the build ran with: a benchmark's numbers depend on them.
        await writeFile(resolve(values['report']), JSON.stringify({ ...result, nodeFlags: process.execArgv, allocator: { MIMALLOC_ALLOW_THP: process.env['MIMALLOC_ALLOW_THP'] ?? null } }, null, 2));
      }
      if (!result.ok) {
        for (const problem of result.problems) io.err(`${problem}\n`);
        throw new SiteError(`${result.problems.length} problem(s) (above); the previous site in ${relative(process.cwd(), result.outDir) || '.'} was left as it was.`);
      }
      const weight = result.weight ? `, JS before load ${(result.weight.critical.gzip / 1024).toFixed(1)} KB gzip (${(result.weight.js.gzip / 1024).toFixed(1)} KB in all)` : '';
      const reused = result.reusedPages ? ` (${result.reusedPages} unchanged since the last build)` : '';
      if (!quiet) io.out(`Built ${result.docs} docs, ${result.pages} pages${reused} into ${relative(process.cwd(), result.outDir) || '.'} in ${((result.timings['total'] ?? 0) / 1000).toFixed(1)} s${weight}.\n`);
      return 0;
    },
  },
  {
    name: 'preview',
    summary: 'serve the built site as it will be deployed',
    usage: 'preview [--config PATH] [--port N] [--host HOST]',
    help: `Serves the built site (run hpcdocs build first) under its base URL, with the headers of the
production config: precompressed files, cache headers, the 404 page, security headers.

Options:
  -c, --config PATH  the site folder or its config file (default: the current folder)
  --port N           port (default 4173; 0 for any free one)
  --host HOST        host to listen on (default 127.0.0.1)`,
    options: { config: configOption.config, port: { type: 'string' }, host: { type: 'string' } },
    run: async ({ values }, io) => {
      const config = await configFrom(values);
      const server = await preview(config, listenOptions(values));
      return serveUntilStopped('preview', config.title, server, io);
    },
  },
  {
    name: 'check',
    summary: 'check the config and every doc, without writing anything',
    usage: 'check [--config PATH] [--docs DIR] [--all] [--strict] [--json]',
    help: `Validates the config and builds the content in memory, then prints every problem grouped by
kind (broken link, unknown MDX component, unsupported front matter key, ...): per kind, the count,
the names involved and the first file:line:column with what to write instead; then a summary.
Warnings count constructs that are left out without stopping a build (an ignored import, an
unknown front matter key, a swizzled theme component). Nothing is written. Exits 1 when there is a
problem (or, with --strict, a warning). Run it on a Docusaurus site to see what moving it takes.

Options:
${CONFIG_HELP}
  --all              list every finding of each kind, not only the first
  --strict           fail on warnings too
  --json             print the findings and groups as JSON on stdout (same exit code)`,
    options: { ...configOption, all: { type: 'boolean' }, strict: { type: 'boolean' }, json: { type: 'boolean' } },
    run: async ({ values }, io) => {
      tuneV8ForBuild();
      const config = await configFrom(values);
      const result = await check(config);
      const errors = result.findings.filter((f) => f.severity === 'error').length;
      const warnings = result.findings.length - errors;
      const failed = errors > 0 || (values['strict'] === true && warnings > 0);
      if (values['json'] === true) {
        const groups = result.groups.map(({ findings, ...group }) => ({ ...group, ...(values['all'] === true ? { findings } : {}) }));
        io.out(`${JSON.stringify({ ok: !failed, docs: result.docs, problems: result.findings.filter((f) => f.severity === 'error'), warnings: result.findings.filter((f) => f.severity === 'warning'), groups }, null, 2)}\n`);
        return failed ? 1 : 0;
      }
      if (result.findings.length > 0) io.err(`${formatGroups(result.groups, { all: values['all'] === true, docs: result.docs }).join('\n')}\n`);
      if (failed) throw new SiteError(`${errors} problem(s)${warnings ? ` and ${warnings} warning(s)` : ''} in ${result.docs} docs (above).`);
      io.out(`hpcdocs check: the config and ${result.docs} docs are fine${warnings ? ` (${warnings} warning(s), above)` : ''}.\n`);
      return 0;
    },
  },
];

/**
 * `hpcdocs build` of a site with several locales: as Docusaurus does, each locale is a site of its
 * own (its config made over by `configForLocale`), the default one written to the output folder and
 * each other to its folder inside it (`build/fr/`), each with its bundles, content cache, search
 * index and sitemap. Every locale is built, one after another, before any is put in place, so a
 * failure in one leaves the whole previous output as it was; then the other locales are put in
 * place inside the output in place, and the default one last, taking their folders over; the
 * servers' records at the root are made to cover every locale's pages.
 */
import { readFile, writeFile } from 'node:fs/promises';
import { join, resolve } from 'node:path';
import { INLINE_SCRIPTS_FILE, NGINX_REDIRECTS_FILE } from '../preview/server.mjs';
import type { ResolvedConfig } from '../config/load.js';
import { ConfigError } from '../config/errors.js';
import { configForLocale, siteLocales, type SiteLocale } from '../i18n/locales.js';
import { defaultCacheFile, type BuildOptions, type BuildResult } from './build.js';
import type { StagedBuild } from './write-site.js';

/** The problem of a `--locale` the site does not have. */
export function unknownLocale(config: Pick<ResolvedConfig, 'i18n' | 'baseUrl'>, locale: string): string {
  return `--locale ${locale}: the site has no such locale. Its locales (i18n.locales): ${siteLocales(config).map((l) => l.locale).join(', ')}.`;
}

/** The content cache of a locale: the default one's is the site's, each other's a file beside it. */
function localeCache(config: ResolvedConfig, cache: BuildOptions['cache'], locale: SiteLocale): BuildOptions['cache'] {
  if (locale.path === '' || cache === false) return cache;
  const file = cache ?? defaultCacheFile(config);
  return `${file.replace(/\.json$/, '')}.${locale.locale}.json`;
}

/** The results of the locales' builds as one: counts and times added up, messages marked with their locale. */
function combined(results: readonly (readonly [SiteLocale, BuildResult])[], outDir: string): BuildResult {
  const mark = (locale: SiteLocale, line: string) => (locale.path === '' ? line : `[${locale.locale}] ${line}`);
  const timings: Record<string, number> = {};
  for (const [, result] of results) for (const [phase, ms] of Object.entries(result.timings)) timings[phase] = (timings[phase] ?? 0) + ms;
  const first = results[0]?.[1];
  return {
    ok: results.every(([, result]) => result.ok),
    timings,
    pages: results.reduce((sum, [, result]) => sum + result.pages, 0),
    reusedPages: results.reduce((sum, [, result]) => sum + (result.reusedPages ?? 0), 0),
    inPlace: results.every(([, result]) => result.inPlace === true),
    docs: results.reduce((sum, [, result]) => sum + result.docs, 0),
    outDir,
    problems: results.flatMap(([locale, result]) => result.problems.map((line) => mark(locale, line))),
    warnings: results.flatMap(([locale, result]) => result.warnings.map((line) => mark(locale, line))),
    // What a page loads is the default locale's measure (every locale's app is the same code).
    ...(first?.weight ? { weight: first.weight } : {}),
    ...(first?.search ? { search: first.search } : {}),
  };
}

/**
 * The records the servers read at the output's root (the inline scripts a page may run, the
 * redirects as nginx rules: see preview/headers.mjs) made to cover the other locales' pages too:
 * each locale's pages have a shell of their own (their base URL is in its scripts).
 */
async function mergeServerRecords(outDir: string, localePaths: readonly string[]): Promise<void> {
  const read = (path: string) => readFile(path, 'utf8').catch(() => undefined);
  const root = await read(join(outDir, INLINE_SCRIPTS_FILE));
  if (root === undefined) return;
  const merged = JSON.parse(root) as { scripts: string[]; origins: { script: string[]; style: string[] } };
  const rules = new Set((await read(join(outDir, NGINX_REDIRECTS_FILE)))?.split('\n').filter(Boolean) ?? []);
  for (const path of localePaths) {
    const scripts = await read(join(outDir, path, INLINE_SCRIPTS_FILE));
    if (scripts !== undefined) {
      const record = JSON.parse(scripts) as typeof merged;
      merged.scripts = [...new Set([...merged.scripts, ...record.scripts])].sort();
      merged.origins = { script: [...new Set([...merged.origins.script, ...record.origins.script])], style: [...new Set([...merged.origins.style, ...record.origins.style])] };
    }
    for (const rule of (await read(join(outDir, path, NGINX_REDIRECTS_FILE)))?.split('\n') ?? []) if (rule) rules.add(rule);
  }
  await writeFile(join(outDir, INLINE_SCRIPTS_FILE), JSON.stringify(merged));
  await writeFile(join(outDir, NGINX_REDIRECTS_FILE), rules.size > 0 ? `${[...rules].join('\n')}\n` : '');
}

/** Builds every locale of the site (or `options.locale` only) with `buildOne`, then puts them in place together. */
export async function buildLocales(config: ResolvedConfig, options: BuildOptions, buildOne: (config: ResolvedConfig, options: BuildOptions) => Promise<StagedBuild>): Promise<BuildResult> {
  const outDir = resolve(options.outDir ?? config.paths.outDir);
  const all = siteLocales(config);
  const chosen = options.locale === undefined ? all : all.filter((locale) => locale.locale === options.locale);
  if (chosen.length === 0) return { ok: false, timings: {}, pages: 0, docs: 0, outDir, problems: [unknownLocale(config, options.locale ?? '')], warnings: [] };
  const log = options.log ?? (() => undefined);
  const staged: (readonly [SiteLocale, StagedBuild])[] = [];
  try {
    for (const locale of chosen) {
      let localeConfig: ResolvedConfig;
      try {
        localeConfig = configForLocale(config, locale.locale);
      } catch (error) {
        if (!(error instanceof ConfigError)) throw error;
        return combined([...staged.map(([l, s]) => [l, s.result] as const), [locale, { ok: false, timings: {}, pages: 0, docs: 0, outDir, problems: [error.message], warnings: [] }]], outDir);
      }
      log(`Locale ${locale.locale} (${locale.label}) at ${locale.baseUrl}`);
      const cache = localeCache(config, options.cache, locale);
      const result = await buildOne(localeConfig, {
        ...options,
        outDir: locale.path ? join(outDir, locale.path) : outDir,
        ...(cache === undefined ? {} : { cache }),
        log: (line) => log(locale.path ? `[${locale.locale}] ${line}` : line),
      });
      staged.push([locale, result]);
      if (!result.result.ok) return combined(staged.map(([l, s]) => [l, s.result] as const), outDir);
    }
    // The other locales first, into the output in place; the default one takes their folders over.
    for (const [, build] of [...staged].reverse()) await build.commit();
    await mergeServerRecords(outDir, all.filter((locale) => locale.path !== '').map((locale) => locale.path));
    return combined(staged.map(([l, s]) => [l, s.result] as const), outDir);
  } finally {
    for (const [, build] of staged) await build.discard();
  }
}

#!/usr/bin/env node
// Parity tool: builds one Docusaurus site with Docusaurus 3.8.1 and with hpcdocs, then compares
// every page both builds wrote: the visible main text, the headings, the images and the links.
// Not part of CI: it installs Docusaurus from the npm registry. See tools/parity/README.md.
//
//   node tools/parity/parity.mjs [SITE] [--json out.json] [options]      (npm run parity -- ...)
import { cpSync, existsSync, mkdirSync, readFileSync, rmSync, writeFileSync } from 'node:fs';
import { basename, dirname, extname, join, relative, resolve } from 'node:path';
import { parseArgs } from 'node:util';
import {
  DOCUSAURUS_VERSION,
  buildDocusaurus,
  copySite,
  docusaurusBaseUrl,
  docusaurusConfigOf,
  docusaurusErrors,
  hpcdocs,
  htmlPages,
  installDocusaurus,
  installManifest,
  pinnedManifest,
  siteManifest,
} from './lib/builds.mjs';
import { comparePage, firstDifference } from './lib/compare.mjs';
import { extractPage, routeOf } from './lib/extract.mjs';
import { formatReport } from './lib/report.mjs';
import { compareScreenshots, sampleRoutes } from './lib/screenshots.mjs';

const workspace = resolve(import.meta.dirname, '../..');

const HELP = `Usage: node tools/parity/parity.mjs [SITE] [options]

Builds the Docusaurus site in SITE (default: tools/parity/fixture) with Docusaurus (${DOCUSAURUS_VERSION}
unless --docusaurus-version says another) and with hpcdocs, on copies under tools/parity/.work/,
and compares every page.

Options:
  --site-subdir DIR        the Docusaurus site is SITE/DIR (SITE is copied whole, for sites
                           whose docs live beside the site folder, such as docs: '../docs')
  --hpcdocs-config FILE    hpcdocs config for the site (default: hpcdocs.config.ts in the site;
                           without one, hpcdocs reads the site's Docusaurus config: zero config)
  --docusaurus-config FILE use this Docusaurus config instead of the site's own
  --docusaurus-version V   the Docusaurus release to build with (3.8.0 or later; default ${DOCUSAURUS_VERSION});
                           Docusaurus Faster (Rspack) is installed when the config turns it on
  --install-site-deps      install the site's own packages (Docusaurus' too, not its dev tools) into
                           the hpcdocs copy, for a site whose pages import packages of its own
  --only docusaurus|hpcdocs  build one side only (the other is not compared)
  --reuse-docusaurus       compare with the last Docusaurus build of this site instead of building
  --warm                   keep the build caches (default: both builds run cold)
  --threshold N            text similarity a page must reach (default 0.97)
  --name NAME              name of the work folder (default: the site folder's name)
  --json FILE              write everything (per page and summary) as JSON
  --screenshots N          also capture N compared pages (the home and pages spread over the rest)
                           of both builds in Chromium at 1280 and 375 px and report the share of
                           pixels of the article area that differ (images in the work folder)
  -h, --help               this help
`;

function fail(message) {
  process.stderr.write(`parity: ${message}\n`);
  process.exit(2);
}

const { values, positionals } = (() => {
  try {
    return parseArgs({
      allowPositionals: true,
      options: {
        'site-subdir': { type: 'string' },
        'hpcdocs-config': { type: 'string' },
        'docusaurus-config': { type: 'string' },
        'docusaurus-version': { type: 'string' },
        'install-site-deps': { type: 'boolean' },
        only: { type: 'string' },
        'reuse-docusaurus': { type: 'boolean' },
        warm: { type: 'boolean' },
        threshold: { type: 'string' },
        name: { type: 'string' },
        json: { type: 'string' },
        screenshots: { type: 'string' },
        help: { type: 'boolean', short: 'h' },
      },
    });
  } catch (error) {
    return fail(`${error.message}. See --help.`);
  }
})();

if (values.help) {
  process.stdout.write(HELP);
  process.exit(0);
}
if (positionals.length > 1) fail('give one site folder. See --help.');
if (values.only && !['docusaurus', 'hpcdocs'].includes(values.only)) fail('--only takes docusaurus or hpcdocs.');
const threshold = values.threshold === undefined ? 0.97 : Number(values.threshold);
if (values.screenshots !== undefined && !(Number.isInteger(Number(values.screenshots)) && Number(values.screenshots) > 0)) fail('--screenshots takes a number of pages, such as 8.');
if (!(threshold > 0 && threshold <= 1)) fail('--threshold takes a number in (0, 1].');

const docusaurusVersion = values['docusaurus-version'] ?? DOCUSAURUS_VERSION;
if (!/^3\.(8|9|1\d)\.\d+$/.test(docusaurusVersion)) fail('--docusaurus-version takes a Docusaurus 3 release from 3.8.0 on, such as 3.10.2.');
const source = resolve(positionals[0] ?? join(workspace, 'tools/parity/fixture'));
const subdir = values['site-subdir'] ?? '.';
if (!existsSync(join(source, subdir))) fail(`no folder ${join(source, subdir)}.`);
if (!docusaurusConfigOf(join(source, subdir)) && !values['docusaurus-config']) fail(`${join(source, subdir)} has no docusaurus.config.{js,mjs,ts,cjs}.`);
if (values['hpcdocs-config'] && !existsSync(resolve(values['hpcdocs-config']))) fail(`--hpcdocs-config: no file ${resolve(values['hpcdocs-config'])}.`);
const name = values.name ?? basename(subdir === '.' ? source : join(source, subdir));
const work = join(workspace, 'tools/parity/.work/sites', name);
mkdirSync(work, { recursive: true });
const log = (line) => process.stderr.write(`${line}\n`);

/** Docusaurus side: copy, install, build. */
async function docusaurusSide() {
  const copy = join(work, 'docusaurus');
  const out = join(work, 'out-docusaurus');
  const site = join(copy, subdir);
  const result = { version: docusaurusVersion, ok: false, skipped: false, seconds: 0, pages: 0, outDir: out, baseUrl: '/', errors: [] };
  if (values.only === 'hpcdocs') return { ...result, skipped: true };
  if (values['reuse-docusaurus']) {
    if (!existsSync(out)) fail(`--reuse-docusaurus: no earlier Docusaurus build in ${relative(workspace, out)}.`);
    const previous = existsSync(join(work, 'docusaurus.json')) ? JSON.parse(readFileSync(join(work, 'docusaurus.json'), 'utf8')) : {};
    return { ...result, ...previous, ok: true, reused: true, pages: htmlPages(out).size, baseUrl: docusaurusBaseUrl(site) };
  }
  log(`Docusaurus ${docusaurusVersion}: copying the site to ${relative(workspace, copy)}`);
  copySite(source, copy, join(subdir, 'node_modules'));
  if (values['docusaurus-config']) {
    // The given config replaces the site's own, whatever its name was.
    const given = resolve(values['docusaurus-config']);
    const own = docusaurusConfigOf(site);
    if (own) rmSync(own);
    cpSync(given, join(site, `docusaurus.config${extname(given)}`));
  }
  const config = readFileSync(docusaurusConfigOf(site), 'utf8');
  const installed = await installDocusaurus(site, pinnedManifest(site, config, docusaurusVersion), log, docusaurusVersion);
  if (installed.code !== 0) return { ...result, errors: ['npm install failed:', ...installed.output.split('\n').filter(Boolean).slice(-20)] };
  log(`Docusaurus ${docusaurusVersion}: building (${values.warm ? 'warm' : 'cold'})…`);
  const built = await buildDocusaurus(site, out, { warm: values.warm === true, logFile: join(work, 'docusaurus-build.log') });
  const done = { ...result, ok: built.code === 0, seconds: built.seconds, pages: htmlPages(out).size, baseUrl: docusaurusBaseUrl(site), errors: built.code === 0 ? [] : docusaurusErrors(built.output), log: relative(workspace, join(work, 'docusaurus-build.log')) };
  if (done.ok) writeFileSync(join(work, 'docusaurus.json'), JSON.stringify({ seconds: done.seconds }));
  return done;
}

/** Problem groups from `hpcdocs check --json`, for a build that failed. */
async function checkGroups(configDir, copy) {
  const checked = await hpcdocs(workspace, ['check', '--config', configDir, '--json'], { logFile: join(work, 'hpcdocs-check.log') });
  // Places as the site's own paths (docs/x.md), not the copy's.
  const shown = (place) => place.replace(`${relative(workspace, copy)}/`, '');
  const start = checked.output.indexOf('{');
  if (start === -1) return undefined;
  try {
    const report = JSON.parse(checked.output.slice(start));
    return {
      problemCount: report.problems?.length ?? 0,
      warningCount: report.warnings?.length ?? 0,
      groups: (report.groups ?? []).map((g) => ({ kind: g.kind, severity: g.severity, count: g.count, first: shown(g.first), subjects: g.subjects ?? [] })),
    };
  } catch {
    return undefined;
  }
}

/** hpcdocs side: copy (with the hpcdocs config), build, and on failure the grouped problems. */
async function hpcdocsSide() {
  const copy = join(work, 'hpcdocs');
  const out = join(work, 'out-hpcdocs');
  const site = join(copy, subdir);
  const result = { ok: false, skipped: false, seconds: 0, pages: 0, outDir: out, baseUrl: '/', errors: [], groups: [], problemCount: 0, warningCount: 0 };
  if (values.only === 'docusaurus') return { ...result, skipped: true };
  const configFile = values['hpcdocs-config'] ? resolve(values['hpcdocs-config']) : join(source, subdir, 'hpcdocs.config.ts');
  // Without an hpcdocs config, hpcdocs reads the site's docusaurus.config.* (zero config).
  const zeroConfig = !existsSync(configFile);
  log(`hpcdocs: copying the site to ${relative(workspace, copy)}${zeroConfig ? ' (no hpcdocs config: zero config, from the Docusaurus config)' : ''}`);
  copySite(source, copy, values['install-site-deps'] ? join(subdir, 'node_modules') : undefined);
  if (!zeroConfig) cpSync(configFile, join(site, 'hpcdocs.config.ts'));
  else if (values['docusaurus-config']) {
    // Zero config reads the Docusaurus config, so it reads the one given in place of the site's.
    const given = resolve(values['docusaurus-config']);
    const own = docusaurusConfigOf(site);
    if (own) rmSync(own);
    cpSync(given, join(site, `docusaurus.config${extname(given)}`));
  }
  if (values['install-site-deps']) {
    const installed = await installManifest(site, siteManifest(site), () => log("  installing the site's own packages into the hpcdocs copy (npm install)…"));
    if (installed.code !== 0) return { ...result, errors: ['npm install of the site\'s packages failed:', ...installed.output.split('\n').filter(Boolean).slice(-20)] };
  }
  log('hpcdocs: building (cold)…');
  // Run in the site's folder, as a team runs it (Tailwind's `content` globs start there, as with Docusaurus).
  const built = await hpcdocs(workspace, ['build', '--config', site, '--out', out, '--no-cache', '--report', join(work, 'hpcdocs-report.json')], { logFile: join(work, 'hpcdocs-build.log'), cwd: site });
  const done = { ...result, ok: built.code === 0, seconds: built.seconds, log: relative(workspace, join(work, 'hpcdocs-build.log')) };
  if (done.ok) {
    const boot = firstBoot(out);
    return { ...done, pages: htmlPages(out).size, baseUrl: boot };
  }
  log('hpcdocs: the build failed; grouping its problems with hpcdocs check…');
  const grouped = await checkGroups(site, copy);
  const lines = built.output.split('\n').filter((l) => l.trim());
  // With the groups, the build's own last line says enough; without them (a config or bundling
  // failure, which check does not see), its last lines are the explanation.
  return { ...done, ...(grouped ?? {}), errors: grouped?.groups.length ? lines.slice(-1) : lines.slice(-25) };
}

/** hpcdocs' base URL, from a page's boot data (its URLs start with it). */
function firstBoot(outDir) {
  const page = join(outDir, '404.html');
  const html = existsSync(page) ? readFileSync(page, 'utf8') : '';
  const routes = /"routes":"([^"]*)"/.exec(html)?.[1];
  return routes ? routes.slice(0, routes.indexOf('assets/')) || '/' : '/';
}

function pagesOf(side, profile) {
  const pages = new Map();
  for (const [file, path] of htmlPages(side.outDir)) {
    const route = routeOf(file);
    // `x/index.html` is the page at /x; an `x.html` (or `x.html/index.html`) beside it is another
    // page of the same route: a redirect, as Docusaurus' client redirects write for
    // `fromExtensions: ['html']`. The first is kept whichever the folder lists first.
    const norm = file.split('\\').join('/');
    const secondary = /\.html\/index\.html$/.test(norm) || !/(^|\/)index\.html$/.test(norm);
    if (pages.has(route) && (secondary || !pages.get(route).secondary)) continue;
    const pageUrl = `${side.baseUrl}${norm.replace(/index\.html$/, '')}`;
    pages.set(route, { route, file, secondary, data: extractPage(readFileSync(path, 'utf8'), profile, { pageUrl, baseUrl: side.baseUrl, outDir: side.outDir }) });
  }
  return pages;
}

const docusaurus = await docusaurusSide();
const hpc = await hpcdocsSide();

const reference = docusaurus.ok ? pagesOf(docusaurus, 'docusaurus') : new Map();
const candidate = hpc.ok ? pagesOf(hpc, 'hpcdocs') : new Map();
const compareBoth = docusaurus.ok && hpc.ok;
/**
 * Pages each generator makes on its own, not from the docs (the not-found page, hpcdocs' search
 * page): shown, but outside the target.
 */
const SITE_PAGES = new Set(['/404', '/search']);
/** The same pages of another locale (`/fa/404`, `/zh-Hans/search`). */
const isSitePage = (route) => SITE_PAGES.has(route) || /^\/[a-z]{2,3}(-[A-Za-z0-9]+)*\/(404|search)$/.test(route);
const pages = [];
const sitePages = [];
const unreadable = [];
/** Pages with a main area in one build only: a page one generator failed to render (a crash page, an empty shell). */
const oneSided = [];
if (compareBoth) {
  for (const [route, ref] of reference) {
    const cand = candidate.get(route);
    if (!cand) continue;
    if (isSitePage(route)) {
      sitePages.push({ route, similarity: comparePage(ref.data, cand.data).similarity });
      continue;
    }
    if (!ref.data.found || !cand.data.found) {
      (ref.data.found === cand.data.found ? unreadable : oneSided).push(route);
      continue;
    }
    pages.push({ route, comparison: comparePage(ref.data, cand.data), firstDifference: firstDifference(ref.data.tokens, cand.data.tokens) });
  }
}
const missing = compareBoth ? [...reference.keys()].filter((r) => !candidate.has(r) && !isSitePage(r)).sort() : [];
const extra = compareBoth ? [...candidate.keys()].filter((r) => !reference.has(r) && !isSitePage(r)).sort() : [];
const sum = (f) => pages.reduce((n, p) => n + f(p.comparison), 0);
const sims = pages.map((p) => p.comparison.similarity);
const summary = {
  compared: pages.length,
  missing: missing.length,
  extra: extra.length,
  mean: sims.length ? sims.reduce((a, b) => a + b, 0) / sims.length : 0,
  min: sims.length ? Math.min(...sims) : 0,
  below: sims.filter((s) => s < threshold).length,
  lostImages: sum((c) => c.lostImages.length),
  changedImages: sum((c) => c.changedImages.length),
  extraImages: sum((c) => c.extraImages.length),
  lostLinks: sum((c) => c.lostLinks.length),
  extraLinks: sum((c) => c.extraLinks.length),
  lostHeadings: sum((c) => c.lostHeadings.length),
  docusaurusSeconds: docusaurus.ok ? docusaurus.seconds : null,
  hpcdocsSeconds: hpc.ok ? hpc.seconds : null,
};
summary.oneSided = oneSided.length;
summary.targetMet = compareBoth && pages.length > 0 && oneSided.length === 0 && summary.below === 0 && summary.lostImages === 0 && summary.lostLinks === 0 && summary.missing === 0;

const shots = compareBoth && values.screenshots ? await compareScreenshots({ docusaurus, hpcdocs: hpc, routes: sampleRoutes(pages.map((p) => p.route), Number(values.screenshots)), workDir: work, log }) : undefined;
if (shots) {
  const shares = shots.map((s) => s.share).filter((s) => s !== null);
  summary.screenshots = { captured: shots.length, meanDifference: shares.length ? shares.reduce((a, b) => a + b, 0) / shares.length : null, maxDifference: shares.length ? Math.max(...shares) : null };
}
const result = { site: relative(workspace, join(source, subdir)) || '.', threshold, docusaurus, hpcdocs: hpc, pages, sitePages, missing, extra, unreadable, oneSided, summary, ...(shots ? { screenshots: shots } : {}) };
process.stdout.write(formatReport(result));
if (values.json) {
  const file = resolve(values.json);
  mkdirSync(dirname(file), { recursive: true });
  writeFileSync(file, `${JSON.stringify(result, null, 2)}\n`);
  log(`parity: wrote ${relative(process.cwd(), file) || file}`);
}
process.exitCode = docusaurus.ok || docusaurus.skipped ? 0 : 1;

/** `hpcdocs check`: the config and the content, validated without writing anything. */
import { relative } from 'node:path';
import { groupFindings, kindOf, type CheckFinding, type CheckGroup } from './check-kinds.js';
import { ignoredSiteParts, siteCodeWarnings } from './check-site.js';
import { checkBundle } from './build/bundle-check.js';
import type { ResolvedConfig } from './config/load.js';
import { siteContent } from './content.js';
import { docsTotals } from './plugins/docs.js';
import { pluginModulesOf } from './plugins/internal.js';
import { formatLifecycleProblem, loadSite, pageModulesOfSite } from './plugins/lifecycle.js';
import { sitePlugins } from './plugins/site-plugins.js';
import { formatStaticProblem, readStaticFolder } from './static-folder.js';
import { configForLocale, isMultilingual, oneLocaleConfig, siteLocales } from './i18n/locales.js';

/** What {@link check} found. */
export interface CheckResult {
  readonly docs: number;
  /** Content errors, `file:line:column: message`, one per line. Empty when the site is fine. */
  readonly problems: readonly string[];
  readonly warnings: readonly string[];
  /** Every error and warning with its kind and place, in file order (errors first). */
  readonly findings: readonly CheckFinding[];
  /** The findings by kind: errors first, then the largest groups. */
  readonly groups: readonly CheckGroup[];
}

/**
 * Runs the site's plugins as the build does (the docs' links, anchors, frontmatter and components,
 * every plugin's pages) and bundles the site's client in memory (its components, App and
 * stylesheets, as the build would), and reports every problem, each with its kind, plus warnings
 * for the parts of a Docusaurus site folder a build leaves out.
 */
export async function check(config: ResolvedConfig): Promise<CheckResult> {
  if (!isMultilingual(config)) return checkOne(oneLocaleConfig(config), true);
  // Each locale's content (its translated docs, their links); the bundle once (the same code for all).
  const results: CheckResult[] = [];
  for (const [i, locale] of siteLocales(config).entries()) results.push(await checkOne(configForLocale(config, locale.locale), i === 0));
  // A doc without a translation is the same file in every locale: its findings are said once.
  const seen = new Set<string>();
  const findings = results.flatMap((result) => result.findings).filter((finding) => !seen.has(finding.text) && Boolean(seen.add(finding.text)));
  const errors = findings.filter((finding) => finding.severity === 'error');
  const warnings = findings.filter((finding) => finding.severity === 'warning');
  return { docs: results.reduce((sum, result) => sum + result.docs, 0), problems: errors.map((e) => e.text), warnings: warnings.map((w) => w.text), findings: [...errors, ...warnings], groups: groupFindings([...errors, ...warnings]) };
}

/** {@link check} of one locale (the site's only one, on a site of one locale); its client bundle too when `bundle`. */
async function checkOne(config: ResolvedConfig, bundled: boolean): Promise<CheckResult> {
  const plugins = await sitePlugins(config, { command: 'check', loadDocs: (version) => siteContent(config, { deferLinkCheck: true }, version) });
  const loading = loadSite(plugins, { baseUrl: config.baseUrl });
  // The bundle starts at once and takes the page modules when the pages have them.
  const bundle = bundled ? checkBundle(config, loading.then(pageModulesOfSite, () => []), pluginModulesOf(plugins)) : Promise.resolve([]);
  const [site, bundleFindings, statics] = await Promise.all([loading, bundle, readStaticFolder(config)]);
  const errors: CheckFinding[] = site.errors.map((e) => ({ severity: 'error', kind: kindOf(e.message), file: e.file, line: e.line, column: e.column, message: e.message, hint: e.hint, text: e.format() }));
  for (const problem of site.problems) {
    const text = formatLifecycleProblem(problem);
    errors.push({ severity: 'error', kind: 'Plugin problem', file: `plugin "${problem.plugin}"`, line: 1, column: 1, message: problem.message, text });
  }
  // What the build refuses to publish from the static folder (see static-folder.ts).
  for (const problem of statics.problems) {
    errors.push({ severity: 'error', kind: 'Static folder entry that cannot be published', file: relative(process.cwd(), problem.file) || problem.file, line: 1, column: 1, message: problem.message, text: formatStaticProblem(problem) });
  }
  for (const problem of bundleFindings) {
    const text = `${problem.file}:${problem.line}:${problem.column}: ${problem.message}`;
    errors.push({ severity: 'error', kind: 'Site code does not bundle', file: problem.file, line: problem.line, column: problem.column, message: problem.message, text });
  }

  const warnings: CheckFinding[] = [
    ...site.warnings.map((w): CheckFinding => ({ severity: 'warning', kind: kindOf(w.message), file: w.file, line: w.line, column: w.column, message: w.message, text: `${w.file}:${w.line}:${w.column}: ${w.message}` })),
    ...ignoredSiteParts(config.root, undefined, { translated: config.i18n !== undefined }),
    ...siteCodeWarnings(config),
  ];
  const findings = [...errors, ...warnings];
  return {
    docs: docsTotals(config, site.allContent)?.docs ?? 0,
    problems: errors.map((e) => e.text),
    warnings: warnings.map((w) => w.text),
    findings,
    groups: groupFindings(findings),
  };
}

/** `hpcdocs check`: the config and the content, validated without writing anything. */
import { buildContent } from '@hpcdocs/content-pipeline';
import type { ResolvedConfig } from './config/load.js';
import { contentOptions, loadSidebars } from './content.js';
import { appRoutes, homeDocRoute, siteDataOf } from './site-data.js';

/** What {@link check} found. */
export interface CheckResult {
  readonly docs: number;
  /** Content errors, `file:line:column: message`, one per line. Empty when the site is fine. */
  readonly problems: readonly string[];
  readonly warnings: readonly string[];
}

/** Builds the content in memory (links, anchors, frontmatter, components) and reports every problem. */
export async function check(config: ResolvedConfig): Promise<CheckResult> {
  const site = siteDataOf(config);
  const content = await buildContent({
    ...contentOptions(config),
    sidebars: await loadSidebars(config),
    baseUrl: config.baseUrl,
    extraRoutes: appRoutes(config, site),
  });
  return {
    docs: content.stats.docs,
    problems: [...content.errors.map((e) => e.format()), ...(content.errors.length === 0 ? [homeDocRoute(config, content.routes).problem ?? ''].filter(Boolean) : [])],
    warnings: content.warnings.map((w) => `${w.file}:${w.line}:${w.column}: ${w.message}`),
  };
}

/** The plugins' `postBuild`, once the site is written into its (staged) output folder. */
import type { InternalPlugin } from './internal.js';
import type { LoadedSite } from './lifecycle.js';

/** Runs every plugin's `postBuild` in order; resolves with what failed (empty when none did). */
export async function runPostBuild(plugins: readonly InternalPlugin[], site: LoadedSite, outDir: string): Promise<string[]> {
  const problems: string[] = [];
  for (const plugin of plugins) {
    if (!plugin.postBuild) continue;
    try {
      await plugin.postBuild({ outDir, routes: site.routes, content: site.allContent[plugin.name], allContent: site.allContent });
    } catch (error) {
      problems.push(`plugin "${plugin.name}" failed in postBuild: ${error instanceof Error ? (error.message.split('\n')[0] ?? error.name) : String(error)}`);
    }
  }
  return problems;
}

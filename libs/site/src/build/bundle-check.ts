/**
 * The client bundle made in memory, for `hpcdocs check`: the same Vite build `hpcdocs build` runs,
 * without writing, so whatever in the site's code would stop the build (an import not installed,
 * a stylesheet without its compiler, a syntax error) is found by `check` too.
 */
import { join } from 'node:path';
import type { ResolvedConfig } from '../config/load.js';
import { bundleProblems, type BundleProblem } from './bundle-errors.js';
import type { PluginModules } from '../plugins/internal.js';

/** Bundles the site's client in memory with `pageModules` and the plugins' modules; resolves with what stopped it (none when it bundles). */
export async function checkBundle(config: ResolvedConfig, pageModules: Promise<readonly string[]>, pluginModules: PluginModules): Promise<BundleProblem[]> {
  const [vite, { viteConfigFor }] = await Promise.all([import('vite'), import('../vite/config.js')]);
  const inline = viteConfigFor(config, { kind: 'client', outDir: join(config.root, 'node_modules/.cache/hpcdocs/check'), pageModules, pluginModules });
  try {
    await vite.build({ ...inline, logLevel: 'silent', build: { ...inline.build, write: false, emptyOutDir: false, minify: false } });
    return [];
  } catch (error) {
    return bundleProblems(error, config.root);
  }
}

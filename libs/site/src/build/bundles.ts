/**
 * The site's client and server bundles (Vite), in a folder of the site's cache per output folder,
 * and whether the last ones can serve a build again (their page modules are the pages').
 */
import { readFile, writeFile } from 'node:fs/promises';
import { join, resolve } from 'node:path';
import { hashOf } from '@hpcdocs/content-pipeline';
import type { build as viteBuild } from 'vite';
import type { ResolvedConfig } from '../config/load.js';
import { NO_PLUGIN_MODULES, type PluginModules } from '../plugins/internal.js';
import { forgetBundleInputs, recordBundleInputs } from './bundle-inputs.js';

/**
 * Where the client and server bundles of a build into `outDir` live: one folder per output
 * folder, so two builds into different folders never empty each other's bundles. It stays inside
 * the site's folder because the server bundle imports React and the packages from its node_modules.
 */
export function bundleDirFor(config: ResolvedConfig, outDir: string): string {
  return join(config.root, 'node_modules/.cache/hpcdocs/bundles', hashOf(resolve(outDir)).slice(0, 10));
}

/** Where a bundle build records the page modules it has (see vite/page-modules.ts). */
const BUNDLED_PAGE_MODULES = 'page-modules.json';

/**
 * The client and server bundles. `pageModules` resolves once they are known: from the docs' texts
 * or, when those cannot tell, once the content is processed (the two run side by side); the
 * bundles wait for it only where they import the page modules.
 */
export async function buildBundles(config: ResolvedConfig, bundleDir: string, statics: Promise<string>, pageModules: Promise<readonly string[]>, pluginModules: PluginModules = NO_PLUGIN_MODULES): Promise<void> {
  // Vite and its plugins take about a quarter of a second to load: a rebuild that reuses the bundles never does.
  const [vite, { viteConfigFor }] = await Promise.all([import('vite'), import('../vite/config.js')]);
  // Bundles half made must never pass for the last ones.
  await forgetBundleInputs(bundleDir);
  // Side by side: each waits on the page modules and on JavaScript plugins in turn, and the other
  // bundle's work fills those waits (a real 215-doc site's bundling: 4.4 s to 3.9 s, medians of 3 on two cores).
  // Both are waited for, so a failed one leaves no build writing behind the error; the client's
  // problem is reported first, as when they ran one after the other.
  const [client, server] = await Promise.allSettled([
    vite.build(viteConfigFor(config, { kind: 'client', outDir: join(bundleDir, 'client'), pageModules, pluginModules })),
    vite.build(viteConfigFor(config, { kind: 'server', outDir: join(bundleDir, 'server'), pageModules, pluginModules })),
  ]);
  if (client.status === 'rejected') throw client.reason;
  if (server.status === 'rejected') throw server.reason;
  await writeFile(join(bundleDir, BUNDLED_PAGE_MODULES), JSON.stringify(await pageModules));
  await recordBundleInputs(bundleDir, config, statics, [...moduleIdsOf(client.value), ...moduleIdsOf(server.value)]);
}

/** The ids of the modules a Vite build bundled. */
function moduleIdsOf(output: Awaited<ReturnType<typeof viteBuild>>): string[] {
  const outputs = Array.isArray(output) ? output : 'output' in output ? [output] : [];
  return outputs.flatMap((out) => out.output.flatMap((item) => (item.type === 'chunk' ? item.moduleIds : [])));
}

/**
 * Whether the bundles in `bundleDir` have exactly `pageModules` (the pages'). A reused
 * bundle may lack one a doc imports since, or have one no doc uses any more (its chunk and CSS
 * would stay in the output, which a build from scratch would not write).
 */
export async function bundlesMatch(bundleDir: string, pageModules: readonly string[]): Promise<boolean> {
  const bundled = JSON.parse(await readFile(join(bundleDir, BUNDLED_PAGE_MODULES), 'utf8').catch(() => 'null')) as unknown;
  return Array.isArray(bundled) && JSON.stringify([...bundled].sort()) === JSON.stringify([...pageModules].sort());
}


/**
 * Packs the published libs with `npm pack` (what `npm publish` would upload) into a temporary
 * folder outside the workspace and unpacks each tarball beside it, so tests read exactly what a
 * consumer gets; then publishes them to a local registry (registry.ts) that the consumer tests
 * install from. Vitest global setup: the tarballs are handed to tests as `packs`, the registry's URL
 * as `registry`.
 */
import { execFileSync } from 'node:child_process';
import { mkdirSync, mkdtempSync, rmSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join, resolve } from 'node:path';
import type { TestProject } from 'vitest/node';
import { forgetNpxInstalls, publishAll, startRegistry } from './registry.js';

/** The published libs, by folder under libs/. */
export const LIBS = ['content-pipeline', 'router', 'theme', 'search', 'site', 'create-hpcdocs'] as const;
export type LibName = (typeof LIBS)[number];

/** The npm name of a lib: `@hpcdocs/<folder>`, and the starter command under its own name. */
export function packageNameOf(name: LibName): string {
  return name === 'create-hpcdocs' ? name : `@hpcdocs/${name}`;
}

/** Where a lib's tarball and its unpacked contents are. */
export interface PackedLib {
  readonly name: LibName;
  /** Its npm name (`@hpcdocs/site`, `create-hpcdocs`). */
  readonly packageName: string;
  /** Absolute path of the `.tgz`. */
  readonly tarball: string;
  /** Folder holding the unpacked tarball (its `package/` folder). */
  readonly unpacked: string;
}

export const workspaceRoot = resolve(import.meta.dirname, '../..');

/** Packs every lib (its `dist/` must be built) into `dir`. */
export function packAll(dir: string): PackedLib[] {
  return LIBS.map((name) => {
    const out = execFileSync('npm', ['pack', '--json', '--pack-destination', dir], { cwd: join(workspaceRoot, 'libs', name), encoding: 'utf8' });
    const [info] = JSON.parse(out) as { filename: string }[];
    if (!info) throw new Error(`npm pack printed nothing for libs/${name}`);
    const tarball = join(dir, info.filename);
    const unpacked = join(dir, name);
    mkdirSync(unpacked, { recursive: true });
    execFileSync('tar', ['-xzf', tarball, '-C', unpacked]);
    return { name, packageName: packageNameOf(name), tarball, unpacked: join(unpacked, 'package') };
  });
}

declare module 'vitest' {
  export interface ProvidedContext {
    packs: PackedLib[];
    packDir: string;
    /** The local registry's URL, which holds the packs. */
    registry: string;
  }
}

/** Vitest global setup: pack and publish once for every test file, stop and clean up at the end. */
export default async function setup(project: TestProject): Promise<() => Promise<void>> {
  const dir = mkdtempSync(join(tmpdir(), 'hpcdocs-packs-'));
  const packs = packAll(dir);
  const registryDir = join(dir, 'registry');
  mkdirSync(registryDir);
  const registry = await startRegistry(registryDir);
  try {
    await publishAll(registry, packs.map((pack) => pack.tarball), registryDir);
    await forgetNpxInstalls();
  } catch (error) {
    await registry.close();
    throw error;
  }
  project.provide('packDir', dir);
  project.provide('packs', packs);
  project.provide('registry', registry.url);
  return async () => {
    await registry.close();
    rmSync(dir, { recursive: true, force: true });
  };
}

/**
 * Packs the five libs with `npm pack` (what `npm publish` would upload) into a temporary folder
 * outside the workspace and unpacks each tarball beside it, so tests read exactly what a
 * consumer gets. Vitest global setup: the folder is handed to tests as `packs`.
 */
import { execFileSync } from 'node:child_process';
import { mkdirSync, mkdtempSync, rmSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join, resolve } from 'node:path';
import type { TestProject } from 'vitest/node';

/** The published libs, by folder under libs/. */
export const LIBS = ['content-pipeline', 'router', 'theme', 'search', 'site'] as const;
export type LibName = (typeof LIBS)[number];

/** Where a lib's tarball and its unpacked contents are. */
export interface PackedLib {
  readonly name: LibName;
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
    return { name, tarball, unpacked: join(unpacked, 'package') };
  });
}

declare module 'vitest' {
  export interface ProvidedContext {
    packs: PackedLib[];
    packDir: string;
  }
}

/** Vitest global setup: pack once for every test file, clean up at the end. */
export default function setup(project: TestProject): () => void {
  const dir = mkdtempSync(join(tmpdir(), 'hpcdocs-packs-'));
  project.provide('packDir', dir);
  project.provide('packs', packAll(dir));
  return () => rmSync(dir, { recursive: true, force: true });
}

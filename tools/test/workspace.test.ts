/**
 * Workspace facts a fresh clone depends on:
 * - `npm ci` accepts the lockfile on every platform: each optional dependency a locked package
 *   declares (the per-platform native binaries of @swc/core, esbuild, nx, ...) is locked too. npm
 *   leaves out an optional package it could not fetch, and `npm ci` then refuses the lockfile
 *   (`Missing: @swc/core-darwin-arm64@ from lock file`) on every machine.
 * - Nx keeps its cache inside the checkout (`cacheDirectory` in nx.json). Without it Nx 23 shares
 *   one cache between all clones of a repository (under ~/.nx), so a fresh clone replays another
 *   checkout's build output and logs.
 */
import { readFileSync } from 'node:fs';
import { createRequire } from 'node:module';
import { join, posix, relative, resolve } from 'node:path';
import { describe, expect, it } from 'vitest';

const root = resolve(import.meta.dirname, '../..');

interface LockedPackage {
  readonly version?: string;
  readonly optionalDependencies?: Readonly<Record<string, string>>;
  readonly peerDependencies?: Readonly<Record<string, string>>;
  readonly link?: boolean;
}

interface Lockfile {
  readonly lockfileVersion: number;
  readonly packages: Readonly<Record<string, LockedPackage>>;
}

/**
 * The lockfile path `name` resolves to from the package at `from` (Node's lookup: the nearest
 * `node_modules/<name>` walking up), or undefined when none is locked.
 */
function resolveLocked(packages: Lockfile['packages'], from: string, name: string): string | undefined {
  let dir = from;
  for (;;) {
    const candidate = dir === '' ? `node_modules/${name}` : `${dir}/node_modules/${name}`;
    if (packages[candidate]) return candidate;
    if (dir === '') return undefined;
    const at = dir.lastIndexOf('/node_modules/');
    dir = at === -1 ? (dir.startsWith('node_modules/') ? '' : posix.dirname(dir) === '.' ? '' : posix.dirname(dir)) : dir.slice(0, at);
  }
}

/** Optional dependencies (`name@range`) of locked packages that the lockfile does not hold. */
function missingOptionalDependencies(lock: Lockfile): string[] {
  const missing: string[] = [];
  for (const [path, pkg] of Object.entries(lock.packages)) {
    if (path === '' || pkg.link) continue;
    for (const [name, range] of Object.entries(pkg.optionalDependencies ?? {})) {
      // An optional peer is the consumer's choice, not a platform binary.
      if (pkg.peerDependencies?.[name]) continue;
      if (!resolveLocked(lock.packages, path, name)) missing.push(`${path} -> ${name}@${range}`);
    }
  }
  return missing;
}

describe('given the lockfile', () => {
  const lock = JSON.parse(readFileSync(join(root, 'package-lock.json'), 'utf8')) as Lockfile;

  it('should lock every optional (per-platform) dependency of every locked package', () => {
    expect(lock.lockfileVersion).toBeGreaterThanOrEqual(2);
    expect(missingOptionalDependencies(lock)).toEqual([]);
  });

  describe('when a package names a platform binary the lockfile lacks', () => {
    it('should report it', () => {
      const broken: Lockfile = {
        lockfileVersion: 3,
        packages: {
          '': {},
          'node_modules/@swc/core': { version: '1.16.22', optionalDependencies: { '@swc/core-darwin-arm64': '1.16.22', '@swc/core-linux-x64-gnu': '1.16.22' } },
          'node_modules/@swc/core-linux-x64-gnu': { version: '1.16.22' },
        },
      };
      expect(missingOptionalDependencies(broken)).toEqual(['node_modules/@swc/core -> @swc/core-darwin-arm64@1.16.22']);
    });
  });

  describe('when a nested package resolves a dependency from a parent folder', () => {
    it('should find it the way Node does', () => {
      const packages: Lockfile['packages'] = {
        '': {},
        'node_modules/a': {},
        'node_modules/a/node_modules/b': {},
        'node_modules/c': {},
      };
      expect(resolveLocked(packages, 'node_modules/a/node_modules/b', 'c')).toBe('node_modules/c');
      expect(resolveLocked(packages, 'node_modules/a/node_modules/b', 'b')).toBe('node_modules/a/node_modules/b');
      expect(resolveLocked(packages, 'libs/theme', 'c')).toBe('node_modules/c');
      expect(resolveLocked(packages, 'node_modules/a', 'zzz')).toBeUndefined();
    });
  });
});

describe('given the Nx configuration', () => {
  it('should keep the task cache inside this checkout', () => {
    const nxJson = JSON.parse(readFileSync(join(root, 'nx.json'), 'utf8')) as { cacheDirectory?: string };
    expect(nxJson.cacheDirectory).toBe('.nx/cache');
    // What Nx itself resolves (its own module, loaded from this workspace).
    const require = createRequire(join(root, 'package.json'));
    const { sharedDataDirectory } = require('nx/src/utils/cache-directory') as { sharedDataDirectory: (root: string, kind: 'cache') => string };
    const dir = sharedDataDirectory(root, 'cache');
    expect(relative(root, dir)).toBe(join('.nx', 'cache'));
  });
});

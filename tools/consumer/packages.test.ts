/**
 * What `npm publish` would upload, checked from the real tarballs: contents, manifest fields,
 * export targets and dependencies (see the root README, "Packages and releases").
 */
import { existsSync, readdirSync, readFileSync, statSync } from 'node:fs';
import { builtinModules } from 'node:module';
import { dirname, join, relative } from 'node:path';
import { describe, expect, inject, it } from 'vitest';
import { PRETRANSLATED_FILES } from '../../libs/content-pipeline/src/shiki-regexes/index.ts';
import { workspaceRoot } from './packages.js';

interface Manifest {
  name: string;
  version: string;
  description?: string;
  license?: string;
  repository?: { url?: string; directory?: string };
  exports: Record<string, string | Record<string, string>>;
  types?: string;
  bin?: Record<string, string>;
  files?: string[];
  sideEffects?: boolean | string[];
  dependencies?: Record<string, string>;
  peerDependencies?: Record<string, string>;
}

function filesUnder(dir: string): string[] {
  return readdirSync(dir).flatMap((name) => {
    const path = join(dir, name);
    return statSync(path).isDirectory() ? filesUnder(path) : [path];
  });
}

/** Package name of a bare specifier (`react-dom/server` -> `react-dom`, `@a/b/c` -> `@a/b`). */
function packageOf(specifier: string): string {
  const parts = specifier.split('/');
  return specifier.startsWith('@') ? parts.slice(0, 2).join('/') : (parts[0] ?? specifier);
}

/** Bare module specifiers a built file imports: static imports, re-exports and dynamic imports. */
function bareImports(text: string): string[] {
  const patterns = [/^\s*(?:import|export)\b[^;]*?\bfrom\s*["']([^"']+)["']/gm, /^\s*import\s*["']([^"']+)["']/gm, /\bimport\(\s*["']([^"']+)["']\s*\)/g];
  const found = new Set<string>();
  for (const pattern of patterns) for (const match of text.matchAll(pattern)) found.add(match[1] as string);
  return [...found].filter((specifier) => /^(@[\w.-]+\/)?[\w][\w.-]*(\/.*)?$/.test(specifier) && !specifier.startsWith('.'));
}

const isBuiltin = (specifier: string) => specifier.startsWith('node:') || builtinModules.includes(specifier);
const packs = inject('packs');

describe.each(packs)('given the tarball of $packageName', ({ name, packageName, unpacked }) => {
  const manifest = JSON.parse(readFileSync(join(unpacked, 'package.json'), 'utf8')) as Manifest;
  const files = filesUnder(unpacked).map((file) => relative(unpacked, file));

  it('should ship dist, README.md, LICENSE, package.json, at most a CHANGELOG.md, and bin/ for its declared commands and the modules they import', () => {
    expect(files).toContain('README.md');
    expect(files).toContain('LICENSE');
    expect(files).toContain('package.json');
    expect(files.some((file) => file.startsWith('dist/') && file.endsWith('.js'))).toBe(true);
    expect(files.some((file) => file.startsWith('dist/') && file.endsWith('.d.ts'))).toBe(true);
    expect(files.some((file) => file.startsWith('dist/') && file.endsWith('.js.map'))).toBe(true);
    expect(files.filter((file) => !/^(dist\/|bin\/|README\.md$|LICENSE$|CHANGELOG\.md$|package\.json$)/.test(file))).toEqual([]);
    const bins = Object.values(manifest.bin ?? {}).map((path) => path.replace(/^\.\//, ''));
    // A command's own modules beside it (`import ... from './node-flags.js'`), and nothing else.
    const imported = bins.flatMap((bin) => [...readFileSync(join(unpacked, bin), 'utf8').matchAll(/from '\.\/([\w.-]+\.js)'/g)].map((match) => `bin/${match[1] ?? ''}`));
    expect(files.filter((file) => file.startsWith('bin/')).sort()).toEqual([...new Set([...bins, ...imported])].sort());
  });

  it('should hold no tests, stories, fixtures, sources or Storybook pages', () => {
    const unwanted = files.filter((file) => /\.(test|spec|stories)\.|fixtures?|(^|\/)src\/|\.mdx$|(?<!\.d)\.tsx?$/.test(file));
    expect(unwanted).toEqual([]);
  });

  it('should have the manifest fields a registry and a bundler need', () => {
    expect(manifest.name).toBe(packageName);
    expect(manifest.version).toMatch(/^\d+\.\d+\.\d+/);
    expect(manifest.description?.length).toBeGreaterThan(20);
    expect(manifest.license).toBe('MIT');
    expect(manifest.repository?.directory).toBe(`libs/${name}`);
    expect(manifest.files).toContain('dist');
    expect(manifest.types).toBe('./dist/index.d.ts');
    const hasCss = files.some((file) => file.endsWith('.css'));
    expect(manifest.sideEffects).toEqual(hasCss ? ['**/*.css'] : false);
  });

  it('should point every export at a file inside the tarball', () => {
    const targets = Object.entries(manifest.exports).flatMap(([entry, target]) =>
      typeof target === 'string' ? [[entry, target]] : Object.entries(target).filter(([condition]) => condition !== '@hpcdocs/source').map(([, path]) => [entry, path]),
    );
    expect(targets.length).toBeGreaterThan(1);
    const missing = targets.filter(([, path]) => !existsSync(join(unpacked, path as string)));
    expect(missing).toEqual([]);
    expect(existsSync(join(unpacked, manifest.types ?? 'missing'))).toBe(true);
  });

  it('should only ship source-condition paths that consumers never resolve', () => {
    // The workspace condition points at src/, which is not published; no other condition may.
    for (const target of Object.values(manifest.exports)) {
      if (typeof target === 'string') expect(target).not.toMatch(/\/src\//);
      else for (const [condition, path] of Object.entries(target)) if (condition !== '@hpcdocs/source') expect(path).not.toMatch(/\/src\//);
    }
  });

  it('should declare every package its built code and types import, and nothing from the workspace', () => {
    const declared = new Set([...Object.keys(manifest.dependencies ?? {}), ...Object.keys(manifest.peerDependencies ?? {})]);
    const undeclared = new Set<string>();
    for (const file of files.filter((f) => /\.(js|d\.ts)$/.test(f))) {
      for (const specifier of bareImports(readFileSync(join(unpacked, file), 'utf8'))) {
        if (isBuiltin(specifier)) continue;
        const pkg = packageOf(specifier);
        const typesPkg = `@types/${pkg}`;
        if (!declared.has(pkg) && !(file.endsWith('.d.ts') && declared.has(typesPkg))) undeclared.add(`${file}: ${specifier}`);
      }
    }
    expect([...undeclared]).toEqual([]);
    const specs = Object.values({ ...manifest.dependencies, ...manifest.peerDependencies });
    expect(specs.filter((spec) => /^(file:|link:|workspace:|\.|\/)|tools\//.test(spec))).toEqual([]);
  });

  it('should depend on the other packages of the release by their exact current version', () => {
    const versions = Object.fromEntries(packs.map((p) => [p.packageName, (JSON.parse(readFileSync(join(p.unpacked, 'package.json'), 'utf8')) as Manifest).version]));
    for (const [dep, spec] of Object.entries(manifest.dependencies ?? {})) if (dep in versions) expect([dep, spec]).toEqual([dep, versions[dep]]);
  });

  it('should ship every file its code loads by URL beside itself (worker threads, data files)', () => {
    // `new URL('./worker.js', import.meta.url)` finds its file only where the build wrote it.
    const missing: string[] = [];
    for (const file of files.filter((f) => f.startsWith('dist/') && f.endsWith('.js'))) {
      const text = readFileSync(join(unpacked, file), 'utf8');
      for (const call of text.matchAll(/new URL\(([^;]{0,200}?),\s*(?:import\.meta\.url|self)\s*\)/g)) {
        for (const target of (call[1] as string).matchAll(/['"](\.{1,2}\/[^'"]+\.(?:js|mjs|json|wasm))['"]/g)) {
          const path = join(dirname(join(unpacked, file)), target[1] as string);
          if (!existsSync(path)) missing.push(`${file}: ${target[1] as string}`);
        }
      }
    }
    expect(missing).toEqual([]);
  });

  it('should ask for React as a peer when its code imports React', () => {
    const usesReact = files.some((file) => file.endsWith('.js') && bareImports(readFileSync(join(unpacked, file), 'utf8')).some((s) => packageOf(s) === 'react'));
    expect(Object.keys(manifest.peerDependencies ?? {}).includes('react')).toBe(usesReact);
    expect(manifest.dependencies?.['react']).toBeUndefined();
  });
});

describe('given the tarball of content-pipeline', () => {
  it('should ship every stored shiki translation file beside the code that reads it', () => {
    const unpacked = packs.find((p) => p.name === 'content-pipeline')?.unpacked ?? '';
    const source = join(workspaceRoot, 'libs/content-pipeline/src/shiki-regexes');
    for (const file of new Set(Object.values(PRETRANSLATED_FILES))) {
      const shipped = join(unpacked, 'dist/shiki-regexes', file);
      expect(existsSync(shipped), file).toBe(true);
      expect(readFileSync(shipped, 'utf8')).toBe(readFileSync(join(source, file), 'utf8'));
    }
    // The code looks for them in `shiki-regexes/` next to its own chunk, at the top of dist/.
    const readers = filesUnder(join(unpacked, 'dist')).filter((file) => file.endsWith('.js') && readFileSync(file, 'utf8').includes('"shiki-regexes"'));
    expect(readers.map((file) => relative(unpacked, file)).every((file) => /^dist\/[^/]+\.js$/.test(file))).toBe(true);
    expect(readers.length).toBeGreaterThan(0);
  });
});

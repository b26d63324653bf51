/**
 * The site's `tsconfig.json`, as the bundler will read it. Vite compiles a site's TypeScript with
 * the compiler options of the nearest tsconfig, and stops the whole build when that file (or one
 * it `extends`) cannot be read. Docusaurus compiles without it, so a site that builds there may
 * carry a tsconfig that extends a package it never installed. Such a file is reported here, and
 * the build compiles with plain React settings instead of stopping.
 */
import { existsSync, readFileSync } from 'node:fs';
import { createRequire } from 'node:module';
import { dirname, isAbsolute, join, relative, resolve } from 'node:path';

/** What is wrong with the tsconfig a site's code is compiled with. */
export interface TsconfigProblem {
  /** The file at fault, relative to the current folder when inside it. */
  readonly file: string;
  readonly line: number;
  readonly column: number;
  readonly message: string;
}

/** Comments and trailing commas out of JSON with comments (tsconfig's dialect), positions kept. */
export function stripJsonComments(text: string): string {
  let out = '';
  for (let i = 0; i < text.length; i += 1) {
    const char = text[i] as string;
    if (char === '"') {
      const start = i;
      for (i += 1; i < text.length && text[i] !== '"'; i += 1) if (text[i] === '\\') i += 1;
      out += text.slice(start, i + 1);
    } else if (char === '/' && text[i + 1] === '/') {
      while (i < text.length && text[i] !== '\n') out += text[i++] === '\t' ? '\t' : ' ';
      i -= 1;
    } else if (char === '/' && text[i + 1] === '*') {
      const end = text.indexOf('*/', i + 2);
      const stop = end === -1 ? text.length : end + 2;
      out += text.slice(i, stop).replace(/[^\n]/g, ' ');
      i = stop - 1;
    } else {
      out += char;
    }
  }
  return out.replace(/,(\s*[}\]])/g, ' $1');
}

/** 1-based line and column of `index` in `text`. */
function positionOf(text: string, index: number): { line: number; column: number } {
  const before = text.slice(0, Math.max(0, index));
  const line = before.split('\n').length;
  return { line, column: index - before.lastIndexOf('\n') };
}

/** The file a tsconfig's `extends` entry names, from the folder `dir`, or undefined when there is none. */
function resolveExtends(spec: string, dir: string): string | undefined {
  if (spec.startsWith('.') || isAbsolute(spec)) {
    const path = resolve(dir, spec);
    return [path, `${path}.json`, join(path, 'tsconfig.json')].find((file) => existsSync(file) && !file.endsWith('/'));
  }
  const require = createRequire(join(dir, 'package.json'));
  for (const candidate of [spec, `${spec}.json`, `${spec}/tsconfig.json`]) {
    try {
      return require.resolve(candidate);
    } catch {
      // TypeScript tries these names in turn; so do we.
    }
  }
  return undefined;
}

/** The nearest `tsconfig.json` at or above `root`, as the bundler looks for it. */
export function nearestTsconfig(root: string): string | undefined {
  for (let dir = resolve(root); ; dir = dirname(dir)) {
    const file = join(dir, 'tsconfig.json');
    if (existsSync(file)) return file;
    if (dirname(dir) === dir) return undefined;
  }
}

/**
 * What keeps the tsconfig at `file` (and those it extends, in turn) from being read: unreadable
 * JSON, or an `extends` that names nothing installed. Undefined when it reads.
 */
export function tsconfigProblem(file: string, label: (path: string) => string = (path) => relative(process.cwd(), path) || path, depth = 0): TsconfigProblem | undefined {
  let text: string;
  try {
    text = readFileSync(file, 'utf8');
  } catch {
    return { file: label(file), line: 1, column: 1, message: 'could not be read' };
  }
  let parsed: unknown;
  try {
    parsed = JSON.parse(stripJsonComments(text));
  } catch (error) {
    const at = /position (\d+)/.exec((error as Error).message);
    return { file: label(file), ...positionOf(text, at ? Number(at[1]) : 0), message: `is not valid JSON (${(error as Error).message.split('\n')[0]})` };
  }
  const extended = (parsed as { extends?: unknown } | null)?.extends;
  const specs = typeof extended === 'string' ? [extended] : Array.isArray(extended) ? extended.filter((spec): spec is string => typeof spec === 'string') : [];
  for (const spec of specs) {
    const target = resolveExtends(spec, dirname(file));
    const where = positionOf(text, text.indexOf(JSON.stringify(spec)));
    if (!target) {
      const bare = !spec.startsWith('.') && !isAbsolute(spec);
      const pkg = spec.startsWith('@') ? spec.split('/').slice(0, 2).join('/') : (spec.split('/')[0] ?? spec);
      const fix = bare ? `install it in the site's folder (npm i -D ${pkg})` : 'point "extends" at a file that exists';
      return { file: label(file), ...where, message: `"extends" names ${JSON.stringify(spec)}, which ${bare ? 'is not installed' : 'does not exist'}: ${fix}, or remove the key` };
    }
    if (depth < 10) {
      const deeper = tsconfigProblem(target, label, depth + 1);
      if (deeper) return deeper;
    }
  }
  return undefined;
}

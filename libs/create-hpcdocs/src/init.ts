/** Writes a starter site into a new (or empty) folder: `npm create hpcdocs`, `hpcdocs init`. */
import { existsSync, readFileSync } from 'node:fs';
import { mkdir, readdir, writeFile } from 'node:fs/promises';
import { basename, dirname, join, resolve } from 'node:path';
import { STARTER_FILES } from './template.js';

/** A starter site that cannot be written where asked; the message says what to do. */
export class InitError extends Error {
  override readonly name = 'InitError';
}

/** This package's version (the @hpcdocs packages are released together, at one version). */
export function ownVersion(): string {
  // `../package.json` from dist/ (installed) and from src/ (this repository) alike.
  for (const path of [join(import.meta.dirname, '../package.json'), join(import.meta.dirname, '../../package.json')]) {
    if (!existsSync(path)) continue;
    const pkg = JSON.parse(readFileSync(path, 'utf8')) as { name?: string; version?: string };
    if (pkg.name === 'create-hpcdocs' && pkg.version) return pkg.version;
  }
  return 'unknown';
}

/** Options of {@link init}. */
export interface InitOptions {
  /** Site title. Default: from the folder name (`my-docs` -> `My docs`). */
  readonly title?: string;
  /** Version range of @hpcdocs/site in the new package.json. Default: this package's version (the packages share one). */
  readonly version?: string;
}

/** What {@link init} wrote. */
export interface InitResult {
  readonly dir: string;
  /** Paths written, relative to `dir`. */
  readonly files: readonly string[];
}

/** Writes a starter site into `dir`, which must not exist yet or be empty. */
export async function init(dir: string, options: InitOptions = {}): Promise<InitResult> {
  const target = resolve(dir);
  if (existsSync(target) && (await readdir(target)).length > 0) {
    throw new InitError(`${dir} is not empty. Choose a new folder (npm create hpcdocs@latest my-docs), or empty this one first.`);
  }
  const name = basename(target).toLowerCase().replace(/[^a-z0-9-._~]+/g, '-').replace(/^[-._]+|[-._]+$/g, '') || 'docs';
  const title = options.title ?? (basename(target).replace(/[-_]+/g, ' ').replace(/^\w/, (c) => c.toUpperCase()) || 'Docs');
  const values: Record<string, string> = { name, title: title.replace(/'/g, "\\'"), version: options.version ?? (ownVersion() === 'unknown' ? 'latest' : ownVersion()) };
  const files = Object.keys(STARTER_FILES);
  for (const path of files) {
    const text = (STARTER_FILES[path] ?? '').replace(/\{\{(\w+)\}\}/g, (whole, key: string) => values[key] ?? whole);
    await mkdir(dirname(join(target, path)), { recursive: true });
    await writeFile(join(target, path), text);
  }
  return { dir: target, files };
}

/**
 * What stopped Vite from bundling a site, as problems a team can act on: the file and place at
 * fault in the site's own code, what is wrong, and what to do. The bundler's own messages name
 * its options and internals (`build.rolldownOptions.external`, a stack), which are not the site's.
 */
import { readFileSync } from 'node:fs';
import { isAbsolute, relative, resolve } from 'node:path';
import { stripVTControlCharacters } from 'node:util';
import { DOCUSAURUS_MODULES, THEME_MODULES } from '../vite/docusaurus-modules.js';

/** A problem in a site's code, found by bundling it. */
export interface BundleProblem {
  readonly file: string;
  readonly line: number;
  readonly column: number;
  readonly message: string;
}

/** What a bundler error carries, where it carries it (Rolldown's and Vite's errors differ). */
interface RawError {
  readonly message?: unknown;
  readonly code?: unknown;
  readonly id?: unknown;
  readonly loc?: { readonly file?: unknown; readonly line?: unknown; readonly column?: unknown };
  readonly errors?: unknown;
}

/** The compiler each stylesheet language needs installed, by the name Vite looks for. */
const PREPROCESSORS: Readonly<Record<string, { language: string; install: string }>> = {
  'sass-embedded': { language: 'Sass', install: 'npm i -D sass' },
  sass: { language: 'Sass', install: 'npm i -D sass' },
  less: { language: 'Less', install: 'npm i -D less' },
  stylus: { language: 'Stylus', install: 'npm i -D stylus' },
};

/** Exports that live in an entry of their own, for a site that imports them from the main one. */
const MOVED_EXPORTS: Readonly<Record<string, string>> = {
  SiteApp: '@hpcdocs/site/app',
  SiteProviders: '@hpcdocs/site/app',
  useSiteData: '@hpcdocs/site/app',
};

/** The package a bare specifier names (`@a/b/c` -> `@a/b`, `x/y` -> `x`). */
export function packageName(specifier: string): string {
  const parts = specifier.split('/');
  return specifier.startsWith('@') ? parts.slice(0, 2).join('/') : (parts[0] ?? specifier);
}

/** An import of a Docusaurus module hpcdocs has no shim of (see vite/docusaurus-modules.ts). */
function docusaurusModuleText(specifier: string): string {
  const theme = !specifier.startsWith('@docusaurus/');
  const has = theme ? THEME_MODULES.map((name) => `@theme/${name}`) : DOCUSAURUS_MODULES.map((name) => `@docusaurus/${name}`);
  return `imports "${specifier}", a Docusaurus ${theme ? 'theme component' : 'module'} hpcdocs has no equivalent of (it has ${has.join(', ')}): write it in the site (src/components/) and import it from there.`;
}

const isBare = (specifier: string) => !specifier.startsWith('.') && !specifier.startsWith('/') && !specifier.startsWith('\0') && !/^[A-Za-z]:[\\/]/.test(specifier);

/** Where the first of `needles` that appears in `file` is (1-based line and column), or the file's start. */
export function placeOf(file: string, needles: readonly string[]): { line: number; column: number } {
  try {
    const text = readFileSync(file, 'utf8');
    for (const needle of needles) {
      const index = text.indexOf(needle);
      if (index === -1) continue;
      const before = text.slice(0, index);
      return { line: before.split('\n').length, column: index - before.lastIndexOf('\n') };
    }
  } catch {
    // A file the bundler named but that is gone now: its start is all there is to say.
  }
  return { line: 1, column: 1 };
}

/** The first line of a bundler message that says something, without colours or the bundler's labels. */
function headline(message: string): string {
  const lines = stripVTControlCharacters(message).split('\n').map((line) => line.trim()).filter(Boolean);
  const first = lines.find((line) => !/^((?:Build|Transform) failed with \d+ errors?:?|Error:?)$/.test(line)) ?? 'the bundler stopped';
  return first.replace(/^Error: /, '').replace(/^(?:\[[\w:-]+\]:? ?)+/, '').replace(/^\[plugin [\w:-]+\] /, '').trim();
}

/** `text` ending as a sentence does. */
const sentence = (text: string) => (/[.!?]$/.test(text) ? text : `${text}.`);

/** The place a bundler message's code frame points at (`╭─[ src/x.tsx:1:47 ]`), with the file resolved from `root`. */
function framePlace(message: string, root: string): { file: string; line: number; column: number } | undefined {
  const frame = /╭─\[\s*([^\]]+?):(\d+):(\d+)\s*\]/.exec(message);
  return frame ? { file: resolve(root, frame[1] as string), line: Number(frame[2]), column: Number(frame[3]) } : undefined;
}

/** One bundler error as a problem of the site's code (`root`: the folder Vite ran in). */
function problemOf(error: RawError, root: string, label: (file: string) => string): BundleProblem {
  const message = stripVTControlCharacters(typeof error.message === 'string' ? error.message : String(error.message ?? error));
  const frame = framePlace(message, root);
  const id = typeof error.id === 'string' ? error.id : typeof error.loc?.file === 'string' ? error.loc.file : frame?.file;
  const at = (file: string, where: { line: number; column: number }, text: string): BundleProblem => ({ file: label(file), line: where.line, column: where.column, message: text });
  // Rolldown's columns count from 0; a code frame's from 1.
  const place = typeof error.loc?.line === 'number' ? { line: error.loc.line, column: (typeof error.loc.column === 'number' ? error.loc.column : 0) + 1 } : (frame ?? { line: 1, column: 1 });

  const unresolved = /failed to resolve import "([^"]+)" from "([^"]+)"/.exec(message) ?? /Could not resolve ['"]([^'"]+)['"] in (\S+)/.exec(message);
  if (unresolved) {
    const [, specifier = '', importer = ''] = unresolved;
    const text = /^@(?:theme|theme-original|theme-init|docusaurus)\//.test(specifier)
      ? docusaurusModuleText(specifier)
      : isBare(specifier)
      ? `imports "${specifier}", which is not installed in this site: install it in the site's folder (npm i ${packageName(specifier)}).`
      : `imports "${specifier}", which does not exist: check the path (it is resolved from this file's folder).`;
    return at(importer, placeOf(importer, [`'${specifier}'`, `"${specifier}"`]), text);
  }
  const preprocessor = /Preprocessor dependency "([\w-]+)" not found/.exec(message);
  if (preprocessor && id) {
    const tool = PREPROCESSORS[preprocessor[1] ?? ''] ?? { language: preprocessor[1] ?? 'this stylesheet language', install: `npm i -D ${preprocessor[1] ?? ''}` };
    return at(id, { line: 1, column: 1 }, `is written in ${tool.language}, whose compiler is not installed in this site: install it (${tool.install}).`);
  }
  const missingExport = /"([^"]+)" is not exported by "([^"]+)"/.exec(message);
  if (missingExport && id) {
    const [, binding = '', exporter = ''] = missingExport;
    const from = /node_modules\/((?:@[^/]+\/)?[^/]+)/.exec(exporter)?.[1] ?? exporter;
    const moved = MOVED_EXPORTS[binding];
    const hint = moved && from === '@hpcdocs/site' ? ` Import it from "${moved}".` : '';
    return at(id, place, `imports "${binding}" from "${from}", which has no export of that name.${hint}`);
  }
  if (headline(message).startsWith('imports "@hpcdocs/site"') && id) return at(id, place, headline(message));
  const transform = /^\[builtin:vite-transform\]/.test(message.trim()) || /\[plugin vite:oxc\]/.test(message);
  if ((error.code === 'PARSE_ERROR' || (transform && frame)) && id) return at(id, place, `is not valid JavaScript, TypeScript or JSX: ${sentence(headline(message))}`);
  // `Tsconfig not found <name>`, or Oxc's `Failed to load tsconfig '<name>': Tsconfig not found`.
  const tsconfig = /Tsconfig not found (\S+)/.exec(message) ?? /Failed to load tsconfig '([^']+)'/.exec(message);
  if (tsconfig) {
    return { file: 'tsconfig.json', line: 1, column: 1, message: `names a tsconfig to extend that cannot be found (${tsconfig[1] ?? ''}): install it, or remove "extends".` };
  }
  const text = sentence(headline(message));
  return id ? at(id, place, text) : { file: 'the site', line: 1, column: 1, message: `could not be bundled: ${text}` };
}

/**
 * The problems a Vite build error reports, one per error it gathers, in the site's own terms.
 * `root` is the folder Vite ran in (code frames name files from it); `label` turns an absolute path into the one printed (default: relative to the current folder).
 */
export function bundleProblems(error: unknown, root: string, label: (file: string) => string = (file) => (isAbsolute(file) ? relative(process.cwd(), file) || file : file)): BundleProblem[] {
  const raw = (error ?? {}) as RawError;
  const inner = Array.isArray(raw.errors) && raw.errors.length > 0 ? (raw.errors as RawError[]) : [raw];
  const problems = inner.map((item) => problemOf(item, root, label));
  const seen = new Set<string>();
  return problems.filter((problem) => {
    const key = formatBundleProblem(problem);
    return seen.has(key) ? false : (seen.add(key), true);
  });
}

/** `file:line:column: message`, as every other problem of a build is printed. */
export function formatBundleProblem(problem: BundleProblem): string {
  return `${problem.file}:${problem.line}:${problem.column}: ${problem.message}`;
}

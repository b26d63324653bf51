/**
 * Finds the docs and category files under a content folder. A doc or category file may be a
 * symlink only to a file inside the docs folder: one that leads anywhere else (`env.md ->
 * /proc/self/environ`) would publish that file, so it is refused and never read.
 */
import { existsSync, lstatSync, readlinkSync, statSync, type Dirent } from 'node:fs';
import { readdir } from 'node:fs/promises';
import { join, relative, sep } from 'node:path';
import { placeIn, readChecked } from '../containment.js';
import { ContentError } from '../errors.js';
import { parseCategoryFile, type CategoryMeta } from './category-file.js';
import { slugProblem } from './permalinks.js';

export type { CategoryMeta } from './category-file.js';

/** A doc source file found on disk. */
export interface SourceFile {
  /** Path relative to the docs folder, with `/` separators. */
  readonly sourcePath: string;
  readonly absolutePath: string;
  /** The file to read: `absolutePath`, or for a symlink the file inside the docs folder it leads to. */
  readonly readPath: string;
  readonly format: 'md' | 'mdx';
}

export interface ScanResult {
  readonly files: SourceFile[];
  /** `_`-prefixed Markdown files: not pages, but docs may import them as partials. */
  readonly partials: string[];
  /** Folder (relative, `''` for the root) -> category metadata. */
  readonly categories: Map<string, CategoryMeta>;
  /** Folder -> the absolute path of its category file. */
  readonly categoryFiles: Map<string, string>;
  readonly errors: ContentError[];
}

/** The category files of a folder: `_category_.json`, `.yml` or `.yaml`. */
const CATEGORY_FILE = /^_category_\.(?:json|ya?ml)$/;

/**
 * The file to read for a directory entry that is a symlink, or the error that refuses it: a link
 * must lead to an existing file inside the docs folder. `what` names the file in the message.
 */
function followLink(absolutePath: string, docsDir: string, what: string): { readonly readPath: string } | { readonly refused: string; readonly hint: string } {
  const { inside, real } = placeIn(absolutePath, [docsDir]);
  const hint = 'Put the file itself in the docs folder: a link there may only lead to another file inside it.';
  if (real === undefined) {
    let target = '';
    try {
      target = ` to ${readlinkSync(absolutePath)}`;
    } catch {
      // Gone since the folder was read: the message says so without a target.
    }
    return { refused: `The ${what} is a link${target} that leads to no file.`, hint };
  }
  if (!inside) return { refused: `The ${what} is a link to ${real}, outside the docs folder ${docsDir}.`, hint };
  if (!statSync(real).isFile()) return { refused: `The ${what} is a link to ${real}, which is not a file.`, hint };
  return { readPath: real };
}

/** A doc's file name: `.md` or `.mdx`, not `_`-prefixed (those are partials). */
const isDoc = (entry: Dirent) => /\.mdx?$/.test(entry.name) && !entry.name.startsWith('_');

/**
 * The file of `translatedDir` standing in for the doc at `sourcePath`, if there is one: a plain
 * file, or a link to a file inside that folder (see followLink); a link leading elsewhere is refused.
 */
function translationOf(translatedDir: string, sourcePath: string, label: (absolutePath: string) => string, errors: ContentError[]): { absolutePath: string; readPath: string } | undefined {
  const absolutePath = join(translatedDir, ...sourcePath.split('/'));
  let stat;
  try {
    stat = lstatSync(absolutePath);
  } catch {
    return undefined;
  }
  if (stat.isFile()) return { absolutePath, readPath: absolutePath };
  if (!stat.isSymbolicLink()) return undefined;
  const link = followLink(absolutePath, translatedDir, 'translated doc');
  if ('refused' in link) {
    errors.push(new ContentError(label(absolutePath), { line: 1, column: 1 }, link.refused, link.hint));
    return undefined;
  }
  return { absolutePath, readPath: link.readPath };
}

/**
 * Recursively lists `.md`/`.mdx` docs and category files; `_`-prefixed files are partials. With
 * `translatedDir`, a doc that has a translation there is read from it (see `translatedDir` of the
 * build options).
 */
export async function scanDocs(docsDir: string, label: (absolutePath: string) => string, translatedDir?: string): Promise<ScanResult> {
  const files: SourceFile[] = [];
  const partials: string[] = [];
  const categories = new Map<string, CategoryMeta>();
  const categoryFiles = new Map<string, string>();
  const errors: ContentError[] = [];
  const walk = async (dir: string): Promise<void> => {
    const entries = await readdir(dir, { withFileTypes: true });
    entries.sort((a, b) => a.name.localeCompare(b.name));
    for (const entry of entries) {
      const absolutePath = join(dir, entry.name);
      // What a symlink leads to is checked before anything reads it (see followLink).
      const link = entry.isSymbolicLink() && (CATEGORY_FILE.test(entry.name) || isDoc(entry)) ? followLink(absolutePath, docsDir, CATEGORY_FILE.test(entry.name) ? 'category file' : 'doc') : undefined;
      if (link && 'refused' in link) {
        errors.push(new ContentError(label(absolutePath), { line: 1, column: 1 }, link.refused, link.hint));
        continue;
      }
      const readPath = link?.readPath ?? absolutePath;
      const rel = relative(docsDir, absolutePath).split(sep).join('/');
      // File and folder names become URLs (and output paths), under the same rules as a slug.
      const problem = entry.name.startsWith('.') || entry.name === 'node_modules' ? undefined : slugProblem(entry.name);
      if (problem && (entry.isDirectory() || /\.mdx?$/.test(entry.name))) {
        errors.push(new ContentError(label(absolutePath), { line: 1, column: 1 }, `The ${entry.isDirectory() ? 'folder' : 'file'} name ${JSON.stringify(entry.name)} ${problem}, so it cannot be part of a URL.`, 'Rename it: letters, digits, "-", "_" and "." only.'));
        continue;
      }
      if (entry.isDirectory()) {
        if (!entry.name.startsWith('.') && entry.name !== 'node_modules') await walk(absolutePath);
      } else if (CATEGORY_FILE.test(entry.name)) {
        const folder = rel.includes('/') ? rel.slice(0, rel.lastIndexOf('/')) : '';
        const parsed = parseCategoryFile(readChecked(readPath), entry.name);
        for (const problem of parsed.problems) errors.push(new ContentError(label(absolutePath), problem, problem.message, problem.hint));
        if (categories.has(folder)) {
          errors.push(new ContentError(label(absolutePath), { line: 1, column: 1 }, `The folder has two category files; ${entry.name} is one of them.`, 'Keep one of _category_.json and _category_.yml.'));
        } else if (parsed.meta) {
          categories.set(folder, parsed.meta);
          categoryFiles.set(folder, absolutePath);
        }
      } else if (isDoc(entry)) {
        files.push({ sourcePath: rel, absolutePath, readPath, format: entry.name.endsWith('.mdx') ? 'mdx' : 'md' });
      } else if (/\.mdx?$/.test(entry.name)) {
        partials.push(absolutePath);
      }
    }
  };
  await walk(docsDir);
  if (translatedDir && existsSync(translatedDir)) {
    for (const [i, file] of files.entries()) {
      const translation = translationOf(translatedDir, file.sourcePath, label, errors);
      if (translation) files[i] = { ...file, ...translation };
    }
  }
  return { files, partials, categories, categoryFiles, errors };
}

/** Finds the docs and category files under a content folder. */
import { readdir, readFile } from 'node:fs/promises';
import { join, relative, sep } from 'node:path';
import { ContentError } from '../errors.js';
import { SLUG_HINT } from '../plugins/frontmatter.js';
import { slugProblem } from './permalinks.js';

/** A doc source file found on disk. */
export interface SourceFile {
  /** Path relative to the docs folder, with `/` separators. */
  readonly sourcePath: string;
  readonly absolutePath: string;
  readonly format: 'md' | 'mdx';
}

/** A `_category_.json` file, validated. */
export interface CategoryMeta {
  readonly label?: string;
  readonly position?: number;
  readonly collapsed?: boolean;
  readonly collapsible?: boolean;
  readonly className?: string;
  readonly link?:
    | { readonly type: 'doc'; readonly id: string }
    | { readonly type: 'generated-index'; readonly title?: string; readonly description?: string; readonly slug?: string };
}

export interface ScanResult {
  readonly files: SourceFile[];
  /** `_`-prefixed Markdown files: not pages, but docs may import them as partials. */
  readonly partials: string[];
  /** Folder (relative, `''` for the root) -> category metadata. */
  readonly categories: Map<string, CategoryMeta>;
  readonly errors: ContentError[];
}

/** Recursively lists `.md`/`.mdx` docs and `_category_.json` files; `_`-prefixed files are partials. */
export async function scanDocs(docsDir: string, label: (absolutePath: string) => string): Promise<ScanResult> {
  const files: SourceFile[] = [];
  const partials: string[] = [];
  const categories = new Map<string, CategoryMeta>();
  const errors: ContentError[] = [];
  const walk = async (dir: string): Promise<void> => {
    const entries = await readdir(dir, { withFileTypes: true });
    entries.sort((a, b) => a.name.localeCompare(b.name));
    for (const entry of entries) {
      const absolutePath = join(dir, entry.name);
      const rel = relative(docsDir, absolutePath).split(sep).join('/');
      // File and folder names become URLs (and output paths), under the same rules as a slug.
      const problem = entry.name.startsWith('.') || entry.name === 'node_modules' ? undefined : slugProblem(entry.name);
      if (problem && (entry.isDirectory() || /\.mdx?$/.test(entry.name))) {
        errors.push(new ContentError(label(absolutePath), { line: 1, column: 1 }, `The ${entry.isDirectory() ? 'folder' : 'file'} name ${JSON.stringify(entry.name)} ${problem}, so it cannot be part of a URL.`, 'Rename it: letters, digits, "-", "_" and "." only.'));
        continue;
      }
      if (entry.isDirectory()) {
        if (!entry.name.startsWith('.') && entry.name !== 'node_modules') await walk(absolutePath);
      } else if (entry.name === '_category_.json') {
        const folder = rel.slice(0, -'/_category_.json'.length).replace(/^_category_\.json$/, '');
        const text = await readFile(absolutePath, 'utf8');
        try {
          categories.set(rel === '_category_.json' ? '' : folder, parseCategory(text));
        } catch (error) {
          const slug = error instanceof SlugError;
          // A bad slug is reported at its line (JSON.parse has no positions to offer otherwise).
          const line = slug ? text.split('\n').findIndex((l) => l.includes('"slug"')) + 1 || 1 : 1;
          errors.push(new ContentError(label(absolutePath), { line, column: 1 }, `Invalid _category_.json: ${(error as Error).message}`, slug ? SLUG_HINT : 'It must be JSON like {"label": "Guides", "position": 2}.'));
        }
      } else if (/\.mdx?$/.test(entry.name) && !entry.name.startsWith('_')) {
        files.push({ sourcePath: rel, absolutePath, format: entry.name.endsWith('.mdx') ? 'mdx' : 'md' });
      } else if (/\.mdx?$/.test(entry.name)) {
        partials.push(absolutePath);
      }
    }
  };
  await walk(docsDir);
  return { files, partials, categories, errors };
}

/** A category slug that cannot be a URL path. */
class SlugError extends Error {}

function parseCategory(text: string): CategoryMeta {
  const value = JSON.parse(text) as Record<string, unknown>;
  if (typeof value !== 'object' || value === null || Array.isArray(value)) throw new Error('expected an object');
  const check = (key: string, type: string) => {
    if (value[key] !== undefined && typeof value[key] !== type) throw new Error(`"${key}" must be a ${type}`);
  };
  check('label', 'string');
  check('position', 'number');
  check('collapsed', 'boolean');
  check('collapsible', 'boolean');
  check('className', 'string');
  const link = value['link'] as { type?: unknown; id?: unknown; slug?: unknown } | undefined;
  if (link !== undefined) {
    if (link.type === 'doc' && typeof link.id !== 'string') throw new Error('"link.id" must name a doc id');
    if (link.type !== 'doc' && link.type !== 'generated-index') throw new Error('"link.type" must be "doc" or "generated-index"');
    if (link.slug !== undefined && typeof link.slug !== 'string') throw new Error('"link.slug" must be a string');
    const problem = typeof link.slug === 'string' ? slugProblem(link.slug) : undefined;
    if (problem) throw new SlugError(`"link.slug" ${problem}: ${JSON.stringify(link.slug)}`);
  }
  return value as CategoryMeta;
}

/**
 * Incremental builds: processed docs are kept on disk keyed by a hash of everything that can
 * change their output (the file's text and path, the site's permalinks, the base URL and the
 * pipeline version), so a rebuild reprocesses only what changed. A doc that read other files
 * (partials) is also checked against them: an entry whose partials changed since is a miss.
 */
import { createHash } from 'node:crypto';
import { readFileSync } from 'node:fs';
import { mkdir, open, readFile, rename } from 'node:fs/promises';
import { dirname } from 'node:path';
import type { PluggableList } from 'unified';
import { hashOf } from './hash.js';
import type { DocInput, ProcessedDoc } from './process-doc.js';

/** Bump when processing output changes, so old caches are ignored. */
export const PIPELINE_CACHE_VERSION = '10';

/**
 * Whether the files a cached doc read are as they were. `seen` holds each file's hash as read in
 * this build (`null`: gone), so a partial shared by many docs is read once.
 */
function dependenciesUnchanged(doc: ProcessedDoc, seen: Map<string, string | null>): boolean {
  for (const [path, hash] of doc.dependencies ?? []) {
    let now = seen.get(path);
    if (now === undefined) {
      try {
        now = hashOf(readFileSync(path, 'utf8'), 22);
      } catch {
        now = null;
      }
      seen.set(path, now);
    }
    if (now !== hash) return false;
  }
  return true;
}

/** Processed docs by key; see {@link openDocCache} and {@link createMemoryDocCache}. */
export interface DocCache {
  get(key: string): ProcessedDoc | undefined;
  set(key: string, value: ProcessedDoc): void;
  /** Writes the entries used by this build (dropping stale ones). */
  save(): Promise<void>;
  readonly hits: number;
}

/** Hash of the site-wide inputs every doc depends on (the content folder bounds where images may be). */
export function siteKey(permalinks: ReadonlyMap<string, string>, baseUrl: string, contentDir: string, components: readonly string[] = []): string {
  const hash = createHash('sha256').update(PIPELINE_CACHE_VERSION).update(baseUrl).update('\0').update(contentDir).update('\0').update(components.join(',')).update('\0');
  for (const [source, link] of [...permalinks].sort(([a], [b]) => a.localeCompare(b))) hash.update(`${source}\0${link}\n`);
  return hash.digest('hex');
}

/** What identifies a site's own plugins in the cache key: each one's source text and options. */
export function pluginsKey(plugins: Readonly<Record<string, PluggableList>>): string {
  const describe = (list: PluggableList = []): string[] =>
    list.map((entry) => {
      const [plugin, ...settings] = Array.isArray(entry) ? entry : [entry];
      const text = typeof plugin === 'function' ? plugin.toString() : JSON.stringify(plugin);
      return `${text}\0${JSON.stringify(settings, (_key, value: unknown) => (typeof value === 'function' ? value.toString() : value))}`;
    });
  return JSON.stringify(Object.entries(plugins).map(([slot, list]) => [slot, describe(list)]));
}

export function docKey(input: DocInput, site: string): string {
  return createHash('sha256').update(site).update(input.format).update(input.sourcePath).update('\0').update(input.text).digest('base64url');
}

/**
 * Opens the cache file (a missing or unreadable cache is simply empty). The file is a line of
 * header (`{"version":…}`), then a line per entry: its key, a tab, the entry as JSON (which holds no
 * raw line break). An entry is parsed when a build asks for it, and one it did not change is written
 * back as the text it was read as: rewriting a 1,000-doc cache used to stringify every entry again
 * (about 70 ms of a rebuild after one edit).
 */
export async function openDocCache(file: string | undefined): Promise<DocCache> {
  const stored = new Map<string, string>();
  if (file) {
    const text = await readFile(file, 'utf8').catch(() => '');
    const lines = text.split('\n');
    let header: { version?: unknown } | null = null;
    try {
      header = JSON.parse(lines[0] ?? '') as { version?: unknown };
    } catch {
      // No cache yet, or a corrupt one: start empty.
    }
    if (header?.version === PIPELINE_CACHE_VERSION) {
      for (let i = 1; i < lines.length; i += 1) {
        const line = lines[i] as string;
        const tab = line.indexOf('\t');
        if (tab > 0) stored.set(line.slice(0, tab), line.slice(tab + 1));
      }
    }
  }
  /** Entries this build used: parsed, and the text they were read as (none for new ones). */
  const used = new Map<string, { value: ProcessedDoc; text?: string }>();
  const seen = new Map<string, string | null>();
  let hits = 0;
  return {
    get(key) {
      const text = stored.get(key);
      if (text === undefined) return undefined;
      let value: ProcessedDoc;
      try {
        value = JSON.parse(text) as ProcessedDoc;
      } catch {
        // A damaged line (the rest of the file may be sound): processed afresh.
        return undefined;
      }
      if (!dependenciesUnchanged(value, seen)) return undefined;
      hits += 1;
      used.set(key, { value, text });
      return value;
    },
    set(key, value) {
      used.set(key, { value });
    },
    async save() {
      if (!file) return;
      await mkdir(dirname(file), { recursive: true });
      const temp = `${file}.${process.pid}.tmp`;
      // Written in chunks: one string of a large site's cache (and its buffer copy) would add
      // hundreds of MB to the build's peak memory.
      const handle = await open(temp, 'w');
      try {
        let chunk = JSON.stringify({ version: PIPELINE_CACHE_VERSION });
        for (const [key, { value, text }] of used) {
          chunk += `\n${key}\t${text ?? JSON.stringify(value)}`;
          if (chunk.length > 1 << 20) {
            await handle.write(chunk);
            chunk = '';
          }
        }
        await handle.write(`${chunk}\n`);
      } finally {
        await handle.close();
      }
      await rename(temp, file);
    },
    get hits() {
      return hits;
    },
  };
}

/**
 * A cache that lives in memory across builds of one process (the dev server): each build keeps
 * the entries it used, so edits replace their old entries instead of piling up. Given `first` (a
 * cache file, see {@link openDocCache}), its first build also looks there and writes that file
 * when it saves: a dev server started after a build (or after another dev server) processes no
 * doc that did not change, and later builds stay in memory.
 */
export function createMemoryDocCache(first?: DocCache): DocCache {
  let entries = new Map<string, ProcessedDoc>();
  let used = new Map<string, ProcessedDoc>();
  let file = first;
  // Files are read again on the next build: they may have changed in between.
  let seen = new Map<string, string | null>();
  let hits = 0;
  return {
    get(key) {
      const value = entries.get(key);
      if (value && dependenciesUnchanged(value, seen)) {
        hits += 1;
        used.set(key, value);
        return value;
      }
      const stored = file?.get(key);
      if (stored) {
        hits += 1;
        used.set(key, stored);
      }
      return stored;
    },
    set(key, value) {
      used.set(key, value);
      file?.set(key, value);
    },
    save() {
      entries = used;
      used = new Map();
      seen = new Map();
      const written = file?.save() ?? Promise.resolve();
      file = undefined;
      return written;
    },
    get hits() {
      return hits;
    },
  };
}

/** A memory cache (see {@link createMemoryDocCache}) whose first build starts from the cache file `file` and writes it. */
export async function openMemoryDocCache(file: string | undefined): Promise<DocCache> {
  return createMemoryDocCache(file ? await openDocCache(file) : undefined);
}

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
import { hashOf } from './hash.js';
import type { DocInput, ProcessedDoc } from './process-doc.js';

/** Bump when processing output changes, so old caches are ignored. */
export const PIPELINE_CACHE_VERSION = '7';

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

export function docKey(input: DocInput, site: string): string {
  return createHash('sha256').update(site).update(input.format).update(input.sourcePath).update('\0').update(input.text).digest('base64url');
}

/** Opens the cache file (a missing or unreadable cache is simply empty). */
export async function openDocCache(file: string | undefined): Promise<DocCache> {
  let stored: Record<string, ProcessedDoc> = {};
  if (file) {
    try {
      const parsed = JSON.parse(await readFile(file, 'utf8')) as { version?: string; entries?: Record<string, ProcessedDoc> };
      if (parsed.version === PIPELINE_CACHE_VERSION && parsed.entries) stored = parsed.entries;
    } catch {
      // No cache yet, or a corrupt one: start empty.
    }
  }
  const used: Record<string, ProcessedDoc> = {};
  const seen = new Map<string, string | null>();
  let hits = 0;
  return {
    get(key) {
      const value = stored[key];
      if (!value || !dependenciesUnchanged(value, seen)) return undefined;
      hits += 1;
      used[key] = value;
      return value;
    },
    set(key, value) {
      used[key] = value;
    },
    async save() {
      if (!file) return;
      await mkdir(dirname(file), { recursive: true });
      const temp = `${file}.${process.pid}.tmp`;
      // Written entry by entry: one JSON string of a large site's cache (and its buffer copy) would
      // add hundreds of MB to the build's peak memory.
      const handle = await open(temp, 'w');
      try {
        let chunk = `{"version":${JSON.stringify(PIPELINE_CACHE_VERSION)},"entries":{`;
        let first = true;
        for (const [key, value] of Object.entries(used)) {
          chunk += `${first ? '' : ','}${JSON.stringify(key)}:${JSON.stringify(value)}`;
          first = false;
          if (chunk.length > 1 << 20) {
            await handle.write(chunk);
            chunk = '';
          }
        }
        await handle.write(`${chunk}}}`);
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
 * the entries it used, so edits replace their old entries instead of piling up.
 */
export function createMemoryDocCache(): DocCache {
  let entries = new Map<string, ProcessedDoc>();
  let used = new Map<string, ProcessedDoc>();
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
      return undefined;
    },
    set(key, value) {
      used.set(key, value);
    },
    save() {
      entries = used;
      used = new Map();
      seen = new Map();
      return Promise.resolve();
    },
    get hits() {
      return hits;
    },
  };
}

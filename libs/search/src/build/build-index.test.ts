import { gzipSync } from 'node:zlib';
import { mkdirSync, mkdtempSync, rmSync, writeFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { deserialize, serialize } from 'node:v8';
import { describe, expect, it } from 'vitest';
import { decodeCounts, decodePostings } from '../codec.js';
import { fileHash, INDEX_SCHEMA_VERSION, TEXTS_PER_HASH, type FileHashes, type IndexEntry, type NamesFile, type ShardFile, type TailFile, type TextFile } from '../format.js';
import { SOURCES } from '../../test/fixture.js';
import { buildSearchIndex, checkSearchBudget, searchFirstTierBudget, type SearchSource } from './index.js';
import { codeFingerprint } from './analysis.js';
import { HEAD_POSTINGS } from './layout.js';

const parse = <T,>(text: string | undefined): T => JSON.parse(text ?? 'null') as T;
const pathOf = (url: string) => url.replace(/^\/doc\//, '');

describe('given the fixture docs', () => {
  const built = buildSearchIndex(SOURCES, { baseUrl: '/doc/', synonyms: [['Terminate', 'delete  ', 'delete'], ['lonely']] });
  const rootPath = pathOf(built.indexUrl);
  const [root] = parse<IndexEntry[]>(built.files.get(rootPath));

  it('should name the root file with a content hash under assets/search', () => {
    expect(rootPath).toMatch(/^assets\/search\/search-index\.[0-9a-f]{12}\.json$/);
  });

  it('should write the root as a list of entries with documents and index', () => {
    expect(Object.keys(root ?? {}).sort()).toEqual(['documents', 'index', 'schemaVersion']);
    expect(root?.schemaVersion).toBe(INDEX_SCHEMA_VERSION);
    expect(root?.documents.pages).toBe(4);
    // Per page its number of sections; per names file its number of pages, per text file its number of documents.
    expect(decodeCounts(root?.documents.sections ?? '')).toEqual([1, 1, 1, 1]);
    expect(decodeCounts(root?.documents.names ?? '').reduce((a, b) => a + b, 0)).toBe(4);
    expect(decodeCounts(root?.documents.texts ?? '').reduce((a, b) => a + b, 0)).toBe(4 * 3 + 4);
    // A small site's names come with the root.
    expect(root?.documents.preload).toBe(true);
    expect(root?.index.shards[0]).toBe('');
  });

  it('should keep synonym groups of two or more distinct entries, in lower case', () => {
    expect(root?.index.synonyms).toEqual([['terminate', 'delete']]);
  });

  it('should name every other file with the hash the root holds for it, so the root changes when any of them does', () => {
    const others = [...built.files.keys()].filter((p) => p !== rootPath);
    const kinds = { terms: 'shard', tail: 'tail', names: 'names', texts: 'texts' } as const;
    for (const path of others) {
      const [, kind, n, hash] = /^assets\/search\/search-index\.(terms|names|texts|tail)-(\d+)\.([0-9a-f]{12})\.json$/.exec(path) ?? [];
      expect(kind, path).toBeDefined();
      expect(hash).toBe(fileHash(root?.index.files as FileHashes, kinds[kind as keyof typeof kinds], Number(n)));
    }
    for (const kind of ['terms', 'names', 'texts']) expect(others.some((p) => p.includes(`.${kind}-0.`))).toBe(true);
  });

  it('should store terms stemmed, identifiers whole and by parts, with their postings', () => {
    const shards = [...built.files].filter(([p]) => p.includes('.terms-')).map(([, text]) => parse<ShardFile>(text));
    const terms = new Map(shards.flatMap((s) => s.terms.map((t) => [t[0], t] as const)));
    for (const term of ['launch', 'instanc', 'instancetyp', 'imageid', 'init_process_group', 'torchrun', '部署']) expect(terms.has(term), term).toBe(true);
    // `Launch instance` is a title: its exact-title term and its word pair are indexed too.
    expect(terms.has('=launch instanc')).toBe(true);
    expect(terms.has('launch instanc')).toBe(true);
    const [, df, head, count] = terms.get('torchrun') ?? ['', 0, '', 0];
    expect(df).toBe(1);
    expect(decodePostings(head, count).docs.length).toBe(1);
  });

  it('should keep the pages and section headings in names files and the texts in text files, never in the root', () => {
    expect(built.files.get(rootPath)).not.toContain('init_process_group');
    const names = parse<NamesFile>([...built.files].find(([p]) => p.includes('.names-0.'))?.[1]);
    expect(names.firstPage).toBe(0);
    // The anchor is left out when it is the heading's default one.
    expect(names.pages[0]).toEqual(['/doc/docs/api/instance/launch', 'Launch instance', ['API', 'Instance'], [['Request']]]);
    expect(names.pages[3]?.[3]).toEqual([['部署步骤', 'bu-shu']]);
    const texts = parse<TextFile>([...built.files].find(([p]) => p.includes('.texts-0.'))?.[1]);
    expect(Object.keys(texts).sort()).toEqual(['schemaVersion', 'texts']);
    // Per page: nothing for its name, its description, the text before its first heading, then its sections.
    expect(texts.texts.slice(0, 2)).toEqual(['', 'Start a new GPU instance from an image.']);
    expect(texts.texts[2]).toContain('launch a GPU instance');
    expect(texts.texts[3]).toContain('--num-gpus');
  });

  it('should cut text files between documents, the counts in the root adding up', () => {
    const number = (path: string) => Number(/\.texts-(\d+)\./.exec(path)?.[1]);
    const files = [...built.files].filter(([p]) => p.includes('.texts-')).sort(([a], [b]) => number(a) - number(b)).map(([, text]) => parse<TextFile>(text));
    expect(decodeCounts(root?.documents.texts ?? '')).toEqual(files.map((f) => f.texts.length));
  });

  it('should report gzipped sizes from the files', () => {
    const stats = built.stats.indexes[0];
    expect(stats?.pages).toBe(4);
    expect(stats?.documents).toBe(4 * 3 + 4);
    expect(stats?.firstTierBytes).toBe(Buffer.byteLength(built.files.get(rootPath) ?? ''));
    expect(stats?.firstTierGzipBytes).toBeGreaterThan(gzipSync(built.files.get(rootPath) ?? '').byteLength);
  });

  it('should produce the same names for the same input (deterministic hashes)', () => {
    expect(buildSearchIndex(SOURCES, { baseUrl: '/doc/', synonyms: [['terminate', 'delete']] }).indexUrl).toBe(built.indexUrl);
  });
});

describe('given a small shard size', () => {
  it('should split the terms over several shards, each starting where the root says', () => {
    const built = buildSearchIndex(SOURCES, { baseUrl: '/doc/', shardBytes: 200 });
    const [root] = parse<IndexEntry[]>(built.files.get(pathOf(built.indexUrl)));
    expect(root?.index.shards.length).toBeGreaterThan(2);
    root?.index.shards.forEach((first, n) => {
      const shard = parse<ShardFile>([...built.files].find(([p]) => p.includes(`.terms-${n}.`))?.[1]);
      if (n > 0) expect(shard.terms[0]?.[0]).toBe(first);
    });
  });
});

describe('given a term on many pages', () => {
  it('should keep the postings of its best pages in the head and the rest in a tail file', () => {
    const sources = Array.from({ length: 3 * HEAD_POSTINGS }, (_, i) => ({
      docId: `p${i}`,
      url: `/doc/p${i}`,
      title: i < 3 ? 'Everywhere' : `Page ${i}`,
      description: '',
      keywords: [],
      breadcrumbs: [],
      sections: [{ id: '', heading: '', level: 1, text: `everywhere ${'filler '.repeat(i % 7)}` }],
    }));
    const built = buildSearchIndex(sources, { baseUrl: '/doc/' });
    const terms = [...built.files].filter(([p]) => p.includes('.terms-')).flatMap(([, text]) => parse<ShardFile>(text).terms);
    const entry = terms.find((t) => t[0] === 'everywher');
    const [, df, head, count, tail] = entry ?? ['', 0, '', 0];
    expect(df).toBe(3 * HEAD_POSTINGS + 3);
    expect(count).toBeGreaterThanOrEqual(HEAD_POSTINGS);
    // The pages titled with the word are the best: their postings (title and text) are in the head.
    expect([...decodePostings(head, count).docs].slice(0, 2)).toEqual([0, 2]);
    expect(tail?.[1]).toBe(df - count);
    const tailFile = parse<TailFile>([...built.files].find(([p]) => p.includes(`.tail-${tail?.[0]}.`))?.[1]);
    expect(tailFile.count).toBe(df - count);
    expect(tail?.[2]).toBe(0);
    expect(tail?.[3]).toBeGreaterThan(0);
  });
});

describe('given a term on many more pages than its head holds', () => {
  it('should chain tiers of its tail, each larger, bounding the impacts still unknown', () => {
    const sources = Array.from({ length: 200 }, (_, i) => ({
      docId: `p${i}`,
      url: `/doc/p${i}`,
      title: i % 50 === 0 ? 'Everywhere' : `Page ${i}`,
      description: '',
      keywords: [],
      breadcrumbs: [],
      sections: [{ id: '', heading: '', level: 1, text: `everywhere ${'filler '.repeat(i % 9)}` }],
    }));
    const built = buildSearchIndex(sources, { baseUrl: '/doc/', headPostings: 4 });
    const terms = [...built.files].filter(([p]) => p.includes('.terms-')).flatMap(([, text]) => parse<ShardFile>(text).terms);
    const [, df, , headCount, first] = terms.find((t) => t[0] === 'everywher') ?? ['', 0, '', 0];
    const tiers: { count: number; bounds: number[]; file: TailFile }[] = [];
    for (let ref = first; ref; ) {
      const file = parse<TailFile>([...built.files].find(([p]) => p.includes(`.tail-${ref?.[0]}.`))?.[1]);
      expect(file.count).toBe(ref[1]);
      tiers.push({ count: ref[1], bounds: [ref[2], ref[3]], file });
      ref = file.next;
    }
    expect(tiers.length).toBeGreaterThanOrEqual(2);
    expect(headCount + tiers.reduce((sum, t) => sum + t.count, 0)).toBe(df);
    tiers.slice(1).forEach((tier, k) => {
      const before = tiers[k] as (typeof tiers)[number];
      expect(tier.count).toBeGreaterThan(before.count);
      // What is unknown shrinks as tiers load: the bounds never rise along the chain.
      expect(tier.bounds[0]).toBeLessThanOrEqual(before.bounds[0] as number);
      expect(tier.bounds[1]).toBeLessThanOrEqual(before.bounds[1] as number);
    });
    expect(tiers.at(-1)?.file.next).toBeUndefined();
  });
});

describe('given a term on one page only, more times than twice its head', () => {
  it('should keep all its postings in its head, with no tail', () => {
    const sources = ['Many', 'Other', 'Third'].map((title, p) => ({
      docId: `p${p}`,
      url: `/doc/p${p}`,
      title,
      description: '',
      keywords: [],
      breadcrumbs: [],
      sections: Array.from({ length: 10 }, (_, s) => ({ id: `s${s}`, heading: `Part ${s}`, level: 2, text: p === 0 ? `everywhere ${'filler '.repeat(s)}` : 'filler' })),
    }));
    const built = buildSearchIndex(sources, { baseUrl: '/doc/', headPostings: 2 });
    const terms = [...built.files].filter(([p]) => p.includes('.terms-')).flatMap(([, text]) => parse<ShardFile>(text).terms);
    const entry = terms.find((t) => t[0] === 'everywher');
    expect(entry?.[1]).toBe(10);
    expect(entry?.[3]).toBe(10);
    expect(entry).toHaveLength(4);
  });
});

describe('given contexts', () => {
  it('should write one index per context holding only its docs', () => {
    const built = buildSearchIndex(SOURCES, { baseUrl: '/doc/', contexts: ['docs/api'] });
    const url = built.contextIndexUrls['docs/api'] ?? '';
    expect(url).toMatch(/^\/doc\/assets\/search\/search-index-docs-api\.[0-9a-f]{12}\.json$/);
    expect(built.stats.indexes.map((s) => [s.context, s.pages])).toEqual([['', 4], ['docs/api', 2]]);
  });
});

describe('when checking the budget', () => {
  const { stats } = buildSearchIndex(SOURCES, { baseUrl: '/doc/' });

  it('should pass under the budget', () => {
    expect(() => checkSearchBudget(stats, { firstTierGzipMax: 1_000_000 })).not.toThrow();
  });

  it('should throw a clear error over the budget, naming the docs with the most sections', () => {
    expect(() => checkSearchBudget(stats, { firstTierGzipMax: 10 })).toThrow(
      /^@hpcdocs\/search: the search index files a query fetches first for all docs \(4 pages\) are \d+ bytes gzipped, over the budget of 10 bytes\. The docs with the most sections: \S+ \(\/\S+, \d+ sections\)/,
    );
  });

  it('should default to the reader budgets: 30 KB at 30 pages, 150 KB at 10,000, linear in between', () => {
    expect(searchFirstTierBudget(4)).toBe(30 * 1024);
    expect(searchFirstTierBudget(30)).toBe(30 * 1024);
    expect(searchFirstTierBudget(10_000)).toBe(150 * 1024);
    expect(searchFirstTierBudget(100_000)).toBe(150 * 1024);
    // Geometric in between: each tenfold growth of the site multiplies the budget by the same factor.
    expect(searchFirstTierBudget(1000) / 1024).toBeCloseTo(79.3, 1);
    expect(searchFirstTierBudget(1000) / searchFirstTierBudget(100)).toBeCloseTo(searchFirstTierBudget(10_000) / searchFirstTierBudget(1000), 3);
    expect(() => checkSearchBudget({ ...stats, indexes: stats.indexes.map((s) => ({ ...s, pages: 30, firstTierGzipBytes: 30 * 1024 + 1 })) })).toThrow(/over the budget of 30720 bytes/);
  });
});

describe('given a site rebuilt after an edit of one doc\'s text', () => {
  const words = ['gpu', 'node', 'volume', 'mount', 'token', 'cluster', 'image', 'region', 'quota', 'kernel'];
  const text = (page: number, section: number) => Array.from({ length: 60 }, (_, i) => words[(page * 7 + section * 3 + i) % words.length]).join(' ');
  /** 300 pages; page `edited` has two sections' worth more text in its first section, or a fourth section with `withSection`. */
  const site = (edited: number | null, withSection = false): SearchSource[] =>
    Array.from({ length: 300 }, (_, p) => ({
      docId: `p${p}`,
      url: `/doc/docs/p${p}/`,
      title: `Page ${p}`,
      description: '',
      keywords: [],
      breadcrumbs: [],
      sections: [0, 1, 2, ...(p === edited && withSection ? [3] : [])].map((s) => ({ id: s === 0 ? '' : `s${s}`, heading: s === 0 ? '' : `Part ${s}`, level: s === 0 ? 1 : 2, text: text(p, s) + (p === edited && !withSection && s === 1 ? ` ${text(p + 1, s)} ${text(p + 2, s)}` : '') })),
    }));
  const filesOf = (sources: SearchSource[]) => buildSearchIndex(sources, { baseUrl: '/doc/' }).files;

  it('should write the texts of the other docs into the same files, byte for byte, however much the doc grew', () => {
    const textsOf = (sources: SearchSource[]) => [...filesOf(sources)].filter(([path]) => path.includes('.texts-')).map(([, body]) => body);
    const before = textsOf(site(null));
    const after = textsOf(site(40));
    expect(before.length).toBeGreaterThan(20);
    expect(after.length).toBe(before.length);
    // The edited doc's file changes (and at most the next); every other file is the same. (Compared
    // file by file: the pages repeat their text every ten, so some files have twins.)
    const changed = before.filter((body, n) => after[n] !== body);
    expect(changed.length).toBeGreaterThanOrEqual(1);
    expect(changed.length).toBeLessThanOrEqual(2);
  });

  it('should keep the name of every file whose content it did not change, with text files renamed by the run of their hash', () => {
    const before = filesOf(site(null));
    for (const withSection of [false, true]) {
      const after = filesOf(site(40, withSection));
      const renamed = [...after.keys()].filter((path) => !before.has(path));
      // A file that kept its name kept its content (the name is its hash).
      for (const [path, body] of after) if (before.has(path)) expect(before.get(path)).toBe(body);
      // The root, the changed term files, and the text files of at most two runs of a shared hash.
      const texts = renamed.filter((path) => path.includes('.texts-'));
      expect(texts.length).toBeGreaterThanOrEqual(1);
      expect(texts.length).toBeLessThanOrEqual(2 * TEXTS_PER_HASH);
      expect(renamed.length, renamed.join('\n')).toBeLessThan(after.size / 2);
      // Unchanged text files keep their names even when a doc before them gained a section.
      const kept = [...after.keys()].filter((path) => path.includes('.texts-') && before.has(path));
      expect(kept.length).toBeGreaterThan(texts.length);
    }
  });
});

describe('given the analyses of an earlier build', () => {
  const edited = (sources: readonly SearchSource[]): SearchSource[] =>
    sources.map((s, i) => (i === 1 ? { ...s, sections: s.sections.map((section, n) => (n === 0 ? { ...section, text: `${section.text} Terminating the nodes drains their queues.` } : section)) } : s));
  const options = { baseUrl: '/doc/', contexts: ['docs/api'], synonyms: [['terminate', 'delete']] };
  const filesOf = (built: { files: Map<string, string> }) => [...built.files.entries()];

  it('should write the same files as a build from the text alone, analysing only the documents whose text changed', () => {
    const first = buildSearchIndex(SOURCES, { ...options, analyses: new Uint8Array() });
    // Each distinct text once (documents with the same fields, such as empty descriptions, share
    // an analysis): the context's index reuses what the index of all docs analysed.
    const distinct = first.stats.analyses?.analysed ?? 0;
    expect(distinct).toBeGreaterThan(10);
    expect(distinct).toBeLessThanOrEqual(first.stats.indexes[0]?.documents ?? 0);
    expect(first.stats.analyses?.reused).toBe(0);
    const again = buildSearchIndex(edited(SOURCES), { ...options, analyses: first.analyses ?? new Uint8Array() });
    const fresh = buildSearchIndex(edited(SOURCES), options);
    expect(filesOf(again)).toEqual(filesOf(fresh));
    expect(again.indexUrl).toBe(fresh.indexUrl);
    expect(again.stats.analyses).toEqual({ analysed: 1, reused: distinct - 1 });
    expect(fresh.analyses).toBeUndefined();
    // What is stored is what this build used: the edited document's old analysis is gone.
    expect(buildSearchIndex(SOURCES, { ...options, analyses: again.analyses ?? new Uint8Array() }).stats.analyses).toEqual({ analysed: 1, reused: distinct - 1 });
  });

  it('should analyse everything again when the analyses were stored by other code or for other tokenizer options', () => {
    const first = buildSearchIndex(SOURCES, { ...options, analyses: new Uint8Array() });
    const stored = deserialize(Buffer.from(first.analyses ?? new Uint8Array())) as { scope: string; entries: Map<string, [string, Uint32Array]> };
    // Terms as another stemmer might have left them, under another code fingerprint.
    for (const [key, [terms, numbers]] of stored.entries) stored.entries.set(key, [terms.replaceAll('node', 'nod'), numbers]);
    const otherCode = serialize({ ...stored, scope: `other${stored.scope.slice(stored.scope.indexOf(':'))}` });
    const otherOptions = buildSearchIndex(SOURCES, { ...options, removeDefaultStopWords: false, analyses: new Uint8Array() }).analyses ?? new Uint8Array();
    const plain = filesOf(buildSearchIndex(SOURCES, options));
    for (const bytes of [otherCode, otherOptions, new Uint8Array([1, 2, 3])]) {
      const built = buildSearchIndex(SOURCES, { ...options, analyses: bytes });
      expect(filesOf(built)).toEqual(plain);
      expect(built.stats.analyses?.reused).toBe(0);
    }
    // Entries of another shape under this code's scope (a damaged file that still reads) are analysed afresh.
    const damaged = serialize({ ...stored, entries: new Map([...stored.entries.keys()].map((key) => [key, [42, 'not numbers']])) });
    expect(filesOf(buildSearchIndex(SOURCES, { ...options, analyses: damaged }))).toEqual(plain);
    // The same tampered entries under this code's own scope are used as they are: the scope is what protects.
    const tampered = buildSearchIndex(SOURCES, { ...options, analyses: serialize(stored) });
    expect(filesOf(tampered)).not.toEqual(plain);
  });
});

describe('given the code of the search package', () => {
  it('should fingerprint the files of a folder and the folder above it, and change with any of them', () => {
    const dir = mkdtempSync(join(tmpdir(), 'fingerprint-'));
    try {
      mkdirSync(join(dir, 'build'));
      writeFileSync(join(dir, 'stem.js'), 'export const stem = (w) => w;');
      writeFileSync(join(dir, 'build', 'analysis.js'), 'export {};');
      writeFileSync(join(dir, 'notes.txt'), 'not code');
      const before = codeFingerprint(join(dir, 'build'));
      writeFileSync(join(dir, 'notes.txt'), 'still not code');
      expect(codeFingerprint(join(dir, 'build'))).toBe(before);
      writeFileSync(join(dir, 'stem.js'), 'export const stem = (w) => w.toLowerCase();');
      expect(codeFingerprint(join(dir, 'build'))).not.toBe(before);
    } finally {
      rmSync(dir, { recursive: true, force: true });
    }
  });
});

import { gzipSync } from 'node:zlib';
import MiniSearch from 'minisearch';
import { describe, expect, it } from 'vitest';
import { decodeCounts } from '../codec.js';
import { isCompositeTerm } from '../query.js';
import { documentIdsOf, fileHash, INDEX_SCHEMA_VERSION, TEXTS_PER_HASH, type FileHashes, type IndexEntry, type NamesFile, type ShardFile, type TailFile, type TextFile } from '../format.js';
import { SOURCES } from '../../test/fixture.js';
import { buildSearchIndex, checkSearchBudget, searchFirstTierBudget, type SearchSource } from './index.js';
import { FIELDS } from '../minisearch-config.js';

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
    expect(decodeCounts(root?.documents.texts ?? '').reduce((a, b) => a + b, 0)).toBe(4 + 4);
    // A small site's names come with the root.
    expect(root?.documents.preload).toBe(true);
    expect(root?.index.shards[0]).toBe('');
  });

  it('should keep synonym groups of two or more distinct entries, in lower case', () => {
    expect(root?.index.synonyms).toEqual([['terminate', 'delete']]);
  });

  it('should list the synonym entries that are words of no document, so a query does not look them up', () => {
    const [entry] = parse<IndexEntry[]>((({ files, indexUrl }) => files.get(pathOf(indexUrl)))(buildSearchIndex(SOURCES, { baseUrl: '/doc/', synonyms: [['launch', '镜像', 'spin up']] })));
    expect(entry?.index.unindexed).toEqual(['镜像', 'spin up']);
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

  it('should store each shard as a MiniSearch index: terms stemmed, identifiers whole and by parts', () => {
    const shards = [...built.files].filter(([p]) => p.includes('.terms-')).map(([, text]) => parse<ShardFile>(text));
    // Document ids are short ids here, so the shards leave them out and the client restores them.
    expect(shards.every((shard) => shard.minisearch.documentIds === undefined)).toBe(true);
    const indexes = shards.map((shard) => MiniSearch.loadJS({ ...root?.index.minisearch, ...shard.minisearch, documentIds: documentIdsOf(shard.minisearch), storedFields: {}, dirtCount: 0 } as never, { fields: [...FIELDS] }));
    const terms = new Set(shards.flatMap((shard) => shard.minisearch.index.map(([term]) => term)));
    for (const term of ['launch', 'instanc', 'instancetyp', 'imageid', 'init_process_group', 'torchrun', '部署']) expect(terms.has(term), term).toBe(true);
    // `Launch instance` is a title: its exact-title term and its word pair are indexed too.
    expect(terms.has('~launch instanc=')).toBe(true);
    expect(terms.has('~launch instanc')).toBe(true);
    // Pairs and titles sort together, after every ASCII word: a typed prefix's shards hold words only.
    const sorted = [...terms].sort();
    const pairs = sorted.map((term, i) => [term, i] as const).filter(([term]) => isCompositeTerm(term));
    expect(pairs.length).toBeGreaterThan(1);
    expect(sorted.slice(pairs[0]?.[1], (pairs.at(-1)?.[1] ?? 0) + 1).every(isCompositeTerm)).toBe(true);
    expect(sorted.slice((pairs.at(-1)?.[1] ?? 0) + 1).some((term) => /^[a-z0-9]/.test(term))).toBe(false);
    // MiniSearch itself finds the one section that runs torchrun, by its number.
    expect(indexes.flatMap((index) => index.search('torchrun', { tokenize: (t) => [t], processTerm: (t) => t })).map((r) => r.id)).toEqual([5]);
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
    // Per page: its description and the text before its first heading, then its sections.
    expect(texts.texts[0]).toMatch(/^Start a new GPU instance from an image\. .*launch a GPU instance/);
    expect(texts.texts[1]).toContain('--num-gpus');
  });

  it('should cut text files between documents, the counts in the root adding up', () => {
    const number = (path: string) => Number(/\.texts-(\d+)\./.exec(path)?.[1]);
    const files = [...built.files].filter(([p]) => p.includes('.texts-')).sort(([a], [b]) => number(a) - number(b)).map(([, text]) => parse<TextFile>(text));
    expect(decodeCounts(root?.documents.texts ?? '')).toEqual(files.map((f) => f.texts.length));
  });

  it('should report gzipped sizes from the files', () => {
    const stats = built.stats.indexes[0];
    expect(stats?.pages).toBe(4);
    expect(stats?.documents).toBe(4 + 4);
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
      if (n > 0) expect(shard.minisearch.index[0]?.[0]).toBe(first);
    });
  });
});

describe('given a term in many more documents than its head holds', () => {
  const pages = (n: number, text: (i: number) => string): SearchSource[] =>
    Array.from({ length: n }, (_, i) => ({ docId: `p${i}`, url: `/doc/p${i}`, title: `Page ${i}`, description: '', keywords: [], breadcrumbs: [], sections: [{ id: `s${i}`, heading: `Part ${i}`, level: 2, text: text(i) }] }));
  const built = buildSearchIndex(pages(300, (i) => `common ${'filler '.repeat(i % 13)}${i % 50 === 0 ? 'common common' : ''}`), { baseUrl: '/doc/', headPostings: 16 });
  const shards = [...built.files].filter(([p]) => p.includes('.terms-')).map(([, text]) => parse<ShardFile>(text));
  const tails = [...built.files].filter(([p]) => p.includes('.tail-')).map(([p, text]) => [Number(/\.tail-(\d+)\./.exec(p)?.[1]), parse<TailFile>(text)] as const).sort(([a], [b]) => a - b);

  it('should keep its best documents in its shard and the rest in tiers of a tail, each larger', () => {
    const shard = shards.find((s) => s.minisearch.index.some(([term]) => term === 'common'));
    const head = shard?.minisearch.index.find(([term]) => term === 'common')?.[1] ?? {};
    const docsOf = (data: Record<string, Record<string, number>>) => new Set(Object.values(data).flatMap((docs) => Object.keys(docs)));
    expect(docsOf(head).size).toBe(16);
    const refs = shard?.tails['common'] ?? [];
    expect(refs.length).toBeGreaterThanOrEqual(2);
    const tiers = refs.map((n) => tails.find(([m]) => m === n)?.[1]);
    const sizes = tiers.map((t) => docsOf(t?.minisearch.index[0]?.[1] ?? {}).size);
    expect(sizes[0]).toBeGreaterThan(16);
    expect(16 + sizes.reduce((a, b) => a + b, 0)).toBe(300);
    // The three pages that say it most are in the head.
    for (const doc of ['1', '101', '201']) expect(docsOf(head).has(doc), doc).toBe(true);
    for (const tier of tiers) expect(tier?.term).toBe('common');
  });

  it('should keep a rare term whole, with no tail', () => {
    const shard = shards.find((s) => s.minisearch.index.some(([term]) => term === 'filler'));
    expect(shard?.tails['part']).toBeUndefined();
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

import fc from 'fast-check';
import MiniSearch, { type AsPlainObject } from 'minisearch';
import { describe, expect, it } from 'vitest';
import { SOURCES } from '../../test/fixture.js';
import type { IndexEntry, ShardFile, TailFile } from '../format.js';
import { miniSearchOptions } from '../minisearch-config.js';
import { AnalysisCache, assembleIndex } from './analysis.js';
import { indexDocumentsOf, pagesOf } from './documents.js';
import { buildSearchIndex, type SearchSource } from './index.js';
import type { IndexData } from './terms.js';

const tokenizer = { removeStopWords: true, languages: ['en', 'zh'] };
const options = miniSearchOptions(tokenizer);

/** MiniSearch's own JSON of the pages' documents, numbered in order as the builder numbers them. */
function miniSearchJson(sources: readonly SearchSource[]): AsPlainObject {
  const miniSearch = new MiniSearch(options);
  let id = 0;
  for (const page of pagesOf(sources)) {
    const documents = indexDocumentsOf(page, id);
    miniSearch.addAll(documents);
    id += documents.length;
  }
  return JSON.parse(JSON.stringify(miniSearch)) as AsPlainObject;
}

/** The index's postings as MiniSearch's JSON holds them: term -> field -> document -> count. */
function postingsOf(index: IndexData): Map<string, Record<string, Record<string, number>>> {
  const out = new Map<string, Record<string, Record<string, number>>>();
  for (const [term, postings] of index.terms) out.set(term, Object.fromEntries(postings.map(({ field, docs, counts }) => [field, Object.fromEntries(docs.map((doc, n) => [doc, counts[n] as number]))])));
  return out;
}

const assembled = (sources: readonly SearchSource[]) => assembleIndex(pagesOf(sources).flatMap((page) => AnalysisCache.decode(options, '').page(page)));

/** Pages of random words (a small vocabulary, so terms repeat within and across documents; some fields empty). */
const arbitrarySources = fc.array(
  fc.record({
    title: fc.array(fc.constantFrom('GPU', 'gpus', 'Volumes', 'volume', 'mount', 'the', 'runs', 'running', 'k8s', 'snake_case_name'), { maxLength: 5 }).map((w) => w.join(' ')),
    sections: fc.array(fc.record({ heading: fc.constantFrom('', 'Set up', 'Billing', 'Billing'), text: fc.array(fc.constantFrom('node', 'nodes', 'quota', 'a', 'region', 'ssh-key', '数据', 'GPU'), { maxLength: 30 }).map((w) => w.join(' ')) }), { maxLength: 4 }),
  }),
  { minLength: 1, maxLength: 12 },
).map((pages) =>
  pages.map((page, p): SearchSource => ({
    docId: `d${p}`,
    url: `/doc/docs/d${p}/`,
    title: page.title,
    description: '',
    keywords: p % 3 === 0 ? ['cli'] : [],
    breadcrumbs: [],
    sections: page.sections.map((s, n) => ({ id: s.heading ? `s${n}` : '', heading: s.heading, level: 2, text: s.text })),
  })),
);

describe('assembleIndex', () => {
  it("should hold what MiniSearch's add() makes of the same documents: postings, field lengths and their average to the last bit", () => {
    fc.assert(
      fc.property(arbitrarySources, (sources) => {
        const index = assembled(sources);
        const json = miniSearchJson(sources);
        expect(index.shared.documentCount).toBe(json.documentCount);
        expect(index.shared.fieldIds).toEqual(json.fieldIds);
        expect(JSON.stringify(index.shared.averageFieldLength)).toBe(JSON.stringify(json.averageFieldLength));
        expect(JSON.stringify(Object.fromEntries(index.fieldLength.map((lengths, doc) => [doc, lengths]).filter(([, lengths]) => lengths)))).toBe(JSON.stringify(json.fieldLength));
        expect(postingsOf(index)).toEqual(new Map(json.index));
      }),
      { numRuns: 60 },
    );
  });

  it('should do so for the fixture docs too', () => {
    const json = miniSearchJson(SOURCES);
    expect(postingsOf(assembled(SOURCES))).toEqual(new Map(json.index));
  });
});

describe('the index files', () => {
  it("should hold in their shards and tails every posting of MiniSearch's index, and each shard the lengths of its documents", () => {
    // The fixture and pages saying common words more or less often; small shards and heads, so
    // that there are several shards and terms with tails of several tiers.
    const words = ['gpu', 'node', 'volume', 'quota', 'billing'];
    const common = Array.from({ length: 80 }, (_, p): SearchSource => ({ docId: `c${p}`, url: `/doc/c${p}/`, title: `Common ${p % 7}`, description: '', keywords: [], breadcrumbs: [], sections: [{ id: 'a', heading: words[p % 5] as string, level: 2, text: words.slice(0, 1 + (p % 5)).join(' ').repeat(1 + (p % 3)) }] }));
    const sources = [...SOURCES, ...common];
    const built = buildSearchIndex(sources, { baseUrl: '/doc/', shardBytes: 400, headPostings: 4 });
    const json = miniSearchJson(sources);
    const files = [...built.files];
    const shards = files.filter(([path]) => path.includes('.terms-')).map(([, text]) => JSON.parse(text) as ShardFile);
    const tails = files.filter(([path]) => path.includes('.tail-')).map(([, text]) => JSON.parse(text) as TailFile);
    expect(shards.length).toBeGreaterThan(2);
    expect(tails.length).toBeGreaterThan(0);
    const merged = new Map<string, Record<string, Record<string, number>>>();
    for (const { minisearch } of [...shards, ...tails]) {
      for (const [term, data] of minisearch.index) {
        const into = merged.get(term) ?? {};
        for (const [field, docs] of Object.entries(data)) into[field] = { ...into[field], ...docs };
        merged.set(term, into);
        for (const docs of Object.values(data)) for (const doc of Object.keys(docs)) expect(minisearch.fieldLength[doc]).toEqual(json.fieldLength[doc]);
      }
    }
    // Field and document keys in the same order as MiniSearch's objects, so compared as text.
    const sorted = (entries: Iterable<[string, unknown]>) => JSON.stringify([...entries].sort(([a], [b]) => (a < b ? -1 : 1)));
    expect(sorted(merged)).toBe(sorted(json.index));
    const [root] = JSON.parse(built.files.get(built.indexUrl.replace('/doc/', '')) ?? '[]') as IndexEntry[];
    expect(root?.index.minisearch.averageFieldLength).toEqual(json.averageFieldLength);
  });
});

describe('given the analyses of the last build', () => {
  const first = buildSearchIndex(SOURCES, { baseUrl: '/doc/' });
  const edited = SOURCES.map((source, n) => (n === 1 ? { ...source, sections: source.sections.map((s, i) => (i === 0 ? { ...s, text: `${s.text} Added words about quotas.` } : s)) } : source));

  it('should analyse only the pages that changed, and write the files a build without them writes', () => {
    const again = buildSearchIndex(edited, { baseUrl: '/doc/', analyses: first.analyses });
    expect(first.analysed).toEqual({ pages: SOURCES.length, reused: 0 });
    expect(again.analysed).toEqual({ pages: 1, reused: SOURCES.length - 1 });
    expect(again.files).toEqual(buildSearchIndex(edited, { baseUrl: '/doc/' }).files);
    expect(again.files).not.toEqual(first.files);
  });

  it('should analyse every page again when the analyses were made with other tokenizer options, or cannot be read', () => {
    const otherLanguages = buildSearchIndex(SOURCES, { baseUrl: '/doc/', languages: ['en'] });
    expect(buildSearchIndex(SOURCES, { baseUrl: '/doc/', analyses: otherLanguages.analyses }).analysed.reused).toBe(0);
    const cut = first.analyses.slice(0, first.analyses.byteLength / 2);
    const fromCut = buildSearchIndex(SOURCES, { baseUrl: '/doc/', analyses: cut });
    expect(fromCut.analysed.reused).toBe(0);
    expect(fromCut.files).toEqual(first.files);
  });

  it('should analyse again a page whose kept analysis is damaged, the others taken as they were', () => {
    const kept = JSON.parse(new TextDecoder().decode(first.analyses)) as { pages: Record<string, unknown> };
    const [damaged] = Object.keys(kept.pages);
    const pages = { ...kept.pages, [damaged as string]: [[[0, 'not a number', ['gpu'], [1]]]] };
    const bytes = new TextEncoder().encode(JSON.stringify({ ...kept, pages }));
    const again = buildSearchIndex(SOURCES, { baseUrl: '/doc/', analyses: bytes });
    expect(again.analysed).toEqual({ pages: 1, reused: SOURCES.length - 1 });
    expect(again.files).toEqual(first.files);
  });

  it('should keep in its own analyses only the pages of this build', () => {
    const fewer = buildSearchIndex(SOURCES.slice(0, 2), { baseUrl: '/doc/', analyses: first.analyses });
    expect(fewer.analysed).toEqual({ pages: 0, reused: 2 });
    expect(buildSearchIndex(SOURCES, { baseUrl: '/doc/', analyses: fewer.analyses }).analysed).toEqual({ pages: SOURCES.length - 2, reused: 2 });
  });
});

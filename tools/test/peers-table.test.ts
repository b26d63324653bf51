/** The peers benchmark's table (tools/bench/peers/table.mjs): ratios to the fastest peer and what --strict fails on. */
import { describe, expect, it } from 'vitest';
import { markdownTable, rowsFor, strictMisses } from '../bench/peers/table.mjs';

const frameworks = [
  { id: 'ours', label: 'hpcdocs' },
  { id: 'starlight', label: 'Starlight' },
  { id: 'vitepress', label: 'VitePress' },
];
/** A framework's record: a cold and a warm build, page weights and browser figures (its memory and bytes `size` times a base). */
const record = (cold: number, tbt: number, size = 1) => ({
  builds: [
    { kind: 'cold', code: 0, ms: cold, peakRss: size * 500 * 1024 ** 2 },
    { kind: 'warm', code: 0, ms: cold / 4, peakRss: size * 400 * 1024 ** 2 },
  ],
  weight: { js: { gzip: size * 2048 }, css: { gzip: size * 7000 }, html: { raw: size * 20_000, gzip: size * 6000 } },
  browser: { jsByLoadBytes: size * 2048, search: { bytes: size * 50_000 }, tbt: { ms: tbt, runs: [tbt, tbt, tbt] } },
});

describe('given the figures of hpcdocs and its peers', () => {
  it('should judge blocking time by its own value when a peer blocks for 0 ms, and by the ratio otherwise', () => {
    const result = { docs: 300, frameworks: { ours: record(4000, 0, 0.5), starlight: record(9000, 0), vitepress: record(20_000, 30) } };
    const rows = rowsFor(result, frameworks, undefined);
    const tbt = rows.find((row: { key: string }) => row.key === 'tbt');
    expect(tbt?.cells).toEqual({ ours: '0 ms', starlight: '0 ms', vitepress: '30 ms' });
    expect(markdownTable(rows, frameworks)).toMatch(/Lighthouse mobile TBT, doc page \(median of 3\) +\| 0 ms +\| 0 ms +\| 30 ms +\| both 0 \(Starlight\)/);
    expect(strictMisses(rows, 300)).toEqual([]);
    // Ours blocking while a peer does not: a miss, whatever the other figures.
    const blocking = rowsFor({ ...result, frameworks: { ...result.frameworks, ours: record(4000, 20, 0.5) } }, frameworks, undefined);
    expect(strictMisses(blocking, 300)).toEqual([expect.stringMatching(/^Lighthouse mobile TBT.* at N = 300: hpcdocs 20 ms, Starlight 0 ms$/)]);
    // A slower cold build than the fastest peer's is a miss too.
    const slow = rowsFor({ ...result, frameworks: { ...result.frameworks, ours: record(10_000, 0, 0.5) } }, frameworks, undefined);
    expect(strictMisses(slow, 300).some((miss: string) => miss.startsWith('cold build'))).toBe(true);
  });
});

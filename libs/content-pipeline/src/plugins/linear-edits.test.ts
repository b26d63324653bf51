/**
 * The linear `EditMap.consume` must give exactly what micromark's own gives, for any batch of
 * edits (inserts, removals, several at one index, before and after existing additions).
 */
import fc from 'fast-check';
import { EditMap } from 'micromark-util-edit-map';
import { describe, expect, it } from 'vitest';
import { linearConsume, originalConsume } from './linear-edits.js';

type Op = { at: number; remove: number; add: number[]; before: boolean };

function apply(consume: typeof linearConsume, events: readonly number[], ops: readonly Op[]): number[] {
  const map = new EditMap() as unknown as { add(a: number, r: number, x: number[]): void; addBefore(a: number, r: number, x: number[]): void };
  for (const op of ops) (op.before ? map.addBefore : map.add).call(map, op.at, op.remove, [...op.add]);
  const out = [...events];
  consume.call(map as never, out);
  return out;
}

describe('linearConsume', () => {
  it('should apply any batch of edits exactly as micromark does', () => {
    const events = fc.array(fc.integer({ min: 0, max: 999 }), { maxLength: 40 });
    fc.assert(
      fc.property(events, fc.array(fc.record({ at: fc.nat(40), remove: fc.nat(5), add: fc.array(fc.integer({ min: 1000, max: 1999 }), { maxLength: 4 }), before: fc.boolean() }), { maxLength: 6 }), (list, raw) => {
        // Edits inside the list, as micromark makes them.
        const ops = raw.map((op) => ({ ...op, at: Math.min(op.at, list.length), remove: Math.min(op.remove, list.length - Math.min(op.at, list.length)) }));
        expect(apply(linearConsume, list, ops)).toEqual(apply(originalConsume, list, ops));
      }),
      { numRuns: 500, seed: 1117 },
    );
  });

  it('should leave the list unchanged when there are no edits', () => {
    expect(apply(linearConsume, [1, 2, 3], [])).toEqual([1, 2, 3]);
  });
});

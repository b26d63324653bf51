/**
 * Keeps parsing linear in the size of a document.
 *
 * micromark moves events around with an `EditMap`. Its `consume` rebuilds the whole event list
 * for every batch of edits, even when all of them sit at the end of the list. The document
 * tokenizer makes such a batch each time a list or blockquote ends (and on each lazy line), on
 * the event list of the whole document, so a long document with many lists and quotes cost time
 * quadratic in its length (256 KB took seconds, 5 MB did not finish).
 *
 * `consume` is replaced by one that leaves the events before the first edit where they are and
 * rebuilds only the rest: the same result (a property test compares the two), in time that
 * depends on how far the edits are from the end. The module is shared by every micromark
 * construct, so this applies to all of them.
 */
import { EditMap } from 'micromark-util-edit-map';
import type { Root } from 'mdast';
import type { Plugin } from 'unified';

type Edit = [index: number, remove: number, add: unknown[]];
interface EditMapState {
  map: Edit[];
  index: Map<number, Edit>;
}
type Consume = (this: EditMapState, events: unknown[]) => void;

const prototype = EditMap.prototype as unknown as { consume: Consume };
/** micromark's own `consume`, kept for the equivalence test. */
export const originalConsume: Consume = prototype.consume;

/** Applies the edits to `events` in place, touching only the events from the first edit on. */
export const linearConsume: Consume = function (events) {
  const { map } = this;
  if (map.length === 0) return;
  map.sort((a, b) => a[0] - b[0]);
  const first = (map[0] as Edit)[0];
  const rest: unknown[] = [];
  let from = first;
  for (const [index, remove, add] of map) {
    for (let i = from; i < index; i++) rest.push(events[i]);
    for (const event of add) rest.push(event);
    from = index + remove;
  }
  for (let i = from; i < events.length; i++) rest.push(events[i]);
  events.length = first;
  for (const event of rest) events.push(event);
  map.length = 0;
  this.index.clear();
};

/** Installs {@link linearConsume} (once per process; any processor using this plugin will do). */
export const remarkLinearEdits: Plugin<[], Root> = () => {
  prototype.consume = linearConsume;
};

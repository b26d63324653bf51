/**
 * Typo distance: the optimal string alignment distance (insertions, deletions, substitutions and
 * swaps of two neighbouring letters each count one), computed only up to a bound, since a query
 * word is compared with hundreds of index terms per keystroke.
 */

/** Edits allowed for a word of `length` letters: one from 5 letters, two from 8, none below 5. */
export function typoBudget(length: number): number {
  return length >= 8 ? 2 : length >= 5 ? 1 : 0;
}

/** The distance between `a` and `b` when it is at most `max`; otherwise `max + 1`. */
export function boundedDistance(a: string, b: string, max: number): number {
  if (Math.abs(a.length - b.length) > max) return max + 1;
  if (a === b) return 0;
  const n = b.length;
  let previous2 = new Array<number>(n + 1).fill(0);
  let previous = Array.from({ length: n + 1 }, (_, j) => j);
  let current = new Array<number>(n + 1).fill(0);
  for (let i = 1; i <= a.length; i += 1) {
    current[0] = i;
    let rowMin = i;
    for (let j = 1; j <= n; j += 1) {
      const cost = a.charCodeAt(i - 1) === b.charCodeAt(j - 1) ? 0 : 1;
      let value = Math.min((previous[j] as number) + 1, (current[j - 1] as number) + 1, (previous[j - 1] as number) + cost);
      if (i > 1 && j > 1 && a.charCodeAt(i - 1) === b.charCodeAt(j - 2) && a.charCodeAt(i - 2) === b.charCodeAt(j - 1)) {
        value = Math.min(value, (previous2[j - 2] as number) + 1);
      }
      current[j] = value;
      if (value < rowMin) rowMin = value;
    }
    if (rowMin > max) return max + 1;
    [previous2, previous, current] = [previous, current, previous2];
  }
  return Math.min(previous[n] as number, max + 1);
}

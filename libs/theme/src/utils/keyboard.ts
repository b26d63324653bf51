/** Key-to-intent tables and pure functions for keyboard handling, tested without a DOM. */

export type RovingIntent = 'next' | 'previous' | 'first' | 'last';

const ROVING_KEYS: Readonly<Record<string, RovingIntent>> = {
  ArrowRight: 'next',
  ArrowDown: 'next',
  ArrowLeft: 'previous',
  ArrowUp: 'previous',
  Home: 'first',
  End: 'last',
};

/** The intent of a key in a horizontal or vertical list of tabs, or undefined. */
export function rovingIntent(key: string): RovingIntent | undefined {
  // Own keys only: `toString` and friends live on the prototype of the table.
  return Object.hasOwn(ROVING_KEYS, key) ? ROVING_KEYS[key] : undefined;
}

/** The index an intent moves to, wrapping around. */
export function moveIndex(current: number, count: number, intent: RovingIntent): number {
  if (count <= 0) return -1;
  switch (intent) {
    case 'next':
      return (current + 1) % count;
    case 'previous':
      return (current - 1 + count) % count;
    case 'first':
      return 0;
    case 'last':
      return count - 1;
  }
}

/** Keyboard handling of the search combobox as a key-to-intent table plus pure functions, tested without a DOM. */

/** What a key press asks the combobox to do. */
export type ComboboxIntent = 'next' | 'previous' | 'select' | 'close';

/** Keys the combobox handles. */
export const KEY_INTENTS: Readonly<Record<string, ComboboxIntent>> = {
  ArrowDown: 'next',
  ArrowUp: 'previous',
  Enter: 'select',
  Escape: 'close',
};

/** The intent of a key, or null when the input should handle it. */
export function keyIntent(key: string): ComboboxIntent | null {
  return KEY_INTENTS[key] ?? null;
}

/** The next active option index (-1 = none) after a move, wrapping around. */
export function moveActive(active: number, count: number, intent: 'next' | 'previous'): number {
  if (count <= 0) return -1;
  if (intent === 'next') return active >= count - 1 ? 0 : active + 1;
  return active <= 0 ? count - 1 : active - 1;
}

/** True for ctrl+K, or cmd+K on a Mac: the shortcut that focuses the search box. */
export function isSearchShortcut(event: Pick<KeyboardEvent, 'key' | 'ctrlKey' | 'metaKey' | 'altKey' | 'shiftKey'>): boolean {
  return (event.ctrlKey || event.metaKey) && !event.altKey && !event.shiftKey && event.key.toLowerCase() === 'k';
}

/** True on Apple platforms, where the shortcut hint shows ⌘ instead of Ctrl. */
export function isApplePlatform(platform: string): boolean {
  return /mac|iphone|ipad|ipod/i.test(platform);
}

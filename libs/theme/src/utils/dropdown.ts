/** Pure rules for desktop dropdowns: which events close an open dropdown. */

/** Events a dropdown listens to while open. */
export const DROPDOWN_CLOSE_EVENTS = ['mousedown', 'touchstart', 'focusin'] as const;

/** True when an event outside the dropdown should close it. */
export function shouldCloseDropdown(eventType: string, target: Node | null, container: Node | null): boolean {
  if (!(DROPDOWN_CLOSE_EVENTS as readonly string[]).includes(eventType)) return false;
  if (!container || !target) return true;
  return !container.contains(target);
}

export type DropdownKeyIntent = 'toggle' | 'close' | undefined;

/** Key handling on the dropdown's trigger: Enter toggles, Escape closes. */
export function dropdownKeyIntent(key: string): DropdownKeyIntent {
  if (key === 'Enter') return 'toggle';
  if (key === 'Escape') return 'close';
  return undefined;
}

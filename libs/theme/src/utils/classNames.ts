/** A `class` attribute from class names, leaving out the empty ones (no stray spaces in the HTML). */
export function classNames(...names: readonly (string | false | null | undefined)[]): string {
  return names.filter(Boolean).join(' ');
}

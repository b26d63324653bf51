/** Colour mode rules (system, light or dark; the default is light), pure. */

/** The reader's choice: `system` follows the OS; stored as `null`. */
export type ColorModeChoice = 'system' | 'light' | 'dark';
export type ColorMode = 'light' | 'dark';

/** Validates a mode name; throws `unexpected color mode` for anything else. */
export function assertColorModeChoice(value: unknown): ColorModeChoice {
  if (value === 'system' || value === 'light' || value === 'dark') return value;
  throw new Error(`unexpected color mode ${JSON.stringify(value)}: use "system", "light" or "dark".`);
}

/**
 * The next choice when the toggle is pressed: with `respectPrefersColorScheme` it cycles
 * system -> light -> dark -> system; without it, it flips between dark and light.
 */
export function nextColorMode(current: ColorModeChoice, respectPrefersColorScheme: boolean, systemMode: ColorMode): ColorModeChoice {
  if (respectPrefersColorScheme) {
    if (current === 'system') return 'light';
    if (current === 'light') return 'dark';
    return 'system';
  }
  const effective = current === 'system' ? systemMode : current;
  return effective === 'dark' ? 'light' : 'dark';
}

/** The mode to paint for a choice. */
export function resolveColorMode(choice: ColorModeChoice, systemMode: ColorMode): ColorMode {
  return choice === 'system' ? systemMode : choice;
}

/** Tooltip of the colour-mode toggle, naming the current choice. */
export function colorModeTitle(choice: ColorModeChoice): string {
  return `Switch between dark and light mode (currently ${choice} mode)`;
}

/** Storage value of a choice (`system` is stored as null) and back. */
export function toStored(choice: ColorModeChoice): string | null {
  return choice === 'system' ? null : choice;
}

export function fromStored(value: string | null, fallback: ColorModeChoice): ColorModeChoice {
  if (value === null) return fallback;
  return value === 'light' || value === 'dark' ? value : fallback;
}

/** Storage key of the choice. */
export const COLOR_MODE_STORAGE_KEY = 'theme';

/**
 * Inline script for the page head that applies the stored mode before first paint, so readers
 * never see a flash of the wrong theme. Following the system (`respectPrefersColorScheme`), a
 * system that says light or dark wins over `defaultMode`, as with Docusaurus; one that says
 * neither gets the default.
 */
export function colorModeScript(options: { readonly defaultMode: ColorMode; readonly respectPrefersColorScheme: boolean; readonly disableSwitch: boolean }): string {
  const config = JSON.stringify(options);
  return `<script>(function(){var c=${config},m=c.defaultMode;try{if(!c.disableSwitch){var s=localStorage.getItem('${COLOR_MODE_STORAGE_KEY}');if(s==='light'||s==='dark')m=s;else if(c.respectPrefersColorScheme&&matchMedia('(prefers-color-scheme: dark)').matches)m='dark';else if(c.respectPrefersColorScheme&&matchMedia('(prefers-color-scheme: light)').matches)m='light'}}catch(e){}document.documentElement.setAttribute('data-theme',m)})()</script>`;
}

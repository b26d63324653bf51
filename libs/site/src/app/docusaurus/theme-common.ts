/**
 * `@docusaurus/theme-common` for a site's own components: `useColorMode()` with the shape the
 * classic theme gives it (`colorMode`, `setColorMode`, and the older `isDarkTheme`,
 * `setLightTheme`, `setDarkTheme`), read from the theme's colour mode.
 */
import { useColorMode as useThemeColorMode } from '@hpcdocs/theme';

export interface ColorModeContext {
  /** The mode painted now. */
  readonly colorMode: 'light' | 'dark';
  readonly setColorMode: (mode: 'light' | 'dark') => void;
  readonly isDarkTheme: boolean;
  readonly setLightTheme: () => void;
  readonly setDarkTheme: () => void;
}

export function useColorMode(): ColorModeContext {
  const { mode, setChoice } = useThemeColorMode();
  return {
    colorMode: mode,
    setColorMode: setChoice,
    isDarkTheme: mode === 'dark',
    setLightTheme: () => setChoice('light'),
    setDarkTheme: () => setChoice('dark'),
  };
}

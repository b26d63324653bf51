/**
 * `@docusaurus/theme-common` for a site's own components: `useColorMode()` with the shape the
 * classic theme gives it (`colorMode`, `setColorMode`, and the older `isDarkTheme`,
 * `setLightTheme`, `setDarkTheme`), read from the theme's colour mode; and `PageMetadata`, whose
 * title becomes the tab's (a swizzled NotFound sets its title with it).
 */
import { useEffect, type ReactNode } from 'react';
import { useColorMode as useThemeColorMode } from '@hpcdocs/theme';
import { useSiteData } from '../site-context.js';
import { pageTitle } from '../site-data.js';

export interface PageMetadataProps {
  readonly title?: string;
  /** Accepted for Docusaurus' components; the page's meta description is the one its route has. */
  readonly description?: string;
  readonly keywords?: string | readonly string[];
  readonly image?: string;
  readonly children?: ReactNode;
}

/** Renders nothing; its title becomes the tab's title once the page runs (the prerendered head has the route's). */
export function PageMetadata({ title }: PageMetadataProps): ReactNode {
  const site = useSiteData();
  useEffect(() => {
    if (title) document.title = pageTitle(site, title);
  }, [site, title]);
  return null;
}

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

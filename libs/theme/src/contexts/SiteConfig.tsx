import { createContext, createElement, Fragment, isValidElement, useContext, type ReactNode } from 'react';
import type { SiteConfig } from '../config.js';

const SiteConfigContext = createContext<SiteConfig | null>(null);

export interface SiteConfigProviderProps {
  readonly config: SiteConfig;
  readonly children: ReactNode;
}

/** Makes the site configuration available to every theme component. */
export function SiteConfigProvider({ config, children }: SiteConfigProviderProps): ReactNode {
  return <SiteConfigContext.Provider value={config}>{children}</SiteConfigContext.Provider>;
}

/** The site configuration; throws a named error outside `<SiteConfigProvider>`. */
export function useSiteConfig(): SiteConfig {
  const config = useContext(SiteConfigContext);
  if (!config) throw new Error('@hpcdocs/theme: useSiteConfig() must be used inside <SiteConfigProvider>.');
  return config;
}

/** The site configuration, or null outside `<SiteConfigProvider>` (a component shown on its own, as in Storybook). */
export function useOptionalSiteConfig(): SiteConfig | null {
  return useContext(SiteConfigContext);
}

/**
 * `t(text, values)` of {@link useT}: a string while every value is a string or a number, markup
 * (a fragment) once a value is an element (a link, `<b>`).
 */
export interface Translate {
  (text: string, values?: Readonly<Record<string, string | number>>): string;
  (text: string, values: Readonly<Record<string, ReactNode>>): ReactNode;
}

/**
 * The theme's labels in the site's language: `t(text, values)` looks the English `text` up in the
 * config's `translations` (falling back to `text`), then puts `values` in its `{name}`
 * placeholders (one without a value is left out). Outside `<SiteConfigProvider>`: English.
 */
export function useT(): Translate {
  const table = useOptionalSiteConfig()?.translations;
  return ((text: string, values?: Readonly<Record<string, ReactNode>>) => {
    // split() with a capture group: the odd parts are the placeholders' names.
    const parts = (table?.[text] ?? text).split(/\{(\w+)\}/).map((part, i) => (i % 2 ? values?.[part] : part));
    return parts.some(isValidElement) ? createElement(Fragment, null, ...parts) : parts.join('');
  }) as Translate;
}

import { createContext, useContext, type ReactNode } from 'react';
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

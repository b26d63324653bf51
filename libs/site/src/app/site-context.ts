/**
 * The site's data as context: its own module, so the Docusaurus shims a site's components import
 * (`@docusaurus/theme-common`'s PageMetadata) read it without loading the App and its virtual modules.
 */
import { createContext, useContext } from 'react';
import type { SiteData } from './site-data.js';

export const SiteDataContext = createContext<SiteData | null>(null);

/** The site's data (config, landing, search options) inside the App. */
export function useSiteData(): SiteData {
  const site = useContext(SiteDataContext);
  if (!site) throw new Error('@hpcdocs/site: useSiteData() is used outside the site App. Render it inside <SiteApp> (or a custom App that renders <SiteProviders>).');
  return site;
}

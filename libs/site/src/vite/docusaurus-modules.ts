/**
 * The Docusaurus modules a site's components may import, each answered by a shim in
 * `app/docusaurus` (see siteAliases in config.ts): `@docusaurus/<name>` and `@theme/<name>`.
 */
export const DOCUSAURUS_MODULES = ['Link', 'useBaseUrl', 'BrowserOnly', 'useDocusaurusContext', 'Head', 'router', 'useIsBrowser', 'theme-common', 'Translate'];
export const THEME_MODULES = ['Tabs', 'TabItem', 'Admonition', 'Details', 'CodeBlock', 'DocCardList', 'TOCInline', 'Heading', 'Layout', 'Icon/ExternalLink', 'CodeInline'];

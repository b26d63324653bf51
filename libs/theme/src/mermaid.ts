/**
 * `@hpcdocs/theme/mermaid`: the Mermaid diagram component, apart from the rest of the theme so
 * only the pages with a diagram load it (a page lists it in `DocJson.components`), and a site
 * that does not draw diagrams never bundles it. The component loads mermaid itself, lazily.
 */
export { Mermaid } from './components/Mermaid/index.js';
export type { MermaidApi, MermaidProps } from './components/Mermaid/index.js';

/**
 * `@hpcdocs/theme/mermaid`: the Mermaid diagram component, apart from the rest of the theme so a
 * site that does not draw diagrams never bundles it (the site adds it to the content components
 * only when its config turns `markdown.mermaid` on). The component loads mermaid itself, lazily.
 */
export { Mermaid } from './components/Mermaid/index.js';
export type { MermaidApi, MermaidProps } from './components/Mermaid/index.js';

export { Mermaid } from './Mermaid.js';
export type { MermaidApi, MermaidProps } from './Mermaid.js';

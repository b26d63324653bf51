export { Admonition, AdmonitionTitle } from './Admonition.js';
export type { AdmonitionProps, AdmonitionType } from './Admonition.js';

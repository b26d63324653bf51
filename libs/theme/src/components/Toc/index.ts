export { Toc, tocEntries } from './Toc.js';
export type { TocProps } from './Toc.js';

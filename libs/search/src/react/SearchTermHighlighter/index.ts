export { SearchTermHighlighter } from './SearchTermHighlighter.js';
export type { SearchTermHighlighterProps } from './SearchTermHighlighter.js';

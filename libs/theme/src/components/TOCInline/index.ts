export { TOCInline } from './TOCInline.js';
export type { TOCInlineProps } from './TOCInline.js';

/**
 * The HTML elements an MDX doc may write as JSX (`<kbd>`, `<details>`, `<iframe>`...), as MDX
 * allows them and Docusaurus docs use them. They go through the same sanitizer as raw HTML in
 * Markdown (see sanitize.ts), which also decides their attributes; elements that could run or
 * submit something (`script`, `form`, `input`, `object`, `embed`, `style`) are not among them.
 */
export const MDX_HTML_ELEMENTS: ReadonlySet<string> = new Set([
  // the ones docs use most (the unknown-component hint names the first eight)
  'details', 'summary', 'br', 'kbd', 'sup', 'sub', 'mark', 'abbr',
  // text and inline semantics
  'p', 'span', 'div', 'a', 'wbr', 'hr', 'b', 'i', 'u', 's', 'em', 'strong', 'small', 'del', 'ins',
  'code', 'samp', 'var', 'cite', 'dfn', 'q', 'time', 'bdi', 'bdo', 'ruby', 'rt', 'rp', 'strike', 'tt', 'center',
  // headings and blocks
  'h1', 'h2', 'h3', 'h4', 'h5', 'h6', 'pre', 'blockquote', 'section', 'figure', 'figcaption',
  // lists
  'ul', 'ol', 'li', 'dl', 'dt', 'dd',
  // tables
  'table', 'caption', 'colgroup', 'col', 'thead', 'tbody', 'tfoot', 'tr', 'th', 'td',
  // media
  'img', 'picture', 'source', 'video', 'audio', 'track', 'iframe',
  // drawings of plain shapes, and math, as written by hand
  'svg', 'g', 'path', 'line', 'rect', 'circle', 'ellipse', 'polyline', 'polygon',
  'math', 'mi', 'mn', 'mo', 'mrow', 'msup', 'msub', 'mfrac', 'msqrt', 'mtext',
]);

/**
 * HTML attribute names as written in HTML (`class`, `allowfullscreen`) -> the names the tree and
 * the sanitizer use (React's), so an element copied from HTML keeps its attributes. JSX-style
 * names (`className`, `allowFullScreen`) are already right.
 */
export const HTML_ATTRIBUTE_NAMES: Readonly<Record<string, string>> = {
  class: 'className', for: 'htmlFor', allowfullscreen: 'allowFullScreen', autoplay: 'autoPlay', playsinline: 'playsInline',
  srcset: 'srcSet', srclang: 'srcLang', referrerpolicy: 'referrerPolicy', colspan: 'colSpan', rowspan: 'rowSpan', datetime: 'dateTime',
};

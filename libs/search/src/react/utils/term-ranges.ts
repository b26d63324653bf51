/**
 * DOM ranges of search terms in a subtree, for the CSS Custom Highlight API. Ranges only point at
 * text: nothing is inserted into the page, so React's DOM stays as React rendered it.
 */

const SKIPPED = new Set(['SCRIPT', 'STYLE', 'NOSCRIPT', 'TEMPLATE', 'TEXTAREA', 'INPUT']);

/** Every case-insensitive occurrence of any term in the text under `root`, in document order. */
export function findTermRanges(root: Node, terms: readonly string[]): Range[] {
  const document = root.ownerDocument ?? (root as Document);
  const wanted = terms.filter((t) => t.length > 0);
  if (wanted.length === 0) return [];
  const walker = document.createTreeWalker(root, NodeFilter.SHOW_TEXT, {
    // Navigation (breadcrumbs, a table of contents) names other pages: only the text is marked.
    acceptNode: (node) => (node.parentElement && (SKIPPED.has(node.parentElement.tagName) || node.parentElement.closest('nav')) ? NodeFilter.FILTER_REJECT : NodeFilter.FILTER_ACCEPT),
  });
  const ranges: Range[] = [];
  for (let node = walker.nextNode(); node; node = walker.nextNode()) {
    const text = node.nodeValue ?? '';
    const lower = text.toLowerCase();
    // Lower-casing can change length ('İ'); offsets would then be wrong, so such text is skipped.
    if (lower.length !== text.length) continue;
    const marked: [number, number][] = [];
    for (const term of wanted) {
      for (let at = lower.indexOf(term); at !== -1; at = lower.indexOf(term, at + term.length)) marked.push([at, at + term.length]);
    }
    marked.sort((a, b) => a[0] - b[0]);
    let end = -1;
    for (const [start, stop] of marked) {
      if (start < end) continue;
      const range = document.createRange();
      range.setStart(node, start);
      range.setEnd(node, stop);
      ranges.push(range);
      end = stop;
    }
  }
  return ranges;
}

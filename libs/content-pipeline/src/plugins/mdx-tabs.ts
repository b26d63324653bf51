/**
 * Docusaurus' `<Tabs>` props that the pipeline reads: the `values` list (the items' labels and
 * order) and a bare `queryString`.
 */
import type { MdxJsxAttribute, MdxJsxFlowElement, MdxJsxTextElement } from 'mdast-util-mdx-jsx';
import type { VFile } from 'vfile';
import { report } from './context.js';
import type { Literal } from './mdx-literals.js';

type Jsx = MdxJsxFlowElement | MdxJsxTextElement;

/**
 * Docusaurus' `<Tabs values={[{label, value}]}>`: the labels go onto the TabItems that have
 * none, and the TabItems take the list's order, which is the tabs' order (the list is read, never
 * run); `values` itself is not passed on.
 */
function labelTabItems(tabs: Jsx, values: Literal | undefined): void {
  if (!Array.isArray(values)) return;
  const labels = new Map<string, string>();
  for (const entry of values as readonly Literal[]) {
    if (entry && typeof entry === 'object' && !Array.isArray(entry)) {
      const { value, label } = entry as { readonly [key: string]: Literal };
      if (typeof value === 'string' && typeof label === 'string') labels.set(value, label);
    }
  }
  for (const child of tabs.children) {
    const item = child as Jsx;
    if ((item.type !== 'mdxJsxFlowElement' && item.type !== 'mdxJsxTextElement') || item.name !== 'TabItem') continue;
    const attributes = item.attributes as MdxJsxAttribute[];
    const value = attributes.find((a) => a.type === 'mdxJsxAttribute' && a.name === 'value')?.value;
    const label = typeof value === 'string' ? labels.get(value) : undefined;
    if (label !== undefined && !attributes.some((a) => a.type === 'mdxJsxAttribute' && a.name === 'label')) attributes.push({ type: 'mdxJsxAttribute', name: 'label', value: label });
  }
  // Items in the list's order; the others (and what is not an item) after them, as they were.
  const order = [...labels.keys()];
  const rank = (child: Jsx['children'][number]): number => {
    const item = child as Jsx;
    if ((item.type !== 'mdxJsxFlowElement' && item.type !== 'mdxJsxTextElement') || item.name !== 'TabItem') return order.length;
    const value = (item.attributes as MdxJsxAttribute[]).find((a) => a.type === 'mdxJsxAttribute' && a.name === 'value')?.value;
    const at = typeof value === 'string' ? order.indexOf(value) : -1;
    return at === -1 ? order.length : at;
  };
  tabs.children = tabs.children.map((child, i) => ({ child, i })).sort((a, b) => rank(a.child) - rank(b.child) || a.i - b.i).map(({ child }) => child) as Jsx['children'];
}

/**
 * Reads a `<Tabs>` element's props (`literals`, changed in place) and items; false when it is in
 * error. `queryString` alone names the URL parameter after the group, as in Docusaurus.
 */
export function readTabs(jsx: Jsx, literals: Record<string, Literal>, file: VFile): boolean {
  labelTabItems(jsx, literals['values']);
  if (literals['queryString'] !== true) return true;
  if (typeof literals['groupId'] === 'string') {
    literals['queryString'] = literals['groupId'];
    return true;
  }
  report(file, jsx, '<Tabs queryString> needs a groupId: the URL parameter is named after it.', 'Add groupId="...", or name the parameter: queryString="os".');
  return false;
}

/**
 * Column labels for a rendered table's cells. Pure functions over React elements (no DOM), so the
 * server render and hydration produce the same attributes.
 */
import { Children, cloneElement, createElement, Fragment, isValidElement, type ReactElement, type ReactNode } from 'react';

type WithChildren = ReactElement<{ readonly children?: ReactNode }>;

function isElement(node: ReactNode, types: readonly string[]): node is WithChildren {
  return isValidElement(node) && typeof node.type === 'string' && types.includes(node.type);
}

/**
 * The table's parts as one flat list: fragments opened (a table written as
 * `<Table><>{head}{body}</></Table>` holds one fragment, not a thead and a tbody).
 */
export function tableParts(children: ReactNode): ReactNode[] {
  return Children.toArray(children).flatMap((child) =>
    isValidElement<{ readonly children?: ReactNode }>(child) && child.type === Fragment ? tableParts(child.props.children) : [child],
  );
}

/** The text a reader sees in rendered content. */
export function textOf(node: ReactNode): string {
  if (typeof node === 'string' || typeof node === 'number') return String(node);
  if (Array.isArray(node)) return node.map((child: ReactNode) => textOf(child)).join('');
  if (isValidElement<{ readonly children?: ReactNode }>(node)) return textOf(node.props.children);
  return '';
}

/** The texts of the table's first header row (`thead > tr > th`), or [] when it has none. */
export function columnLabels(table: ReactNode): string[] {
  const head = Children.toArray(table).find((node) => isElement(node, ['thead']));
  if (!head) return [];
  const row = Children.toArray(head.props.children).find((node) => isElement(node, ['tr']));
  if (!row) return [];
  return Children.toArray(row.props.children)
    .filter((node) => isElement(node, ['th', 'td']))
    .map((cell) => textOf(cell.props.children).replace(/\s+/gu, ' ').trim());
}

/**
 * The table's content with each body cell given `data-label` (the header of its column) and its
 * content wrapped in one `<div className={valueClassName}>`, so a stacked layout can place the
 * label and the value side by side however many inline pieces the value has.
 */
export function labelCells(table: ReactNode, labels: readonly string[], valueClassName: string): ReactNode {
  return Children.map(table, (section) => {
    if (!isElement(section, ['tbody'])) return section;
    const rows = Children.map(section.props.children, (row) => {
      if (!isElement(row, ['tr'])) return row;
      let column = 0;
      const cells = Children.map(row.props.children, (cell) => {
        if (!isElement(cell, ['td', 'th'])) return cell;
        const label = labels[column];
        column += 1;
        if (!label) return cell;
        return cloneElement(cell as ReactElement<Record<string, unknown>>, { 'data-label': label }, createElement('div', { className: valueClassName }, cell.props.children));
      });
      return cloneElement(row, undefined, cells);
    });
    return cloneElement(section, undefined, rows);
  });
}

import type { ReactNode, TableHTMLAttributes } from 'react';
import { useScrollEdges } from '../../hooks/useScrollEdges.js';
import { columnLabels, labelCells, tableParts } from './cells.js';
import styles from './Table.module.css';

/** Props of {@link Table}: a `<table>`'s attributes and its rows. */
export interface TableProps extends TableHTMLAttributes<HTMLTableElement> {
  readonly children?: ReactNode;
}

/**
 * From this many columns a table reflows on phones into one block per row, each cell under its
 * column's header: a four-column parameter table at 375 px otherwise pushes its Description
 * column off-screen. Narrower tables keep their grid and scroll.
 */
export const STACK_FROM_COLUMNS = 3;

/**
 * A doc table. Wide tables scroll sideways inside their box (focusable, so the keyboard scrolls
 * them too) with a shadow on each edge that still hides content; on phones, tables of three or
 * more columns are stacked instead (see {@link STACK_FROM_COLUMNS}).
 */
export function Table({ children, ...rest }: TableProps): ReactNode {
  const parts = tableParts(children);
  const labels = columnLabels(parts);
  const stacked = labels.length >= STACK_FROM_COLUMNS;
  const { ref, edges } = useScrollEdges<HTMLDivElement>();
  const overflow = [edges.start ? 'start' : '', edges.end ? 'end' : ''].filter(Boolean).join(' ');
  return (
    <div className={styles['table']} data-overflow={overflow || undefined}>
      {/* Focusable so keyboard users can scroll a wide table; no landmark role (a page has many tables). */}
      <div ref={ref} className={styles['scroller']} tabIndex={0}>
        <table {...rest} data-stacked={stacked ? '' : undefined}>
          {stacked ? labelCells(parts, labels, styles['value'] ?? '') : parts}
        </table>
      </div>
    </div>
  );
}

import { render } from '@testing-library/react';
import { describe, expect, it } from 'vitest';
import { axeViolations } from '../../../test/render.tsx';
import { columnLabels, labelCells, textOf } from './cells.js';
import { Table } from './Table.js';

const head = (
  <thead>
    <tr>
      <th>Field</th>
      <th>
        <em>Type</em>
      </th>
      <th>Description</th>
    </tr>
  </thead>
);
const body = (
  <tbody>
    <tr>
      <td>
        <code>name</code>
      </td>
      <td>string</td>
      <td>
        The name, <strong>unique</strong> per account.
      </td>
    </tr>
  </tbody>
);

describe('Table', () => {
  describe('given a table of three or more columns', () => {
    it('should label every body cell with its column header and mark the table stackable', async () => {
      const { container } = render(
        <Table>
          {head}
          {body}
        </Table>,
      );
      const table = container.querySelector('table');
      expect(table?.hasAttribute('data-stacked')).toBe(true);
      expect([...container.querySelectorAll('tbody td')].map((td) => td.getAttribute('data-label'))).toEqual(['Field', 'Type', 'Description']);
      // The value keeps its inline pieces together in one wrapper.
      expect(container.querySelector('tbody td:last-child > div')?.textContent).toBe('The name, unique per account.');
      expect(await axeViolations(container)).toEqual([]);
    });
  });

  describe('given the rows in a fragment', () => {
    it('should find the header and label the cells all the same', () => {
      const { container } = render(
        <Table>
          <>
            {head}
            {body}
          </>
        </Table>,
      );
      expect([...container.querySelectorAll('tbody td')].map((td) => td.getAttribute('data-label'))).toEqual(['Field', 'Type', 'Description']);
    });
  });

  describe('given a two-column table', () => {
    it('should leave it as a scrolling grid', () => {
      const { container } = render(
        <Table>
          <thead>
            <tr>
              <th>Problem</th>
              <th>Fix</th>
            </tr>
          </thead>
          <tbody>
            <tr>
              <td>a</td>
              <td>b</td>
            </tr>
          </tbody>
        </Table>,
      );
      expect(container.querySelector('table')?.hasAttribute('data-stacked')).toBe(false);
      expect(container.querySelector('td')?.hasAttribute('data-label')).toBe(false);
      expect(container.querySelector('[tabindex="0"]')?.contains(container.querySelector('table'))).toBe(true);
    });
  });
});

describe('given the cell helpers', () => {
  it('should read header text through nested elements', () => {
    expect(columnLabels([head, body])).toEqual(['Field', 'Type', 'Description']);
    expect(textOf(<p>a <b>b</b> {3}</p>)).toBe('a b 3');
  });

  it('should find no labels in a table without a header row', () => {
    expect(columnLabels([body])).toEqual([]);
  });

  it('should label body cells only, never the header row', () => {
    const { container } = render(<table>{labelCells([head, body], ['A', 'B', 'C'], 'v')}</table>);
    expect(container.querySelectorAll('th[data-label]')).toHaveLength(0);
    expect([...container.querySelectorAll('td')].map((td) => td.getAttribute('data-label'))).toEqual(['A', 'B', 'C']);
    expect(container.querySelectorAll('td > div.v')).toHaveLength(3);
  });
});

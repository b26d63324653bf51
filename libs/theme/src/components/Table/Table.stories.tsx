import type { Meta, StoryObj } from '@storybook/react-vite';
import { expect, within } from 'storybook/test';
import { State, States } from '../../testing/states.js';
import { Table } from './Table.js';

/** A parameter table as the API pages write it: four columns, long descriptions. */
const parameters = (
  <>
    <thead>
      <tr>
        <th>Field</th>
        <th>Type</th>
        <th>Required</th>
        <th>Description</th>
      </tr>
    </thead>
    <tbody>
      <tr>
        <td>
          <code>instanceTypeId</code>
        </td>
        <td>string</td>
        <td>Yes</td>
        <td>
          The GPU type and count, as listed by the console. Pick one that is <strong>available</strong> in the region.
        </td>
      </tr>
      <tr>
        <td>
          <code>isSpotInstance</code>
        </td>
        <td>boolean</td>
        <td>No</td>
        <td>Whether the instance may be reclaimed. Default false.</td>
      </tr>
    </tbody>
  </>
);

/** Two columns, one of them wide: it keeps its grid and scrolls. */
const twoColumns = (
  <>
    <thead>
      <tr>
        <th>Problem</th>
        <th>Fix</th>
      </tr>
    </thead>
    <tbody>
      <tr>
        <td>Out of memory while loading the weights</td>
        <td>
          <code>--tensor-parallel-size=8 --max-model-len=32768 --gpu-memory-utilization=0.92 --enforce-eager</code>
        </td>
      </tr>
    </tbody>
  </>
);

const meta = {
  title: 'Content/Table',
  component: Table,
  args: { children: parameters },
} satisfies Meta<typeof Table>;

export default meta;
type Story = StoryObj<typeof meta>;

/** Four columns: a grid on wide screens, one labelled block per row on phones (try the mobile viewport). */
export const ParameterTable: Story = {
  play: async ({ canvasElement }) => {
    const cell = within(canvasElement).getByText('Whether the instance may be reclaimed. Default false.').closest('td');
    await expect(cell).toHaveAttribute('data-label', 'Description');
  },
};

/** Two columns wider than the box: it scrolls, with a shadow on the side that hides content. */
export const WideTwoColumns: Story = {
  args: { children: twoColumns },
  decorators: [(Story) => <div style={{ maxWidth: 320 }}>{Story()}</div>],
};

/** Both tables in a phone-wide column and a wide one. */
export const AllStates: Story = {
  render: () => (
    <States>
      <State label="Parameter table, wide box">
        <Table>{parameters}</Table>
      </State>
      <State label="Two columns in a 320 px box: scrolls, right edge shadowed">
        <div style={{ maxWidth: 320 }}>
          <Table>{twoColumns}</Table>
        </div>
      </State>
    </States>
  ),
};

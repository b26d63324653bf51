import type { Meta, StoryObj } from '@storybook/react-vite';
import { expect, userEvent, within } from 'storybook/test';
import { State, States } from '../../testing/states.js';
import { Details } from './Details.js';

const meta = {
  title: 'Content/Details',
  component: Details,
  args: { summary: 'Example response', children: <p>A JSON object describing the instance.</p> },
} satisfies Meta<typeof Details>;

export default meta;
type Story = StoryObj<typeof meta>;

export const Closed: Story = {
  play: async ({ canvasElement }) => {
    const canvas = within(canvasElement);
    await expect(canvas.getByText('A JSON object describing the instance.')).not.toBeVisible();
    await userEvent.click(canvas.getByText('Example response'));
    await expect(canvasElement.querySelector('details')).toHaveAttribute('open');
    await userEvent.click(canvas.getByText('Example response'));
    await expect(canvasElement.querySelector('details')).not.toHaveAttribute('open');
  },
};

export const Open: Story = { args: { open: true } };

/** A `<summary>` child, as Markdown `<details>` produces. */
export const SummaryChild: Story = {
  render: () => (
    <Details>
      <summary>Why is my instance pending?</summary>
      <p>Capacity in the region is low; try another region.</p>
    </Details>
  ),
};

export const AllStates: Story = {
  render: () => (
    <States>
      <State label="Closed">
        <Details summary="Example response">
          <p>A JSON object describing the instance.</p>
        </Details>
      </State>
      <State label="Open">
        <Details summary="Example response" open>
          <p>A JSON object describing the instance.</p>
        </Details>
      </State>
      <State label="Summary from Markdown">
        <Details>
          <summary>Why is my instance pending?</summary>
          <p>Capacity in the region is low; try another region.</p>
        </Details>
      </State>
    </States>
  ),
};

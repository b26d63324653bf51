import type { Meta, StoryObj } from '@storybook/react-vite';
import { REPEATED_LANDMARKS, State, States } from '../../testing/states.js';
import { expect, within } from 'storybook/test';
import { Pagination } from './Pagination.js';

const previous = { title: 'API overview', permalink: '/doc/docs/api/' };
const next = { title: 'List instances', permalink: '/doc/docs/api/instance/list' };

const meta = {
  title: 'Docs/Pagination',
  component: Pagination,
  args: { previous, next },
} satisfies Meta<typeof Pagination>;

export default meta;
type Story = StoryObj<typeof meta>;

export const Both: Story = {
  play: async ({ canvasElement }) => {
    const canvas = within(canvasElement);
    await expect(canvas.getByRole('link', { name: /API overview/ })).toHaveAttribute('rel', 'prev');
    await expect(canvas.getByRole('link', { name: /List instances/ })).toHaveAttribute('href', '/doc/docs/api/instance/list');
  },
};
export const OnlyNext: Story = { args: { previous: undefined } };
export const OnlyPrevious: Story = { args: { next: undefined } };

/** Both, only next (first doc), only previous (last doc). Three "Docs pages" navs by design. */
export const AllStates: Story = {
  parameters: { a11y: REPEATED_LANDMARKS },
  render: () => (
    <States>
      <State label="Previous and next">
        <Pagination previous={previous} next={next} />
      </State>
      <State label="First doc: only next">
        <Pagination next={next} />
      </State>
      <State label="Last doc: only previous">
        <Pagination previous={previous} />
      </State>
    </States>
  ),
};

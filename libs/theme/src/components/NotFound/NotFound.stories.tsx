import type { Meta, StoryObj } from '@storybook/react-vite';
import { expect, within } from 'storybook/test';
import { State, States } from '../../testing/states.js';
import { NotFound } from './NotFound.js';

const meta = {
  title: 'Pages/NotFound',
  component: NotFound,
  parameters: { theme: { pathname: '/doc/docs/nowhere', notFound: true } },
} satisfies Meta<typeof NotFound>;

export default meta;
type Story = StoryObj<typeof meta>;

export const Default: Story = {
  play: async ({ canvasElement }) => {
    await expect(within(canvasElement).getByRole('link', { name: 'Go to the documentation home' })).toHaveAttribute('href', '/doc/');
  },
};

export const CustomHome: Story = {
  args: { homeHref: '/doc/docs/quickstart/' },
  play: async ({ canvasElement }) => {
    await expect(within(canvasElement).getByRole('link', { name: 'Go to the documentation home' })).toHaveAttribute('href', '/doc/docs/quickstart/');
  },
};

export const AllStates: Story = {
  render: () => (
    <States columns={2}>
      <State label="Home link to the base URL">
        <NotFound />
      </State>
      <State label="Custom home link">
        <NotFound homeHref="/doc/docs/quickstart/" />
      </State>
    </States>
  ),
};

import type { Meta, StoryObj } from '@storybook/react-vite';
import { expect, within } from 'storybook/test';
import { State, States } from '../../testing/states.js';
import { BaseUrlBanner } from './BaseUrlBanner.js';

const meta = {
  title: 'Feedback/BaseUrlBanner',
  component: BaseUrlBanner,
} satisfies Meta<typeof BaseUrlBanner>;

export default meta;
type Story = StoryObj<typeof meta>;

/** The site was opened at `/` while it is built for `/doc/`. */
export const WrongBaseUrl: Story = {
  args: { pathname: '/' },
  play: async ({ canvasElement }) => {
    await expect(within(canvasElement).getByRole('alert')).toHaveTextContent('configured for the base URL /doc/ but was opened at /');
  },
};
/** Under the base URL nothing shows. */
export const RightBaseUrl: Story = {
  args: { pathname: '/doc/docs/quickstart/' },
  play: async ({ canvasElement }) => {
    await expect(within(canvasElement).queryByRole('alert')).toBeNull();
  },
};

export const AllStates: Story = {
  render: () => (
    <States>
      <State label="Opened at / (wrong base URL)">
        <BaseUrlBanner pathname="/" />
      </State>
      <State label="Opened under /doc/ (renders nothing)">
        <BaseUrlBanner pathname="/doc/docs/quickstart/" />
      </State>
    </States>
  ),
};

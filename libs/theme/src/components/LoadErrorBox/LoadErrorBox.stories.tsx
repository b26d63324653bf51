import type { Meta, StoryObj } from '@storybook/react-vite';
import { expect, fn, userEvent, within } from 'storybook/test';
import { State, States } from '../../testing/states.js';
import { LoadErrorBox } from './LoadErrorBox.js';

const meta = {
  title: 'Pages/LoadErrorBox',
  component: LoadErrorBox,
  args: { error: new Error('Failed to fetch dynamically imported module: /doc/assets/launch.3f2a9c.json'), onRetry: fn() },
} satisfies Meta<typeof LoadErrorBox>;

export default meta;
type Story = StoryObj<typeof meta>;

export const Default: Story = {
  play: async ({ args, canvasElement }) => {
    await userEvent.click(within(canvasElement).getByRole('button', { name: 'Retry' }));
    await expect(args.onRetry).toHaveBeenCalledTimes(1);
  },
};

export const Offline: Story = { args: { error: new TypeError('NetworkError when attempting to fetch resource.') } };

/** Above the prerendered page, when the data that would bring it to life failed on the first load. */
export const Inline: Story = {
  args: { variant: 'inline', error: new Error('@hpcdocs/router: could not load /doc/assets/content/site-data.5c1e0a9b2d.json (HTTP 503)') },
  play: async ({ canvasElement }) => {
    await expect(within(canvasElement).getByRole('heading', { level: 2, name: 'This page did not finish loading' })).toBeVisible();
  },
};

/** In the sidebar's place, when only the site data (sidebars, versions) did not load: the page itself works. */
export const Sidebar: Story = {
  args: { variant: 'sidebar', error: new Error('Loading chunk /doc/assets/content/site-data.5c1e0a9b2d.json failed: HTTP 503') },
  render: (args) => (
    <div style={{ width: 280 }}>
      <LoadErrorBox {...args} />
    </div>
  ),
  play: async ({ canvasElement }) => {
    await expect(within(canvasElement).getByRole('heading', { level: 2, name: 'The menu did not load' })).toBeVisible();
  },
};

export const AllStates: Story = {
  render: (args) => (
    <States>
      <State label="A page chunk failed to load">
        <LoadErrorBox {...args} />
      </State>
      <State label="Offline">
        <LoadErrorBox {...args} error={new TypeError('NetworkError when attempting to fetch resource.')} />
      </State>
      <State label="Inline, above the prerendered page">
        <LoadErrorBox {...args} variant="inline" />
      </State>
      <State label="In the sidebar's place">
        <div style={{ width: 280 }}>
          <LoadErrorBox {...args} variant="sidebar" />
        </div>
      </State>
    </States>
  ),
};

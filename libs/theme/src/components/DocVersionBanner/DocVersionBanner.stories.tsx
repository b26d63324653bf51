import type { Meta, StoryObj } from '@storybook/react-vite';
import { expect, fn, userEvent, within } from 'storybook/test';
import { State, States } from '../../testing/states.js';
import { DocVersionBadge, DocVersionBanner } from './DocVersionBanner.js';

const meta = {
  title: 'Pages/DocVersionBanner',
  component: DocVersionBanner,
  args: {
    siteTitle: 'HPC Cloud',
    version: { label: '1.0', banner: 'unmaintained' },
    latest: { label: '2.0', to: '/docs/instances/launch' },
    onFollow: fn(),
  },
} satisfies Meta<typeof DocVersionBanner>;

export default meta;
type Story = StoryObj<typeof meta>;

/** A page of an older version, no longer maintained. */
export const Unmaintained: Story = {
  play: async ({ args, canvasElement }) => {
    const canvas = within(canvasElement);
    await expect(canvas.getByRole('note')).toHaveTextContent('This is documentation for HPC Cloud 1.0, which is no longer actively maintained.');
    await userEvent.click(canvas.getByRole('link', { name: 'latest version' }));
    await expect(args.onFollow).toHaveBeenCalledTimes(1);
  },
};

/** A page of the docs being written for the next release. */
export const Unreleased: Story = {
  args: { version: { label: 'Next', banner: 'unreleased' } },
  play: async ({ canvasElement }) => {
    await expect(within(canvasElement).getByRole('note')).toHaveTextContent('This is unreleased documentation for HPC Cloud Next version.');
  },
};

/** The badge under the breadcrumbs of every page of a site with several versions. */
export const Badge: Story = {
  render: () => <DocVersionBadge label="2.0" />,
  play: async ({ canvasElement }) => {
    await expect(within(canvasElement).getByText('Version: 2.0')).toBeVisible();
  },
};

export const AllStates: Story = {
  render: (args) => (
    <States>
      <State label="An older version, no longer maintained">
        <DocVersionBanner {...args} />
      </State>
      <State label="The next version, not yet released">
        <DocVersionBanner {...args} version={{ label: 'Next', banner: 'unreleased' }} />
      </State>
      <State label="The version badge">
        <DocVersionBadge label="1.0" />
      </State>
    </States>
  ),
};

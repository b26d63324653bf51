import type { Meta, StoryObj } from '@storybook/react-vite';
import { expect, userEvent, waitFor, within } from 'storybook/test';
import { REPEATED_LANDMARKS, State, States } from '../../testing/states.js';
import { ANNOUNCEMENT_DISMISS_KEY, AnnouncementBar } from './AnnouncementBar.js';

const meta = {
  title: 'Layout/AnnouncementBar',
  component: AnnouncementBar,
  args: {
    config: { id: 'h200-2026', content: 'H200 instances are available in a new region. <a href="https://hpc-ai.com/">See the console</a>.', isCloseable: true },
  },
} satisfies Meta<typeof AnnouncementBar>;

export default meta;
type Story = StoryObj<typeof meta>;

/** 'Close' hides the bar and remembers the bar's id, so it stays closed on the next page. */
export const Closeable: Story = {
  beforeEach: () => () => window.localStorage.removeItem(ANNOUNCEMENT_DISMISS_KEY),
  play: async ({ canvasElement }) => {
    const canvas = within(canvasElement);
    await expect(canvas.getByRole('region', { name: 'Announcement' })).toBeVisible();
    await userEvent.click(canvas.getByRole('button', { name: 'Close' }));
    await expect(canvas.queryByRole('region', { name: 'Announcement' })).toBeNull();
    await expect(window.localStorage.getItem(ANNOUNCEMENT_DISMISS_KEY)).toBe('h200-2026');
  },
};

/** Dismissed earlier with the same id: the bar stays hidden. */
export const DismissedEarlier: Story = {
  beforeEach: () => {
    window.localStorage.setItem(ANNOUNCEMENT_DISMISS_KEY, 'h200-2026');
    return () => window.localStorage.removeItem(ANNOUNCEMENT_DISMISS_KEY);
  },
  play: async ({ canvasElement }) => {
    await waitFor(() => expect(within(canvasElement).queryByRole('region', { name: 'Announcement' })).toBeNull());
  },
};

/** A new id shows the bar again although an older one was dismissed. */
export const NewIdAfterDismissal: Story = {
  args: { config: { id: 'h200-2026-second', content: 'H200 instances are now in two regions.', isCloseable: true } },
  beforeEach: () => {
    window.localStorage.setItem(ANNOUNCEMENT_DISMISS_KEY, 'h200-2026');
    return () => window.localStorage.removeItem(ANNOUNCEMENT_DISMISS_KEY);
  },
  play: async ({ canvasElement }) => {
    await expect(within(canvasElement).getByRole('region', { name: 'Announcement' })).toBeVisible();
  },
};

export const Coloured: Story = {
  args: { config: { id: 'colours', content: 'Scheduled maintenance on Saturday 02:00-04:00 UTC.', backgroundColor: '#1a45b0', textColor: '#ffffff', isCloseable: false } },
};

/** Closeable with the default colours, and not closeable with the site's colours. */
export const AllStates: Story = {
  parameters: { a11y: REPEATED_LANDMARKS },
  render: () => (
    <States>
      <State label="Closeable, default colours">
        <AnnouncementBar config={{ id: 'a', content: 'Closeable announcement. <a href="https://hpc-ai.com/">With a link</a>.', isCloseable: true }} />
      </State>
      <State label="Not closeable, custom colours">
        <AnnouncementBar config={{ id: 'b', content: 'Not closeable, custom colours.', backgroundColor: '#fff4e5', textColor: '#5c3c00', isCloseable: false }} />
      </State>
    </States>
  ),
};

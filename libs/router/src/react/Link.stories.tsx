import type { Meta, StoryObj } from '@storybook/react-vite';
import { expect, within } from 'storybook/test';
import { Link } from './Link.js';

// Storybook renders every story inside the theme's providers, so a router with the base URL
// `/doc/` is around (libs/theme/.storybook/decorators.tsx); clicks do not leave the preview.

const meta = {
  title: 'Router/Link',
  component: Link,
  args: { to: 'docs/quickstart/', children: 'Quickstart' },
} satisfies Meta<typeof Link>;

export default meta;
type Story = StoryObj<typeof meta>;

/** A site path: the base URL is added, and the page is prefetched on hover, focus and view. */
export const SitePath: Story = {
  play: async ({ canvasElement }) => {
    await expect(within(canvasElement).getByRole('link', { name: 'Quickstart' })).toHaveAttribute('href', '/doc/docs/quickstart/');
  },
};

/** A path that already starts with the base URL is kept as it is. */
export const FullPath: Story = {
  args: { to: '/doc/docs/api/instance/launch', children: 'Launch an instance' },
  play: async ({ canvasElement }) => {
    await expect(within(canvasElement).getByRole('link', { name: 'Launch an instance' })).toHaveAttribute('href', '/doc/docs/api/instance/launch');
  },
};

/** An absolute URL is a plain link: no base URL, no client-side navigation, no prefetch. */
export const ExternalUrl: Story = {
  args: { to: 'https://hpc-ai.com/', children: 'hpc-ai.com', target: '_blank', rel: 'noopener noreferrer' },
  play: async ({ canvasElement }) => {
    const link = within(canvasElement).getByRole('link', { name: 'hpc-ai.com' });
    await expect(link).toHaveAttribute('href', 'https://hpc-ai.com/');
    await expect(link).toHaveAttribute('target', '_blank');
  },
};

/** A fragment stays a fragment (a jump on the same page). */
export const Fragment: Story = {
  args: { to: '#install', children: 'Install' },
  play: async ({ canvasElement }) => {
    await expect(within(canvasElement).getByRole('link', { name: 'Install' })).toHaveAttribute('href', '#install');
  },
};

/** Every kind of target, for visual review. */
export const AllStates: Story = {
  render: () => (
    <ul style={{ display: 'grid', gap: 8, font: '14px/1.5 var(--hpc-font-sans, system-ui)' }}>
      <li>
        Site path: <Link to="docs/quickstart/">Quickstart</Link>
      </li>
      <li>
        Full path: <Link to="/doc/docs/api/instance/launch">Launch an instance</Link>
      </li>
      <li>
        External URL:{' '}
        <Link to="https://hpc-ai.com/" target="_blank" rel="noopener noreferrer">
          hpc-ai.com
        </Link>
      </li>
      <li>
        Fragment: <Link to="#install">Install</Link>
      </li>
    </ul>
  ),
};

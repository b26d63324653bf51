import type { Meta, StoryObj } from '@storybook/react-vite';
import type { DocCardItem } from '@hpcdocs/content-pipeline/schema';
import { expect, within } from 'storybook/test';
import { State, States } from '../../testing/states.js';
import { DocCardList } from './DocCardList.js';

const items: readonly DocCardItem[] = [
  { type: 'link', label: 'Launch an instance', href: '/doc/docs/api/instance/launch', description: 'Start a GPU instance from an image, with the region and the disk you choose.' },
  { type: 'link', label: 'List instances', href: '/doc/docs/api/instance/list' },
  { type: 'category', label: 'Storage', href: '/doc/docs/api/storage/create', count: 3 },
  { type: 'category', label: 'User', href: '/doc/docs/api/user/login', count: 1 },
  { type: 'link', label: 'Status page', href: 'https://status.example.com', description: 'Outages and maintenance.' },
];

const meta = {
  title: 'Content/DocCardList',
  component: DocCardList,
  args: { items },
} satisfies Meta<typeof DocCardList>;

export default meta;
type Story = StoryObj<typeof meta>;

/** A category's items: docs with their descriptions, categories with their size, an external link. */
export const Default: Story = {
  play: async ({ canvasElement }) => {
    const canvas = within(canvasElement);
    await expect(canvas.getByRole('link', { name: /Launch an instance/ })).toHaveAttribute('href', '/doc/docs/api/instance/launch');
    await expect(canvas.getByText('3 items')).toBeVisible();
    await expect(canvas.getByText('1 item')).toBeVisible();
    await expect(canvas.getByRole('link', { name: /Status page/ })).toHaveAttribute('target', '_blank');
  },
};

/** A category with nothing to list renders an empty list. */
export const Empty: Story = {
  args: { items: [] },
  play: async ({ canvasElement }) => {
    await expect(within(canvasElement).queryAllByRole('listitem')).toHaveLength(0);
  },
};

export const AllStates: Story = {
  render: () => (
    <States>
      <State label="Docs, categories and an external link">
        <DocCardList items={items} />
      </State>
      <State label="One card">
        <DocCardList items={items.slice(0, 1)} />
      </State>
    </States>
  ),
};

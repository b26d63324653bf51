import type { Meta, StoryObj } from '@storybook/react-vite';
import { expect, within } from 'storybook/test';
import DocCardList from './DocCardList.js';

// `@theme/DocCardList` given Docusaurus' sidebar items (without items, the category of the page shown).
const meta = { title: 'Site/Docusaurus/DocCardList', component: DocCardList } satisfies Meta<typeof DocCardList>;
export default meta;
type Story = StoryObj<typeof meta>;

export const Items: Story = {
  args: {
    items: [
      { type: 'link', label: 'Install', href: '/docs/install', description: 'Set it up on your machine.' },
      { type: 'category', label: 'Guides', href: '/docs/guides/', items: [{ type: 'link', label: 'Configure', href: '/docs/guides/configure' }] },
    ],
  },
  play: async ({ canvasElement }) => {
    await expect(within(canvasElement).getByText('Install')).toBeInTheDocument();
  },
};

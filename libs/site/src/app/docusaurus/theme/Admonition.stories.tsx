import type { Meta, StoryObj } from '@storybook/react-vite';
import { expect, within } from 'storybook/test';
import Admonition from './Admonition.js';

// `@theme/Admonition` with Docusaurus' props: a title may be markup (its text is shown).
const meta = { title: 'Site/Docusaurus/Admonition', component: Admonition } satisfies Meta<typeof Admonition>;
export default meta;
type Story = StoryObj<typeof meta>;

export const MarkupTitle: Story = {
  args: { type: 'tip', title: <em>Save a snapshot first</em>, children: <p>Snapshots keep the data disk as it is now.</p> },
  play: async ({ canvasElement }) => {
    await expect(within(canvasElement).getByText('Save a snapshot first')).toBeInTheDocument();
  },
};

export const Caution: Story = { args: { type: 'caution', children: <p>Stopping an instance does not release its disk.</p> } };

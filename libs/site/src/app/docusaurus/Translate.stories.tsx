import type { Meta, StoryObj } from '@storybook/react-vite';
import { expect, within } from 'storybook/test';
import Translate from './Translate.js';

const meta = {
  title: 'Site/Docusaurus/Translate',
  component: Translate,
  args: { id: 'homepage.users', description: 'How many teams use it', values: { count: <b>1,200</b> }, children: '{count} teams build their docs with it' },
} satisfies Meta<typeof Translate>;

export default meta;
type Story = StoryObj<typeof meta>;

/** A message with an element for its placeholder, as a site's React page writes one. */
export const WithValues: Story = {
  play: async ({ canvasElement }) => {
    await expect(canvasElement).toHaveTextContent('1,200 teams build their docs with it');
    await expect(within(canvasElement).getByText('1,200').tagName).toBe('B');
  },
};

import type { Meta, StoryObj } from '@storybook/react-vite';
import { expect, within } from 'storybook/test';
import BrowserOnly from './BrowserOnly.js';

// `@docusaurus/BrowserOnly`: the fallback on the server and in the first render, the function's
// result once the page runs in a browser.
const meta = { title: 'Site/Docusaurus/BrowserOnly', component: BrowserOnly } satisfies Meta<typeof BrowserOnly>;
export default meta;
type Story = StoryObj<typeof meta>;

export const InTheBrowser: Story = {
  args: { fallback: <p>Loading the widget…</p>, children: () => <p>Window width: {window.innerWidth} px</p> },
  play: async ({ canvasElement }) => {
    await expect(await within(canvasElement).findByText(/Window width/)).toBeInTheDocument();
  },
};

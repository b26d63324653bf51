import type { Meta, StoryObj } from '@storybook/react-vite';
import { expect, within } from 'storybook/test';
import { State, States } from '../../testing/states.js';
import { TOCInline } from './TOCInline.js';

const toc = [
  { id: 'install', value: 'Install', level: 2 },
  { id: 'linux', value: 'Linux', level: 3 },
  { id: 'from-source', value: 'From source', level: 4 },
  { id: 'macos', value: 'macOS', level: 3 },
  { id: 'configure', value: 'Configure', level: 2 },
];

const meta = {
  title: 'Content/TOCInline',
  component: TOCInline,
  args: { toc },
} satisfies Meta<typeof TOCInline>;

export default meta;
type Story = StoryObj<typeof meta>;

/** Levels 2 and 3, nested. */
export const Default: Story = {
  play: async ({ canvasElement }) => {
    const canvas = within(canvasElement);
    await expect(canvas.getByRole('link', { name: 'Linux' })).toHaveAttribute('href', '#linux');
    await expect(canvas.queryByRole('link', { name: 'From source' })).toBeNull();
  },
};

/** Levels 3 and 4 only. */
export const DeeperLevels: Story = {
  args: { minHeadingLevel: 3, maxHeadingLevel: 4 },
  play: async ({ canvasElement }) => {
    const canvas = within(canvasElement);
    await expect(canvas.getByRole('link', { name: 'From source' })).toBeVisible();
    await expect(canvas.queryByRole('link', { name: 'Install' })).toBeNull();
  },
};

export const AllStates: Story = {
  render: () => (
    <States>
      <State label="Levels 2-3">
        <TOCInline toc={toc} />
      </State>
      <State label="Levels 2-4">
        <TOCInline toc={toc} maxHeadingLevel={4} />
      </State>
      <State label="No headings in range: nothing">
        <TOCInline toc={toc} minHeadingLevel={5} />
      </State>
    </States>
  ),
};

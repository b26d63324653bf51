import type { Meta, StoryObj } from '@storybook/react-vite';
import { expect, within } from 'storybook/test';
import CodeBlock from './CodeBlock.js';

// `@theme/CodeBlock` as a site component uses it: the code as given (not highlighted), its
// language from `language` or a `language-*` class, a title and line numbers.
const meta = { title: 'Site/Docusaurus/CodeBlock', component: CodeBlock } satisfies Meta<typeof CodeBlock>;
export default meta;
type Story = StoryObj<typeof meta>;

export const TitleAndLineNumbers: Story = {
  args: { className: 'language-bash', title: 'check.sh', showLineNumbers: true, children: 'nvidia-smi\nnproc\n' },
  play: async ({ canvasElement }) => {
    await expect(within(canvasElement).getByText('check.sh')).toBeInTheDocument();
  },
};

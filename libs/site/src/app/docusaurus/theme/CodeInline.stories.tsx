import type { Meta, StoryObj } from '@storybook/react-vite';
import CodeInline from './CodeInline.js';

// `@theme/CodeInline` in a sentence, as a Docusaurus site's component writes it.
const meta = {
  title: 'Site/Docusaurus/CodeInline',
  component: CodeInline,
  render: (args) => (
    <p>
      Set the time zone with <CodeInline {...args} />, then restart the container.
    </p>
  ),
} satisfies Meta<typeof CodeInline>;
export default meta;
type Story = StoryObj<typeof meta>;

export const InASentence: Story = { args: { children: 'TZ=Europe/Paris' } };

import type { Meta, StoryObj } from '@storybook/react-vite';
import TOCInline from './TOCInline.js';

// `@theme/TOCInline`: a doc's table of contents inside its text, from the `toc` it exports.
const meta = { title: 'Site/Docusaurus/TOCInline', component: TOCInline } satisfies Meta<typeof TOCInline>;
export default meta;
type Story = StoryObj<typeof meta>;

export const ThreeSections: Story = {
  args: {
    toc: [
      { value: 'Before you start', id: 'before-you-start', level: 2 },
      { value: 'Launch an instance', id: 'launch-an-instance', level: 2 },
      { value: 'Choose a GPU', id: 'choose-a-gpu', level: 3 },
    ],
  },
};

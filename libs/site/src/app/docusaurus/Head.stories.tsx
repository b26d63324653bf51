import type { Meta, StoryObj } from '@storybook/react-vite';
import Head from './Head.js';

// `@docusaurus/Head`: its children render in place (React 19 hoists <title> and <meta> into the
// document's head on the client).
const meta = { title: 'Site/Docusaurus/Head', component: Head } satisfies Meta<typeof Head>;
export default meta;
type Story = StoryObj<typeof meta>;

export const MetaTags: Story = {
  args: {
    children: [<meta key="d" name="description" content="A page with its own description" />, <p key="p">The page's text; its meta tag went to the document head.</p>],
  },
};

import type { Meta, StoryObj } from '@storybook/react-vite';
import Heading from './Heading.js';

// `@theme/Heading`: h2 to h6 get the theme's anchor link; an h1 is the page title, without one.
const meta = { title: 'Site/Docusaurus/Heading', component: Heading } satisfies Meta<typeof Heading>;
export default meta;
type Story = StoryObj<typeof meta>;

export const Section: Story = { args: { as: 'h2', id: 'set-up', children: 'Set up' } };
export const PageTitle: Story = { args: { as: 'h1', children: 'Getting started' } };

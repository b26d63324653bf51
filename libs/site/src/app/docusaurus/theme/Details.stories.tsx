import type { Meta, StoryObj } from '@storybook/react-vite';
import Details from './Details.js';

// `<Details>` with Docusaurus' summary forms: a string, or a <summary> element.
const meta = { title: 'Site/Docusaurus/Details', component: Details } satisfies Meta<typeof Details>;
export default meta;
type Story = StoryObj<typeof meta>;

export const SummaryElement: Story = { args: { summary: <summary>Why is my volume not mounted?</summary>, children: <p>Check that the instance was launched with it.</p> } };
export const SummaryText: Story = { args: { summary: 'More about quotas', children: <p>Quotas are set per account.</p> } };

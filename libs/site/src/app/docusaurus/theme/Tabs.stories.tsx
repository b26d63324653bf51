import type { Meta, StoryObj } from '@storybook/react-vite';
import { expect, userEvent, within } from 'storybook/test';
import TabItem from './TabItem.js';
import Tabs from './Tabs.js';

// `@theme/Tabs` with Docusaurus' `values` list giving each TabItem its label.
const meta = { title: 'Site/Docusaurus/Tabs', component: Tabs } satisfies Meta<typeof Tabs>;
export default meta;
type Story = StoryObj<typeof meta>;

export const LabelsFromValues: Story = {
  args: {
    values: [
      { value: 'pip', label: 'pip' },
      { value: 'conda', label: 'Conda' },
    ],
    children: [
      <TabItem key="pip" value="pip">
        <p>pip install torch</p>
      </TabItem>,
      <TabItem key="conda" value="conda">
        <p>conda install pytorch</p>
      </TabItem>,
    ],
  },
  play: async ({ canvasElement }) => {
    await userEvent.click(within(canvasElement).getByRole('tab', { name: 'Conda' }));
    await expect(within(canvasElement).getByText('conda install pytorch')).toBeVisible();
  },
};

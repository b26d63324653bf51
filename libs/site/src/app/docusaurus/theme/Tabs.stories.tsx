import type { Meta, StoryObj } from '@storybook/react-vite';
import { expect, userEvent, within } from 'storybook/test';
import TabItem from './TabItem.js';
import Tabs from './Tabs.js';

// `@theme/Tabs` with Docusaurus' `values` list giving the tabs' order and labels.
const meta = { title: 'Site/Docusaurus/Tabs', component: Tabs } satisfies Meta<typeof Tabs>;
export default meta;
type Story = StoryObj<typeof meta>;

export const LabelsFromValues: Story = {
  args: {
    values: [
      { value: 'pip', label: 'pip' },
      { value: 'conda', label: 'Conda' },
    ],
    // The items in another order than the list's: the tabs follow the list.
    children: [
      <TabItem key="conda" value="conda">
        <p>conda install pytorch</p>
      </TabItem>,
      <TabItem key="pip" value="pip">
        <p>pip install torch</p>
      </TabItem>,
    ],
  },
  play: async ({ canvasElement }) => {
    await expect(within(canvasElement).getAllByRole('tab').map((tab) => tab.textContent)).toEqual(['pip', 'Conda']);
    await userEvent.click(within(canvasElement).getByRole('tab', { name: 'Conda' }));
    await expect(within(canvasElement).getByText('conda install pytorch')).toBeVisible();
  },
};

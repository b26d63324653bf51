import type { Meta, StoryObj } from '@storybook/react-vite';
import TabItem from './TabItem.js';
import Tabs from './Tabs.js';

// `@theme/TabItem`: one panel of Tabs, labelled by its own `label` here.
const meta = { title: 'Site/Docusaurus/TabItem', component: TabItem } satisfies Meta<typeof TabItem>;
export default meta;
type Story = StoryObj<typeof meta>;

export const InTabs: Story = {
  args: { value: 'linux', label: 'Linux', children: <p>ssh -i ~/.ssh/id_ed25519 root@host</p> },
  render: (args) => (
    <Tabs>
      <TabItem {...args} />
      <TabItem value="windows" label="Windows">
        <p>Use PowerShell's ssh.</p>
      </TabItem>
    </Tabs>
  ),
};

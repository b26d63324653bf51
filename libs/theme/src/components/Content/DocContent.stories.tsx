import type { Meta, StoryObj } from '@storybook/react-vite';
import { expect, within } from 'storybook/test';
import { docJson } from '../../testing/fixtures.js';
import { State, States } from '../../testing/states.js';
import { DocContent } from './DocContent.js';

const meta = {
  title: 'Content/DocContent',
  component: DocContent,
  args: { body: docJson.body },
  parameters: { theme: { pathname: docJson.permalink } },
} satisfies Meta<typeof DocContent>;

export default meta;
type Story = StoryObj<typeof meta>;

/** A doc body in the compact tree format, with every content component. */
export const EveryComponent: Story = {
  play: async ({ canvasElement }) => {
    const canvas = within(canvasElement);
    await expect(canvas.getByText('launch.sh')).toBeVisible();
    await expect(canvas.getByRole('tab', { name: 'curl' })).toHaveAttribute('aria-selected', 'true');
  },
};

/** A component name the table does not know: its children still render. */
export const UnknownComponent: Story = {
  args: { body: [['Mermaid', null, ['p', null, 'graph TD; A-->B']]] },
  play: async ({ canvasElement }) => {
    await expect(within(canvasElement).getByText('graph TD; A-->B')).toBeVisible();
  },
};

export const AllStates: Story = {
  render: () => (
    <States>
      <State label="Every content component">
        <DocContent body={docJson.body} />
      </State>
      <State label="Unknown component: children render">
        <DocContent body={[['Mermaid', null, ['p', null, 'graph TD; A-->B']]]} />
      </State>
    </States>
  ),
};

import type { Meta, StoryObj } from '@storybook/react-vite';
import { expect, within } from 'storybook/test';
import { Admonition, AdmonitionTitle } from './Admonition.js';

const meta = {
  title: 'Content/Admonition',
  component: Admonition,
  args: { type: 'note', children: 'Instances are billed per second while running.' },
  argTypes: { type: { control: 'select', options: ['note', 'tip', 'info', 'warning', 'danger', 'caution', 'spoiler'] } },
} satisfies Meta<typeof Admonition>;

export default meta;
type Story = StoryObj<typeof meta>;

export const Note: Story = {};
export const Tip: Story = { args: { type: 'tip', children: 'Stop instances you are not using.' } };
export const Info: Story = { args: { type: 'info', children: 'Images are cached per region.' } };
export const Warning: Story = { args: { type: 'warning', children: 'Deleting a volume cannot be undone.' } };
export const Danger: Story = { args: { type: 'danger', children: 'Never share your API key.' } };
/** `caution` is its own type, titled "Caution", in the warning colours. */
export const Caution: Story = { args: { type: 'caution', children: 'Stopping an instance keeps billing its disk.' } };

/** A custom title replaces the type's name. */
export const CautionWithTitle: Story = {
  args: { type: 'caution', title: 'Before you start', children: 'Check your quota.' },
  play: async ({ canvasElement }) => {
    const canvas = within(canvasElement);
    await expect(canvas.getByText('Before you start')).toBeVisible();
    await expect(canvasElement.querySelector('[data-type]')?.getAttribute('data-type')).toBe('caution');
  },
};

/** A site's own keyword (`docs.admonitions.keywords`): a neutral box titled with its name. */
export const CustomKeyword: Story = {
  args: { type: 'spoiler', children: 'The answer is 42.' },
  play: async ({ canvasElement }) => {
    await expect(within(canvasElement).getByText('spoiler')).toBeVisible();
    await expect(canvasElement.querySelector('[data-type]')?.getAttribute('data-type')).toBe('note');
  },
};

/** A title with markup (`:::note[**Read** \`this\`]`) arrives as a first `AdmonitionTitle` child. */
export const TitleWithMarkup: Story = {
  args: {
    type: 'note',
    children: [
      <AdmonitionTitle key="title">
        <strong>Read</strong> <code>this</code>
      </AdmonitionTitle>,
      <p key="body">Before you change the quota.</p>,
    ],
  },
  play: async ({ canvasElement }) => {
    const heading = canvasElement.querySelector('[role="note"] > p');
    await expect(heading?.querySelector('strong')?.textContent).toBe('Read');
    await expect(heading?.querySelector('code')?.textContent).toBe('this');
  },
};

export const AllStates: Story = {
  render: () => (
    <>
      {(['note', 'tip', 'info', 'warning', 'danger', 'caution', 'spoiler'] as const).map((type) => (
        <Admonition key={type} type={type}>
          This is a {type} admonition.
        </Admonition>
      ))}
    </>
  ),
};

import type { Meta, StoryObj } from '@storybook/react-vite';
import { expect, within } from 'storybook/test';
import { Heading } from './Heading.js';

const meta = {
  title: 'Content/Heading',
  component: Heading,
  args: { as: 'h2', id: 'install-the-cli', children: 'Install the CLI' },
} satisfies Meta<typeof Heading>;

export default meta;
type Story = StoryObj<typeof meta>;

/** Hover or focus shows the `#` anchor. */
export const WithAnchor: Story = {
  play: async ({ canvasElement }) => {
    await expect(within(canvasElement).getByRole('link', { name: 'Direct link to Install the CLI' })).toHaveAttribute('href', '#install-the-cli');
  },
};

/** Without an id there is nothing to link to: no anchor. */
export const WithoutId: Story = {
  render: ({ as, children }) => <Heading as={as}>{children}</Heading>,
  play: async ({ canvasElement }) => {
    await expect(within(canvasElement).queryByRole('link')).toBeNull();
  },
};

/** Every level with its anchor. */
export const AllStates: Story = {
  render: () => (
    <>
      {(['h2', 'h3', 'h4', 'h5', 'h6'] as const).map((level) => (
        <Heading key={level} as={level} id={`level-${level}`}>
          Heading {level}
        </Heading>
      ))}
    </>
  ),
};

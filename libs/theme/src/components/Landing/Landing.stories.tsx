import type { Meta, StoryObj } from '@storybook/react-vite';
import { expect, within } from 'storybook/test';
import { landingProps } from '../../testing/fixtures.js';
import { REPEATED_LANDMARKS, State, States } from '../../testing/states.js';
import { Landing } from './Landing.js';

const meta = {
  title: 'Pages/Landing',
  component: Landing,
  args: landingProps,
  parameters: { layout: 'fullscreen', theme: { pathname: '/doc/', sidebar: null } },
} satisfies Meta<typeof Landing>;

export default meta;
type Story = StoryObj<typeof meta>;

export const Default: Story = {
  play: async ({ canvasElement }) => {
    const canvas = within(canvasElement);
    await expect(canvas.getByRole('heading', { level: 1 })).toHaveTextContent(landingProps.title);
    await expect(canvas.getByRole('region', { name: 'Featured tutorials' })).toBeVisible();
  },
};

export const WithoutFeatured: Story = {
  args: { featured: [] },
  play: async ({ canvasElement }) => {
    await expect(within(canvasElement).queryByRole('region', { name: 'Featured tutorials' })).toBeNull();
  },
};

export const OnlyPrimaryAction: Story = {
  render: ({ title, tagline, primary, cards }) => <Landing title={title} tagline={tagline} primary={primary} cards={cards} />,
};

export const AllStates: Story = {
  parameters: { a11y: REPEATED_LANDMARKS },
  render: (args) => (
    <States>
      <State label="Default">
        <Landing {...args} />
      </State>
      <State label="Without featured tutorials">
        <Landing {...args} featured={[]} />
      </State>
    </States>
  ),
};

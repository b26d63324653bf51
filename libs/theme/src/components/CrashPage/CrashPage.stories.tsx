import { useState } from 'react';
import type { Meta, StoryObj } from '@storybook/react-vite';
import { expect, fn, userEvent, within } from 'storybook/test';
import { State, States } from '../../testing/states.js';
import { CrashPage, ErrorBoundary } from './CrashPage.js';

const meta = {
  title: 'Pages/CrashPage',
  component: CrashPage,
  args: { error: new Error("Cannot read properties of undefined (reading 'items')"), onTryAgain: fn() },
} satisfies Meta<typeof CrashPage>;

export default meta;
type Story = StoryObj<typeof meta>;

export const Default: Story = {
  play: async ({ args, canvasElement }) => {
    const canvas = within(canvasElement);
    await expect(canvas.getByRole('heading', { name: 'This page crashed.' })).toBeVisible();
    await userEvent.click(canvas.getByRole('button', { name: 'Try again' }));
    await expect(args.onTryAgain).toHaveBeenCalled();
  },
};

/** An error with a chain of causes: each is listed. */
export const WithCauses: Story = {
  args: { error: new Error('Rendering the doc failed', { cause: new Error('Unknown component "Mermaid"', { cause: 'content built with a newer theme' }) }) },
  play: async ({ canvasElement }) => {
    const canvas = within(canvasElement);
    await expect(canvas.getByText(/Rendering the doc failed/)).toBeVisible();
    await expect(canvas.getByText(/Unknown component "Mermaid"/)).toBeVisible();
    await expect(canvas.getByText(/content built with a newer theme/)).toBeVisible();
  },
};

let crashes = 1;
function Flaky() {
  if (crashes > 0) {
    crashes -= 1;
    throw new Error('Rendering failed once');
  }
  return <p>Rendered after Try again.</p>;
}

function Recovering() {
  const [key] = useState(() => {
    crashes = 1;
    return 'fresh';
  });
  return (
    <ErrorBoundary key={key}>
      <Flaky />
    </ErrorBoundary>
  );
}

/** The error boundary: a child that throws once; 'Try again' re-renders it. */
export const TryAgainRecovers: Story = {
  render: () => <Recovering />,
  play: async ({ canvasElement }) => {
    const canvas = within(canvasElement);
    await userEvent.click(await canvas.findByRole('button', { name: 'Try again' }));
    await expect(await canvas.findByText('Rendered after Try again.')).toBeVisible();
  },
};

export const AllStates: Story = {
  render: (args) => (
    <States>
      <State label="An error">
        <CrashPage {...args} />
      </State>
      <State label="An error with causes">
        <CrashPage {...args} error={new Error('Rendering the doc failed', { cause: new Error('Unknown component "Mermaid"') })} />
      </State>
    </States>
  ),
};

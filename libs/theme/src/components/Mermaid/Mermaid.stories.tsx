import type { Meta, StoryObj } from '@storybook/react-vite';
import { expect, waitFor } from 'storybook/test';
import { Mermaid, type MermaidApi } from './Mermaid.js';

const source = 'graph LR;\n  Launch-->Running;\n  Running-->Stopped;';

/** A stand-in for mermaid that draws a fixed picture, so the stories show each state at once. */
const drawn: () => Promise<MermaidApi> = () =>
  Promise.resolve({
    initialize: () => undefined,
    render: () =>
      Promise.resolve({
        svg: '<svg role="img" aria-label="Launch, then Running, then Stopped" viewBox="0 0 300 40" width="300" height="40"><text x="0" y="25">Launch → Running → Stopped</text></svg>',
      }),
  });
const pending: () => Promise<MermaidApi> = () => new Promise(() => undefined);
const failing: () => Promise<MermaidApi> = () => Promise.resolve({ initialize: () => undefined, render: () => Promise.reject(new Error('Parse error on line 2')) });

const meta = {
  title: 'Content/Mermaid',
  component: Mermaid,
  args: { value: source, load: drawn },
} satisfies Meta<typeof Mermaid>;

export default meta;
type Story = StoryObj<typeof meta>;

/** Before mermaid has loaded (and in the prerendered HTML): the source. */
export const Source: Story = {
  args: { load: pending },
  play: async ({ canvasElement }) => {
    await expect(canvasElement.querySelector('pre code')?.textContent).toBe(source);
  },
};

/** Drawn in the browser. */
export const Drawn: Story = {
  play: async ({ canvasElement }) => {
    await waitFor(() => expect(canvasElement.querySelector('[data-state="drawn"] svg')).not.toBeNull());
  },
};

/** A diagram mermaid cannot read: the source stays, with the reason. */
export const Failed: Story = {
  args: { value: 'graph oops', load: failing },
  play: async ({ canvasElement }) => {
    await waitFor(() => expect(canvasElement.querySelector('figcaption')?.textContent).toContain('Parse error on line 2'));
  },
};

export const AllStates: Story = {
  render: () => (
    <>
      <Mermaid value={source} load={pending} />
      <Mermaid value={source} load={drawn} />
      <Mermaid value="graph oops" load={failing} />
    </>
  ),
};

import type { Meta, StoryObj } from '@storybook/react-vite';
import { expect, userEvent, waitFor, within } from 'storybook/test';
import { State, States } from '../../testing/states.js';
import { CodeBlock } from './CodeBlock.js';

/** Replaces the clipboard for one story (the real one needs a user gesture and permission). */
function fakeClipboard(outcome: 'accept' | 'reject', copied: string[] = []) {
  return () => {
    const original = Object.getOwnPropertyDescriptor(window.navigator, 'clipboard');
    Object.defineProperty(window.navigator, 'clipboard', {
      configurable: true,
      value: {
        writeText: (text: string) => {
          copied.push(text);
          return outcome === 'accept' ? Promise.resolve() : Promise.reject(new Error('denied'));
        },
      },
    });
    return () => {
      if (original) Object.defineProperty(window.navigator, 'clipboard', original);
      else Reflect.deleteProperty(window.navigator, 'clipboard');
    };
  };
}

const copiedTexts: string[] = [];

const code = 'import torch\n\ndevice = torch.device("cuda")\nprint(torch.cuda.device_count())';
const line = (text: string, highlighted = false) => (
  <span key={text} className={highlighted ? 'line hl' : 'line'}>
    {text}
  </span>
);
const lines = (highlight: readonly number[] = []) => code.split('\n').map((text, i) => line(text || ' ', highlight.includes(i + 1)));

const meta = {
  title: 'Content/CodeBlock',
  component: CodeBlock,
  args: { code, language: 'python', children: lines() },
} satisfies Meta<typeof CodeBlock>;

export default meta;
type Story = StoryObj<typeof meta>;

/** 'Copy' copies the raw code and confirms with 'Copied'. */
export const Plain: Story = {
  beforeEach: fakeClipboard('accept', copiedTexts),
  play: async ({ canvasElement }) => {
    const canvas = within(canvasElement);
    copiedTexts.length = 0;
    await userEvent.click(canvas.getByRole('button', { name: 'Copy code to clipboard' }));
    await expect(await canvas.findByRole('button', { name: 'Copied' })).toHaveTextContent('Copied');
    await expect(copiedTexts).toEqual([code]);
  },
};

/** The clipboard refused: the button says so instead of pretending. */
export const CopyFailed: Story = {
  beforeEach: fakeClipboard('reject'),
  play: async ({ canvasElement }) => {
    const canvas = within(canvasElement);
    await userEvent.click(canvas.getByRole('button', { name: 'Copy code to clipboard' }));
    await waitFor(() => expect(canvas.getByRole('button', { name: 'Copy code to clipboard' })).toHaveTextContent('Copy failed'));
  },
};

export const WithTitle: Story = {
  args: { title: 'check_gpu.py' },
  play: async ({ canvasElement }) => {
    await expect(within(canvasElement).getByText('check_gpu.py')).toBeVisible();
  },
};

/** `showLineNumbers` (numbers start at 1). */
export const LineNumbers: Story = { args: { showLineNumbers: 1 } };

/** `showLineNumbers=10`: numbering starts at 10. */
export const LineNumbersFrom10: Story = { args: { showLineNumbers: 10 } };

/** `{3-4}` in the code fence's meta. */
export const HighlightedLines: Story = { args: { title: 'check_gpu.py', showLineNumbers: 1, children: lines([3, 4]) } };

/** Without highlighted children the raw code shows. */
export const RawCode: Story = { args: { children: undefined, code: 'nvidia-smi' } };

export const LongLine: Story = {
  args: { code: `curl -H "Authorization: Bearer $TOKEN" https://api.hpc-ai.com/v1/instances?region=us-east&gpu=H100&count=8&image=pytorch-2.4`, language: 'bash', children: undefined },
};

export const AllStates: Story = {
  render: (args) => (
    <States>
      <State label="Plain">
        <CodeBlock {...args} />
      </State>
      <State label="With title">
        <CodeBlock {...args} title="check_gpu.py" />
      </State>
      <State label="Line numbers">
        <CodeBlock {...args} showLineNumbers={1} />
      </State>
      <State label="Title, line numbers, highlighted lines 3-4">
        <CodeBlock {...args} title="check_gpu.py" showLineNumbers={1}>
          {lines([3, 4])}
        </CodeBlock>
      </State>
      <State label="Long line scrolls">
        <CodeBlock code="curl -H 'Authorization: Bearer $TOKEN' https://api.hpc-ai.com/v1/instances?region=us-east&gpu=H100&count=8&image=pytorch-2.4" language="bash" />
      </State>
    </States>
  ),
};

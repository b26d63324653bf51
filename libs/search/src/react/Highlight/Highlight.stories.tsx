import type { Meta, StoryObj } from '@storybook/react-vite';
import { expect } from 'storybook/test';
import { Highlight } from './Highlight.js';

const meta = {
  title: 'Search/Highlight',
  component: Highlight,
  args: { text: 'Launch a GPU instance with instanceTypeId and the GPU count.', terms: ['gpu', 'instancetypeid'] },
} satisfies Meta<typeof Highlight>;

export default meta;
type Story = StoryObj<typeof meta>;

/** Every occurrence of each term is marked, whatever its case. */
export const Terms: Story = {
  play: async ({ canvasElement }) => {
    await expect([...canvasElement.querySelectorAll('mark')].map((m) => m.textContent)).toEqual(['GPU', 'instanceTypeId', 'GPU']);
  },
};

/** No term matches: plain text. */
export const NoMatch: Story = { args: { terms: ['storage'] } };

/** Chinese terms. */
export const Chinese: Story = { args: { text: '首先创建实例，然后部署推理服务。', terms: ['部署', '实例'] } };

/** Regex characters and markup in the terms are matched literally. */
export const HostileTerms: Story = {
  args: { text: 'Match (.*) and <b> literally.', terms: ['(.*)', '<b>'] },
  play: async ({ canvasElement }) => {
    await expect(canvasElement.querySelector('b')).toBeNull();
    await expect(canvasElement.querySelectorAll('mark')).toHaveLength(2);
  },
};

import type { Meta, StoryObj } from '@storybook/react-vite';
import { expect } from 'storybook/test';
import { sampleHit } from '../testing/fake-client.js';
import { SearchResult } from './SearchResult.js';

const meta = {
  title: 'Search/SearchResult',
  component: SearchResult,
  args: { hit: sampleHit({ terms: ['launch', 'gpu'] }) },
  decorators: [
    (Story) => (
      <div style={{ maxWidth: 420, padding: 16 }}>
        <Story />
      </div>
    ),
  ],
} satisfies Meta<typeof SearchResult>;

export default meta;
type Story = StoryObj<typeof meta>;

/** A section hit: title, section, breadcrumb and snippet, terms marked. */
export const Section: Story = {
  play: async ({ canvasElement }) => {
    await expect([...canvasElement.querySelectorAll('mark')].map((m) => m.textContent)).toEqual(['Launch', 'launch', 'GPU']);
  },
};

/** A page hit: title and breadcrumb only. */
export const Page: Story = { args: { hit: sampleHit({ section: null, anchor: null, snippet: '', type: 'title' }) } };

/** No breadcrumb (a top-level page). */
export const NoBreadcrumb: Story = { args: { hit: sampleHit({ breadcrumbs: [] }) } };

/** Chinese text. */
export const Chinese: Story = {
  args: { hit: sampleHit({ title: 'DeepSeek R1 推理部署', section: '部署步骤', breadcrumbs: ['教程'], terms: ['部署'], snippet: '首先创建实例，然后下载模型权重并启动推理服务。' }) },
};

/** Text that looks like markup stays text. */
export const MarkupAsText: Story = {
  args: { hit: sampleHit({ title: '<script>alert(1)</script>', snippet: '<img src=x onerror=alert(1)>', terms: ['script'] }) },
  play: async ({ canvasElement }) => {
    await expect(canvasElement.querySelector('script, img')).toBeNull();
  },
};

/** Every variant, for visual review. */
export const AllStates: Story = {
  render: () => (
    <div style={{ display: 'grid', gap: 16 }}>
      <SearchResult hit={sampleHit({ terms: ['launch', 'gpu'] })} />
      <SearchResult hit={sampleHit({ section: null, anchor: null, snippet: '', type: 'title' })} />
      <SearchResult hit={sampleHit({ breadcrumbs: [] })} />
    </div>
  ),
};

import type { Meta, StoryObj } from '@storybook/react-vite';
import type { DocJson } from '@hpcdocs/content-pipeline/schema';
import { expect, within } from 'storybook/test';
import { arabicSiteConfig, docJson, docWithoutSidebar, docWithoutToc, tutorialSidebar } from '../../testing/fixtures.js';
import { ThemeProviders } from '../../testing/providers.js';
import { REPEATED_LANDMARKS, RightToLeft, State, States } from '../../testing/states.js';
import { DocPage } from './DocPage.js';

const meta = {
  title: 'Pages/DocPage',
  component: DocPage,
  args: { doc: docJson, sidebar: tutorialSidebar },
  parameters: { layout: 'fullscreen', theme: { pathname: docJson.permalink } },
  // The desktop layout (sidebar and TOC beside the doc) needs 996 px or more: pinned to the
  // desktop viewport, the preview is that wide whatever room the Storybook manager leaves it.
  globals: { viewport: { value: 'desktop', isRotated: false } },
} satisfies Meta<typeof DocPage>;

export default meta;
type Story = StoryObj<typeof meta>;

/** Sidebar, breadcrumbs, content with every component, TOC, pagination. */
export const WithSidebar: Story = {
  play: async ({ canvasElement }) => {
    const canvas = within(canvasElement);
    await expect(canvas.getByRole('heading', { level: 1, name: 'Launch an instance' })).toBeVisible();
    await expect(canvas.getByRole('link', { name: 'Launch' })).toHaveAttribute('aria-current', 'page');
  },
};

/** A doc outside the sidebar (on this site, two tutorials and the job template). */
export const FullWidthWithoutSidebar: Story = {
  args: { doc: docWithoutSidebar, sidebar: null },
  parameters: { theme: { pathname: docWithoutSidebar.permalink, sidebar: null } },
  play: async ({ canvasElement }) => {
    await expect(within(canvasElement).queryByRole('navigation', { name: 'Docs sidebar' })).not.toBeInTheDocument();
  },
};

/** `hide_table_of_contents: true`. */
export const NoToc: Story = {
  args: { doc: docWithoutToc },
  play: async ({ canvasElement }) => {
    await expect(within(canvasElement).queryByRole('navigation', { name: 'On this page' })).not.toBeInTheDocument();
  },
};

/** First doc of the sidebar: no previous link, no last-updated line. */
const firstDoc: DocJson = {
  schemaVersion: 1,
  id: 'quickstart',
  permalink: '/doc/docs/quickstart/',
  title: 'Quickstart',
  description: 'Create an account and launch your first instance.',
  keywords: [],
  sidebar: 'tutorialSidebar',
  toc: docJson.toc,
  hideTableOfContents: false,
  body: docJson.body,
  next: { title: 'API overview', permalink: '/doc/docs/api/' },
  readingTime: 2,
  unlisted: false,
};

export const FirstDoc: Story = {
  args: { doc: firstDoc },
  parameters: { theme: { pathname: '/doc/docs/quickstart/' } },
  play: async ({ canvasElement }) => {
    const pages = within(within(canvasElement).getByRole('navigation', { name: 'Docs pages' }));
    await expect(pages.getAllByRole('link')).toHaveLength(1);
    await expect(pages.getByRole('link')).toHaveAttribute('rel', 'next');
  },
};

/** Tags (each to its tag page), an "Edit this page" link, and who updated the doc last. */
const taggedDoc: DocJson = {
  ...docJson,
  tags: [
    { label: 'GPU', permalink: '/doc/docs/tags/gpu', description: 'Pages about GPU instances.' },
    { label: 'Getting started', permalink: '/doc/docs/tags/getting-started' },
  ],
  editUrl: 'https://example.com/docs/edit/main/docs/api/instance/launch.mdx',
  lastUpdatedBy: 'Docs team',
};

export const WithTagsAndEditLink: Story = {
  args: { doc: taggedDoc },
  play: async ({ canvasElement }) => {
    const canvas = within(canvasElement);
    await expect(canvas.getByRole('link', { name: 'GPU' })).toHaveAttribute('href', '/doc/docs/tags/gpu');
    await expect(canvas.getByRole('link', { name: 'Edit this page' })).toHaveAttribute('href', taggedDoc.editUrl);
    await expect(canvas.getByText(/by Docs team/)).toBeVisible();
  },
};

/** A doc that opens with `# The \`hpc run\` command ([reference](…))`: the page's title keeps the code and the link. */
export const TitleWithCodeAndLink: Story = {
  args: {
    doc: {
      ...docJson,
      contentTitle: 'The hpc run command (reference)',
      titleBody: ['The ', ['code', null, 'hpc run'], ' command (', ['a', { href: '/doc/docs/api/instance/launch' }, 'reference'], ')'],
    },
  },
  play: async ({ canvasElement }) => {
    const title = within(canvasElement).getByRole('heading', { level: 1, name: 'The hpc run command (reference)' });
    await expect(within(title).getByRole('link', { name: 'reference' })).toHaveAttribute('href', '/doc/docs/api/instance/launch');
    await expect(title.querySelector('code')).toHaveTextContent('hpc run');
  },
};

/** `hide_title: true`: no title shown above the body, though screen readers still find the page's h1. */
export const HiddenTitle: Story = {
  args: { doc: { ...docJson, hideTitle: true } },
  play: async ({ canvasElement }) => {
    const title = within(canvasElement).getByRole('heading', { level: 1, name: 'Launch an instance' });
    await expect(title.getBoundingClientRect().height).toBeLessThanOrEqual(1);
  },
};

/**
 * A right-to-left site (`<html dir="rtl">`), its labels in Arabic: the sidebar on the right, the
 * TOC on the left, text aligned right, the breadcrumb separators and pagination arrows pointing
 * along the reading direction, the chevrons of closed categories pointing left. Code stays left to right.
 */
export const RTL: Story = {
  args: { doc: taggedDoc },
  parameters: { theme: { pathname: docJson.permalink, config: arabicSiteConfig } },
  decorators: [
    (Story) => (
      <RightToLeft>
        <Story />
      </RightToLeft>
    ),
  ],
  play: async ({ canvasElement }) => {
    const canvas = within(canvasElement);
    const sidebar = canvas.getByRole('navigation', { name: 'الشريط الجانبي للتوثيق' });
    await expect(sidebar).toBeVisible();
    await expect(sidebar.closest('[dir]')).toHaveAttribute('dir', 'rtl');
    await expect(within(canvas.getByRole('navigation', { name: 'صفحات التوثيق' })).getByText('السابق')).toBeVisible();
    await expect(canvas.getByRole('link', { name: 'عدّل هذه الصفحة' })).toHaveAttribute('href', taggedDoc.editUrl);
    // The sidebar comes first in the row, so with the page mirrored it sits at the right.
    const sidebarBox = sidebar.getBoundingClientRect();
    const title = canvas.getByRole('heading', { level: 1 }).getBoundingClientRect();
    if (sidebarBox.width > 0) await expect(sidebarBox.left).toBeGreaterThan(title.left);
  },
};

/** With a sidebar, full width without one, without a TOC. */
export const AllStates: Story = {
  // A router per state (ThemeProviders): React Router allows none inside another.
  parameters: { a11y: REPEATED_LANDMARKS, theme: { router: false } },
  render: () => (
    <States>
      <State label="With sidebar, TOC and pagination">
        <ThemeProviders>
          <DocPage doc={docJson} sidebar={tutorialSidebar} />
        </ThemeProviders>
      </State>
      <State label="No sidebar: full width">
        <ThemeProviders pathname={docWithoutSidebar.permalink} sidebar={null}>
          <DocPage doc={docWithoutSidebar} sidebar={null} />
        </ThemeProviders>
      </State>
      <State label="No table of contents">
        <ThemeProviders>
          <DocPage doc={docWithoutToc} sidebar={tutorialSidebar} />
        </ThemeProviders>
      </State>
      <State label="Tags, edit link, last updated by">
        <ThemeProviders>
          <DocPage doc={taggedDoc} sidebar={tutorialSidebar} />
        </ThemeProviders>
      </State>
      <State label="Right to left, in Arabic">
        <ThemeProviders config={arabicSiteConfig}>
          <RightToLeft>
            <DocPage doc={taggedDoc} sidebar={tutorialSidebar} />
          </RightToLeft>
        </ThemeProviders>
      </State>
    </States>
  ),
};

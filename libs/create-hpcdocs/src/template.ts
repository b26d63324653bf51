/**
 * The starter site `npm create hpcdocs` (and `hpcdocs init`) writes: a config, three docs (one in a sidebar category) that
 * show a code block, an admonition and tabs, and the npm scripts to run it.
 */

/** Path relative to the new site's folder -> file text. `{{name}}` and `{{version}}` are filled in. */
export const STARTER_FILES: Readonly<Record<string, string>> = {
  'package.json': `{
  "name": "{{name}}",
  "private": true,
  "type": "module",
  "scripts": {
    "dev": "hpcdocs dev",
    "build": "hpcdocs build",
    "preview": "hpcdocs preview",
    "check": "hpcdocs check"
  },
  "dependencies": {
    "@hpcdocs/site": "{{version}}",
    "react": "^19.0.0",
    "react-dom": "^19.0.0"
  }
}
`,
  // A type-only import: the editor checks every key, and loading the config runs nothing else.
  'hpcdocs.config.ts': `import type { HpcdocsConfig } from '@hpcdocs/site';

export default {
  title: '{{title}}',
  tagline: 'Everything you need to get started.',
  // Where the site will be deployed: canonical links and the sitemap use it.
  url: 'https://docs.example.com',
  baseUrl: '/',
  favicon: 'img/favicon.svg',
  docs: { path: 'docs', routeBasePath: 'docs' },
  navbar: {
    items: [{ type: 'docSidebar', sidebarId: 'tutorialSidebar', label: 'Docs', position: 'left' }],
  },
  home: {
    landing: {
      title: '{{title}}',
      tagline: 'Everything you need to get started.',
      primary: { label: 'Read the introduction', to: '/docs/intro' },
      cards: [
        { title: 'Install', description: 'Set it up on your machine.', to: '/docs/guides/install' },
        { title: 'Configure', description: 'Change the settings you need.', to: '/docs/guides/configure' },
      ],
    },
  },
} satisfies HpcdocsConfig;
`,
  'docs/intro.md': `---
title: Introduction
sidebar_position: 1
---

Welcome. These docs came with the starter site: edit them, or add your own Markdown files
to \`docs/\`. Every file becomes a page, and the sidebar follows the folders.

## What is here

- [Install](./guides/install.md): a code block and an admonition.
- [Configure](./guides/configure.mdx): tabs.

## Run it

\`\`\`bash
npm run dev      # a dev server that updates as you edit
npm run build    # the static site, in build/
npm run preview  # serve build/ as it will be deployed
\`\`\`
`,
  'docs/guides/_category_.json': `{
  "label": "Guides",
  "position": 2,
  "collapsed": false
}
`,
  'docs/guides/install.md': `---
title: Install
sidebar_position: 1
---

Install the tool with npm:

\`\`\`bash title="Terminal"
npm install --global example-tool
example-tool --version
\`\`\`

:::tip[Check your Node.js]

It needs Node.js 20 or later: \`node --version\` tells you which you have.

:::

## Next

[Configure it](./configure.mdx).
`,
  'docs/guides/configure.mdx': `---
title: Configure
sidebar_position: 2
---

The settings live in one file. Pick your format:

<Tabs groupId="format">
<TabItem value="json" label="JSON">

\`\`\`json title="settings.json"
{ "color": "blue", "retries": 3 }
\`\`\`

</TabItem>
<TabItem value="yaml" label="YAML">

\`\`\`yaml title="settings.yaml"
color: blue
retries: 3
\`\`\`

</TabItem>
</Tabs>

:::note

Restart the tool after you change a setting.

:::
`,
  'static/img/favicon.svg': `<svg xmlns="http://www.w3.org/2000/svg" viewBox="0 0 32 32"><rect width="32" height="32" rx="6" fill="#2156d9"/><path d="M9 8h9a6 6 0 0 1 0 12h-5v4H9z" fill="#fff"/></svg>
`,
  '.gitignore': `node_modules/
build/
`,
};

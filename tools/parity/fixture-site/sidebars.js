// @ts-check
// The sidebar of the current docs (2.0). Version 1.0 keeps its own in
// versioned_sidebars/version-1.0-sidebars.json.

/** @type {import('@docusaurus/plugin-content-docs').SidebarsConfig} */
const sidebars = {
  docsSidebar: [
    'intro',
    'install',
    'configure',
    {
      type: 'category',
      label: 'Guides',
      items: ['guides/queues', 'guides/priorities', 'guides/retries'],
    },
    {
      type: 'category',
      label: 'Reference',
      items: ['reference/cli'],
    },
    'faq',
  ],
};

export default sidebars;

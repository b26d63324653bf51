/**
 * Small, realistic data for stories and tests: a site config, the `tutorialSidebar` and a doc
 * whose body exercises every content component. Not part of the package's public API.
 */
import type { DocJson, SidebarItem } from '@hpcdocs/content-pipeline/schema';
import type { I18nConfig, NavbarItemConfig, SiteConfig } from '../config.js';
import type { LandingProps } from '../components/Landing/Landing.js';

/** The path the fixtures treat as "the current page" unless a story or test says otherwise. */
export const FIXTURE_PATH = '/doc/docs/quickstart/';

/** Site config as the HPC-AI.COM docs use it: one `docSidebar` item labelled 'Docs'. */
export const siteConfig: SiteConfig = {
  title: 'HPC-AI.COM Docs',
  tagline: 'Run GPU workloads on the HPC-AI.COM cloud',
  url: 'https://hpc-ai.com',
  baseUrl: '/doc/',
  navbar: {
    items: [{ type: 'docSidebar', sidebarId: 'tutorialSidebar', label: 'Docs', position: 'left' }],
  },
};

/** A dropdown navbar item (not used by the real site, but a supported item type). */
export const dropdownItem: NavbarItemConfig = {
  type: 'dropdown',
  label: 'Resources',
  position: 'left',
  items: [
    { label: 'Billing', to: '/docs/billing/' },
    { label: 'Storage', to: '/docs/storage/' },
    { label: 'Status page', href: 'https://status.example.com' },
  ],
};

/** The site config with a dropdown and an external link next to the docs item. */
export const siteConfigWithDropdown: SiteConfig = {
  ...siteConfig,
  navbar: {
    items: [
      ...siteConfig.navbar.items,
      dropdownItem,
      { label: 'HPC-AI.COM', href: 'https://hpc-ai.com', position: 'right' },
    ],
  },
};

/** The site config with no navbar items (the mobile toggle is disabled). */
export const siteConfigWithoutItems: SiteConfig = { ...siteConfig, navbar: { items: [] } };

/** A site in English (the default locale, at the base URL), French and Arabic (right to left). */
export const locales: I18nConfig['locales'] = [
  { locale: 'en', label: 'English', baseUrl: '/doc/', htmlLang: 'en-US', direction: 'ltr' },
  { locale: 'fr', label: 'Français', baseUrl: '/doc/fr/', htmlLang: 'fr-FR', direction: 'ltr' },
  { locale: 'ar', label: 'العربية', baseUrl: '/doc/ar/', htmlLang: 'ar', direction: 'rtl' },
];

/** The locale dropdown, at the right of the navbar. */
export const localeDropdownItem: NavbarItemConfig = { type: 'localeDropdown', position: 'right' };

/** The English app of the three-locale site, with the locale dropdown. */
export const siteConfigWithLocales: SiteConfig = {
  ...siteConfig,
  navbar: { items: [...siteConfig.navbar.items, localeDropdownItem] },
  i18n: { currentLocale: 'en', locales },
};

/** Some of the theme's labels in French (the keys are the English texts the theme shows). */
export const frenchTranslations: Readonly<Record<string, string>> = {
  'On this page': 'Sur cette page',
  Previous: 'Précédent',
  Next: 'Suivant',
  'Docs pages': 'Pages de la documentation',
  'Edit this page': 'Modifier cette page',
  'Last updated{atDate}{byUser}': 'Dernière mise à jour{atDate}{byUser}',
  ' on {date}': ' le {date}',
  ' by {user}': ' par {user}',
  '{readingTime} min read': '{readingTime} min de lecture',
  'Docs sidebar': 'Barre latérale de la documentation',
  Breadcrumbs: "Fil d'Ariane",
  'Home page': "Page d'accueil",
  Copy: 'Copier',
  'Copy code to clipboard': 'Copier le code',
};

/** The French app of the three-locale site (under `/doc/fr/`), its labels translated. */
export const frenchSiteConfig: SiteConfig = {
  ...siteConfigWithLocales,
  baseUrl: '/doc/fr/',
  translations: frenchTranslations,
  i18n: { currentLocale: 'fr', locales },
};

/**
 * A right-to-left site: Arabic labels, its pages at the fixtures' base URL (so the fixture doc and
 * sidebar serve as they are). Render it inside `dir="rtl"` (see `RightToLeft` in testing/states.tsx).
 */
export const arabicSiteConfig: SiteConfig = {
  ...siteConfig,
  translations: {
    'On this page': 'في هذه الصفحة',
    Previous: 'السابق',
    Next: 'التالي',
    'Docs pages': 'صفحات التوثيق',
    'Edit this page': 'عدّل هذه الصفحة',
    'Last updated{atDate}{byUser}': 'آخر تحديث{atDate}{byUser}',
    ' on {date}': ' في {date}',
    ' by {user}': ' بواسطة {user}',
    '{readingTime} min read': 'القراءة في {readingTime} دقائق',
    'Docs sidebar': 'الشريط الجانبي للتوثيق',
    Breadcrumbs: 'مسار التنقل',
    'Home page': 'الصفحة الرئيسية',
    Home: 'الرئيسية',
    'Tags:': 'الوسوم:',
    Copy: 'نسخ',
    'Copy code to clipboard': 'انسخ الشيفرة',
    Copied: 'نُسخت',
    Note: 'ملاحظة',
    Tip: 'نصيحة',
    Warning: 'تحذير',
    Details: 'التفاصيل',
    'Direct link to {heading}': 'رابط مباشر إلى {heading}',
    "Expand sidebar category '{label}'": "وسّع فئة الشريط الجانبي '{label}'",
    "Collapse sidebar category '{label}'": "اطوِ فئة الشريط الجانبي '{label}'",
  },
  i18n: {
    currentLocale: 'ar',
    locales: [
      { locale: 'ar', label: 'العربية', baseUrl: '/doc/', htmlLang: 'ar', direction: 'rtl' },
      { locale: 'en', label: 'English', baseUrl: '/doc/en/', htmlLang: 'en-US', direction: 'ltr' },
    ],
  },
};

/** `tutorialSidebar`: links and nested, collapsed categories. */
export const tutorialSidebar: readonly SidebarItem[] = [
  { type: 'link', label: 'Quickstart', href: '/doc/docs/quickstart/', docId: 'quickstart' },
  {
    type: 'category',
    label: 'API',
    href: '/doc/docs/api/',
    docId: 'api/index',
    collapsed: true,
    collapsible: true,
    items: [
      {
        type: 'category',
        label: 'Instance',
        collapsed: true,
        collapsible: true,
        items: [
          { type: 'link', label: 'Launch', href: '/doc/docs/api/instance/launch' },
          { type: 'link', label: 'List', href: '/doc/docs/api/instance/list' },
          { type: 'link', label: 'Delete', href: '/doc/docs/api/instance/delete' },
        ],
      },
      {
        type: 'category',
        label: 'Storage API',
        collapsed: true,
        collapsible: true,
        items: [
          { type: 'link', label: 'Create', href: '/doc/docs/api/storage/create' },
          { type: 'link', label: 'List volumes', href: '/doc/docs/api/storage/list' },
        ],
      },
    ],
  },
  {
    type: 'category',
    label: 'Data transfer',
    collapsed: true,
    collapsible: true,
    items: [
      { type: 'link', label: 'AWS', href: '/doc/docs/data/aws' },
      { type: 'link', label: 'Azure', href: '/doc/docs/data/azure' },
    ],
  },
  { type: 'link', label: 'Billing', href: '/doc/docs/billing/' },
  {
    type: 'category',
    label: 'Tutorials',
    collapsed: false,
    collapsible: false,
    items: [{ type: 'link', label: 'Train Llama 2', href: '/doc/docs/tutorial/train-llama2' }],
  },
];

/** All sidebars by name, as `SidebarsProvider` takes them. */
export const sidebars: Readonly<Record<string, readonly SidebarItem[]>> = { tutorialSidebar };

/** A doc body in the compact tree format, with one of every content component. */
export const docJson: DocJson = {
  schemaVersion: 1,
  id: 'api/instance/launch',
  permalink: '/doc/docs/api/instance/launch',
  title: 'Launch an instance',
  description: 'Start a GPU instance with one API call.',
  keywords: ['api', 'instance'],
  sidebar: 'tutorialSidebar',
  hideTableOfContents: false,
  readingTime: 3,
  unlisted: false,
  lastUpdatedAt: Date.UTC(2025, 2, 14),
  previous: { title: 'API overview', permalink: '/doc/docs/api/' },
  next: { title: 'List', permalink: '/doc/docs/api/instance/list' },
  toc: [
    { id: 'request', value: 'Request', level: 2 },
    { id: 'parameters', value: 'Parameters', level: 3 },
    { id: 'response', value: 'Response', level: 2 },
  ],
  body: [
    ['p', null, 'Launch a GPU instance from an image. See ', ['a', { href: '/doc/docs/billing/' }, 'billing'], ' for prices.'],
    ['h2', { id: 'request' }, 'Request'],
    [
      'CodeBlock',
      { code: 'curl -X POST https://api.example.com/instance \\\n  -d \'{"gpu": "H100"}\'', language: 'bash', title: 'launch.sh', showLineNumbers: 1 },
      ['span', { className: 'line' }, 'curl -X POST https://api.example.com/instance \\'],
      ['span', { className: 'line hl' }, '  -d \'{"gpu": "H100"}\''],
    ],
    ['Admonition', { type: 'tip', title: 'Save money' }, ['p', null, 'Stop instances you are not using.']],
    ['h3', { id: 'parameters' }, 'Parameters'],
    [
      'table',
      null,
      ['thead', null, ['tr', null, ['th', null, 'Name'], ['th', null, 'Type'], ['th', null, 'Description']]],
      [
        'tbody',
        null,
        ['tr', null, ['td', null, ['code', null, 'gpu']], ['td', null, 'string'], ['td', null, 'GPU model']],
        ['tr', null, ['td', null, ['code', null, 'count']], ['td', null, 'number'], ['td', null, 'How many GPUs']],
      ],
    ],
    [
      'Tabs',
      { groupId: 'client' },
      ['TabItem', { value: 'curl', label: 'curl', default: true }, ['p', null, 'Use curl from any shell.']],
      ['TabItem', { value: 'python', label: 'Python' }, ['p', null, 'Use the requests package.']],
    ],
    ['h2', { id: 'response' }, 'Response'],
    ['ul', null, ['li', null, 'The instance id'], ['li', null, 'Its state: ', ['code', null, 'pending']]],
    ['Details', null, ['summary', null, 'Example response'], ['p', null, 'A JSON object with the instance.']],
  ],
};

/** The same doc as rendered without a sidebar (full width). */
export const docWithoutSidebar: DocJson = { ...docJson, id: 'tutorial/finetune-opensora', permalink: '/doc/docs/tutorial/finetune-opensora', title: 'Fine-tune Open-Sora', sidebar: null };

/** The same doc with its table of contents hidden. */
export const docWithoutToc: DocJson = { ...docJson, hideTableOfContents: true };

/** Landing page content: hero, area cards and featured tutorials. */
export const landingProps = {
  title: 'HPC-AI.COM Documentation',
  tagline: 'Launch GPU instances, run batch jobs and train models on the HPC-AI.COM cloud.',
  primary: { label: 'Get started', to: '/docs/quickstart/' },
  secondary: { label: 'API reference', to: '/docs/api/' },
  cards: [
    { title: 'Quickstart', description: 'Create an account and launch your first instance.', to: '/docs/quickstart/', icon: 'book' },
    { title: 'API', description: 'Manage instances and storage from code.', to: '/docs/api/', icon: 'server', links: [{ label: 'Launch an instance', to: '/docs/api/instance/launch' }] },
    { title: 'Storage', description: 'Shared volumes for datasets and checkpoints.', to: '/docs/storage/', icon: 'database' },
  ],
  featured: [
    { title: 'DeepSeek-V3 inference', description: 'Serve DeepSeek-V3 on multiple GPUs.', to: '/docs/tutorial/deepseek-v3-inference' },
    { title: 'Train Llama 2', description: 'Fine-tune Llama 2 with Colossal-AI.', to: '/docs/tutorial/train-llama2' },
  ],
} as const satisfies LandingProps;

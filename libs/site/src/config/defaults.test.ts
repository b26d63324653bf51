/**
 * The config's Docusaurus-like defaults and the site files it reads beside itself: `sidebars.js`,
 * `customCss`, a logo without alt text, an announcement bar without id, components that are not
 * modules, keys of a Docusaurus config, and the tsconfig the site's code is compiled with.
 */
import { mkdir, mkdtemp, rm, writeFile } from 'node:fs/promises';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { afterEach, beforeEach, describe, expect, it } from 'vitest';
import { siteDataOf } from '../site-data.js';
import { ConfigError } from './errors.js';
import { loadFailure, resolveConfig } from './load.js';

let root: string;
const minimal = { title: 'Docs', url: 'https://docs.example.com' };

beforeEach(async () => {
  root = await mkdtemp(join(tmpdir(), 'hpc-config-defaults-'));
  await mkdir(join(root, 'docs'));
});
afterEach(async () => {
  await rm(root, { recursive: true, force: true });
});

function problems(input: unknown): readonly string[] {
  try {
    resolveConfig(input, root);
    return [];
  } catch (error) {
    if (error instanceof ConfigError) return error.problems;
    throw error;
  }
}

describe('given a site folder with a sidebars.js and no docs.sidebarPath', () => {
  it('should read sidebars.js, as Docusaurus does, and no other sidebars module', async () => {
    await writeFile(join(root, 'sidebars.ts'), 'export default {};\n');
    expect(resolveConfig(minimal, root).paths.sidebars).toBeUndefined();
    await writeFile(join(root, 'sidebars.js'), 'module.exports = { main: [] };\n');
    expect(resolveConfig(minimal, root).paths.sidebars).toBe(join(root, 'sidebars.js'));
    expect(resolveConfig({ ...minimal, docs: { sidebarPath: false } }, root).paths.sidebars).toBe(false);
  });
});

describe('given a logo without alt text and an announcement bar without id', () => {
  it('should name the logo for the site and give the bar the id Docusaurus gives it', () => {
    const config = resolveConfig({ ...minimal, navbar: { logo: { src: 'img/logo.svg' } }, announcementBar: { content: 'New!' } }, root);
    expect(config.announcementBar?.id).toBe('announcement-bar');
    expect(siteDataOf(config).siteConfig.logo).toMatchObject({ src: '/img/logo.svg', alt: 'Docs' });
    expect(siteDataOf(resolveConfig({ ...minimal, navbar: { logo: { src: 'img/logo.svg', alt: 'Acme' } } }, root)).siteConfig.logo?.alt).toBe('Acme');
  });
});

describe('given a footer copyright with markup, as Docusaurus sites write it', () => {
  it('should give the theme its markup sanitized, and a plain copyright as text', () => {
    const footer = (copyright: string) => siteDataOf(resolveConfig({ ...minimal, footer: { copyright } }, root)).siteConfig.footer;
    const marked = footer('Licensed <a href="https://creativecommons.org/licenses/by-nd/4.0/">CC-BY-ND-4.0</a><script>alert(1)</script> <b onclick="x()">&amp; more</b>');
    expect(marked?.copyrightBody).toEqual(['Licensed ', ['a', { href: 'https://creativecommons.org/licenses/by-nd/4.0/' }, 'CC-BY-ND-4.0'], ' ', ['b', null, '& more']]);
    expect(footer('Copyright © 2026 Acme')).toEqual({ copyright: 'Copyright © 2026 Acme' });
  });
});

describe('given customCss', () => {
  it('should take a path or a list, in order, resolved against the site folder', async () => {
    await mkdir(join(root, 'src/css'), { recursive: true });
    await writeFile(join(root, 'src/css/custom.css'), ':root {}\n');
    await writeFile(join(root, 'src/css/brand.scss'), ':root {}\n');
    expect(resolveConfig(minimal, root).paths.customCss).toEqual([]);
    expect(resolveConfig({ ...minimal, customCss: './src/css/custom.css' }, root).paths.customCss).toEqual([join(root, 'src/css/custom.css')]);
    expect(resolveConfig({ ...minimal, customCss: ['./src/css/brand.scss', 'src/css/custom.css'] }, root).paths.customCss).toEqual([join(root, 'src/css/brand.scss'), join(root, 'src/css/custom.css')]);
  });

  it('should refuse a file that is not there or not a stylesheet', () => {
    expect(problems({ ...minimal, customCss: './src/css/missing.css' })).toEqual([`customCss: the stylesheet ${join(root, 'src/css/missing.css')} does not exist.`]);
    expect(problems({ ...minimal, customCss: ['./src/theme.js'] })).toEqual([expect.stringMatching(/^customCss\[0\]: "\.\/src\/theme\.js" is not a stylesheet \(\.css, \.scss/)]);
  });
});

describe('given a component that is not a module', () => {
  it('should say that an MDX file is imported by the docs that show it', () => {
    expect(problems({ ...minimal, components: { Box: './src/Box.mdx' } })).toEqual([expect.stringMatching(/^components\.Box: "\.\/src\/Box\.mdx" is not a JavaScript or TypeScript module .* import it in the docs that show it/)]);
    expect(problems({ ...minimal, components: { Box: './src/Box.mdx#Box' } })).toEqual([expect.stringMatching(/^components\.Box: "\.\/src\/Box\.mdx#Box" is not a JavaScript or TypeScript module/)]);
  });
});

describe('given a key of a Docusaurus config', () => {
  it('should say what takes its place instead of listing every key', () => {
    const [themeConfig, organizationName, other] = problems({ ...minimal, themeConfig: { navbar: {} }, organizationName: 'acme', colour: 'red' });
    expect(themeConfig).toBe('themeConfig: unknown key. "themeConfig" is a Docusaurus setting: `navbar`, `footer`, `announcementBar` and `colorMode` are top-level keys here (see "Coming from Docusaurus" in the @hpcdocs/site README).');
    expect(organizationName).toMatch(/^organizationName: unknown key\. "organizationName" is a Docusaurus setting: deployment settings are not needed/);
    expect(other).toMatch(/^colour: unknown key\. Allowed here: title, /);
  });
});

describe('given i18n', () => {
  it('should take the locales, and refuse a default locale that is not one of them', () => {
    expect(problems({ ...minimal, i18n: { defaultLocale: 'en', locales: ['en', 'fa'], localeConfigs: { fa: { direction: 'rtl' } } } })).toEqual([]);
    expect(problems({ ...minimal, i18n: { defaultLocale: 'de', locales: ['en', 'fr'] } })).toEqual(["i18n.defaultLocale: \"de\" is not one of the locales: add it to `locales`, or choose one of them."]);
    expect(problems({ ...minimal, i18n: { defaultLocale: 'en', locales: ['en', 'français'] } })).toEqual(['i18n.locales[1]: got "français"; expected a locale such as "en", "fr" or "zh-Hans".']);
  });
});

describe("given the site's tsconfig.json", () => {
  it('should read JSON with comments and trailing commas, and find nothing wrong with a config that resolves', async () => {
    await writeFile(join(root, 'base.json'), '{ "compilerOptions": { "strict": true } }\n');
    await writeFile(join(root, 'tsconfig.json'), '{\n  // the site\'s settings\n  "extends": "./base.json", /* a local base */\n  "compilerOptions": { "jsx": "react-jsx", },\n}\n');
    const config = resolveConfig(minimal, root);
    expect(config.paths.tsconfig).toBe(join(root, 'tsconfig.json'));
    expect(config.tsconfigProblem).toBeUndefined();
  });

  it('should report an extends that names a package not installed, at its place, or a file that is not there', async () => {
    await writeFile(join(root, 'tsconfig.json'), '{\n  "extends": "@tsconfig/docusaurus/tsconfig.json"\n}\n');
    expect(resolveConfig(minimal, root).tsconfigProblem).toMatchObject({ line: 2, column: 14, message: expect.stringMatching(/"extends" names "@tsconfig\/docusaurus\/tsconfig\.json", which is not installed: install it in the site's folder \(npm i -D @tsconfig\/docusaurus\)/) });
    await writeFile(join(root, 'tsconfig.json'), '{ "extends": ["./base.json"] }\n');
    expect(resolveConfig(minimal, root).tsconfigProblem?.message).toMatch(/"extends" names "\.\/base\.json", which does not exist: point "extends" at a file that exists/);
    await writeFile(join(root, 'tsconfig.json'), '{ "compilerOptions": { "jsx": } }\n');
    expect(resolveConfig(minimal, root).tsconfigProblem?.message).toMatch(/^is not valid JSON/);
  });
});

describe('given a config file that does not load', () => {
  it("should say what the bundler said and where, without its frame drawing or colours", () => {
    const error = new Error('Build failed with 1 error:\n\n\u001b[31m[PARSE_ERROR]\u001b[0m Unexpected token\n   ╭─[ hpcdocs.config.ts:5:17 ]\n   │\n 5 │   tagline: \'x\' +,\n───╯\n');
    expect(loadFailure(error)).toBe('Unexpected token (at hpcdocs.config.ts:5:17)');
    expect(loadFailure(new Error('x is not defined\n    at file:///site/hpcdocs.config.ts:3:1'))).toBe('x is not defined');
  });
});

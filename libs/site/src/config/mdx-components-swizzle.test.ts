import { mkdirSync, mkdtempSync, rmSync, writeFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { dirname, join } from 'node:path';
import { afterEach, describe, expect, it } from 'vitest';
import { loadConfig } from './load.js';
import { swizzledComponents } from './mdx-components-swizzle.js';

let site: string;
const write = (files: Record<string, string>) => {
  site = mkdtempSync(join(tmpdir(), 'hpc-mdx-components-'));
  for (const [path, text] of Object.entries(files)) {
    mkdirSync(dirname(join(site, path)), { recursive: true });
    writeFileSync(join(site, path), text);
  }
};
afterEach(() => rmSync(site, { recursive: true, force: true }));

const SWIZZLED = [
  "import MDXComponents from '@theme-original/MDXComponents';",
  "import Screenshot from '@site/src/components/Screenshot';",
  "import Note from '../../components/Note';",
  "import * as Badges from '@site/src/components/Badges';",
  "import { Pill } from '@site/src/components/Badges';",
  "import * as Icons from '@site/src/components/Icons';",
  "import * as Lib from 'some-package';",
  "import extra from '@site/src/components/extra';",
  'const components: Record<string, unknown> = { ...MDXComponents, Screenshot, Callout: Note, ...Badges, Pill, Star: Icons.Star, ...Icons, ...Lib, ...extra, a: (props: object) => <a {...props} /> };',
  'export default components;',
].join('\n');
const FILES = {
  'src/theme/MDXComponents/index.tsx': SWIZZLED,
  'src/components/Screenshot.jsx': 'export default function Screenshot() { return null; }\n',
  'src/components/Note/index.tsx': 'export default function Note() { return null; }\n',
  'src/components/Badges/index.js': "export function Pill() { return null; }\nexport const Beta = () => null, helper = 1;\nfunction Alpha() { return null; }\nexport { Alpha, Alpha as Gamma };\nexport { default as Delta } from './Delta';\n",
  'src/components/Badges/Delta.js': 'export default function Delta() { return null; }\n',
  'src/components/Icons.tsx': "export type IconProps = { size: number };\nexport function Star(props: IconProps) { return null; }\nexport * from './more-icons';\n",
  'src/components/extra.js': 'export default { Extra: () => null };\n',
  'docs/intro.md': '# Intro\n',
};

describe("a Docusaurus site's swizzled MDXComponents", () => {
  it('should register the default imports of site modules it lists, by their names, and name what it cannot', async () => {
    write(FILES);
    const found = await swizzledComponents(site);
    expect(found.components).toEqual({
      Screenshot: './src/components/Screenshot.jsx',
      Callout: './src/components/Note/index.tsx',
      // Every capitalised export of the spread namespace, named ones too.
      Pill: './src/components/Badges/index.js#Pill',
      Beta: './src/components/Badges/index.js#Beta',
      Alpha: './src/components/Badges/index.js#Alpha',
      Gamma: './src/components/Badges/index.js#Gamma',
      Delta: './src/components/Badges/index.js#Delta',
      Star: './src/components/Icons.tsx#Star',
    });
    expect(found.warnings).toEqual([
      "src/theme/MDXComponents/index.tsx: not registered: ...Icons (its module's `export * from` ./more-icons is not followed: list those components one by one); ...Lib (a spread of some-package, not a module of the site: list its components one by one); ...extra (a spread of anything but `import * as` of a module of the site: list its components one by one); a (an override of an HTML element or a built-in: the theme renders its own).",
    ]);
  });

  it("should add them to the site's components, the config's own winning, with the warning", async () => {
    write({ ...FILES, 'src/components/Other.tsx': 'export default function Other() { return null; }\n', 'hpcdocs.config.mjs': "export default { title: 'T', url: 'https://example.com', components: { Callout: './src/components/Other.tsx' } };\n" });
    const config = await loadConfig(site);
    expect(config.paths.components).toMatchObject({ Screenshot: join(site, 'src/components/Screenshot.jsx'), Callout: join(site, 'src/components/Other.tsx'), Pill: `${join(site, 'src/components/Badges/index.js')}#Pill` });
    expect(config.configWarnings?.[0]).toMatch(/^src\/theme\/MDXComponents\/index\.tsx: not registered: \.\.\.Icons/);
  });

  it('should register nothing from a site without one', async () => {
    write({ 'docs/intro.md': '# Intro\n' });
    expect(await swizzledComponents(site)).toEqual({ components: {}, warnings: [] });
  });
});

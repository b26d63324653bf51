import { mkdir, mkdtemp, rm, symlink, writeFile } from 'node:fs/promises';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { ConfigError } from './errors.js';
import { resolveConfig } from './load.js';

let work: string;
let root: string;

beforeAll(async () => {
  work = await mkdtemp(join(tmpdir(), 'hpc-folders-'));
  root = join(work, 'site');
  for (const folder of ['docs', 'static', 'src', 'node_modules']) await mkdir(join(root, folder), { recursive: true });
  await writeFile(join(root, 'hpcdocs.config.ts'), 'export default {};\n');
  await writeFile(join(root, 'src/Badge.tsx'), 'export default function Badge() { return null; }\n');
  await writeFile(join(root, 'src/custom.css'), 'body {}\n');
  // A link in the site to its docs folder, written as an output folder.
  await symlink(join(root, 'docs'), join(root, 'docs-link'));
});
afterAll(async () => {
  await rm(work, { recursive: true, force: true });
});

const minimal = { title: 'Docs', url: 'https://docs.example.com' };

/** The problems `resolveConfig` reports for `input` (with the config file in the site's folder), or [] when it is valid. */
function problems(input: object): readonly string[] {
  try {
    resolveConfig({ ...minimal, ...input }, root, join(root, 'hpcdocs.config.ts'));
    return [];
  } catch (error) {
    if (error instanceof ConfigError) return error.problems;
    throw error;
  }
}

describe('given an output folder among the sources', () => {
  it.each([
    ['.', /^outDir: the output folder .* is the site's folder: a build replaces its output folder whole, and would delete the site\. Write the site to a folder of its own/],
    ['..', /^outDir: the output folder .* holds the site's folder /],
    ['/', /^outDir: the output folder \/ holds the site's folder /],
    ['docs', /^outDir: the output folder .* is the docs folder: .* would delete it\./],
    ['docs/build', /^outDir: the output folder .* is inside the docs folder .*: the next build would read what it wrote as docs\./],
    ['docs-link', /^outDir: the output folder .*docs-link is the docs folder: /],
    ['static', /^outDir: the output folder .* is the static folder: /],
    ['static/site', /^outDir: the output folder .* is inside the static folder .*: the next build would publish its own output again/],
    ['node_modules', /^outDir: the output folder .* is the site's node_modules: /],
    ['node_modules/.cache/site', /^outDir: the output folder .* is inside the site's node_modules .*: installing packages replaces what is there\./],
    ['src', /^outDir: the output folder .* holds .*src\/Badge\.tsx, a file the site is made of: /],
  ])('should refuse outDir %j, naming the key, the folder and what to do', (outDir, message) => {
    expect(problems({ outDir, components: { Badge: './src/Badge.tsx' } })).toEqual([expect.stringMatching(message)]);
  });

  it('should refuse an output folder holding the App or a stylesheet of the site', () => {
    expect(problems({ outDir: 'src', app: './src/Badge.tsx' })).toEqual([expect.stringMatching(/holds .*src\/Badge\.tsx, a file the site is made of/)]);
    expect(problems({ outDir: 'src', customCss: ['./src/custom.css'] })).toEqual([expect.stringMatching(/holds .*src\/custom\.css, a file the site is made of/)]);
  });

  it('should accept a folder of its own: in the site, beside it, or elsewhere', () => {
    for (const outDir of ['build', 'out/site', '../site-build', join(work, 'deploy'), 'src-build']) expect(problems({ outDir, components: { Badge: './src/Badge.tsx' } }), outDir).toEqual([]);
  });

  it('should accept the default output folder of a site whose docs are its own folder (docs.path ".")', () => {
    expect(problems({ docs: { path: '.' } })).toEqual([]);
    expect(problems({ docs: { path: '.' }, outDir: '.' })).toEqual([expect.stringMatching(/is the site's folder/)]);
  });
});

describe('given a static folder that is the site itself', () => {
  it('should refuse it, since it would publish the config and node_modules', () => {
    expect(problems({ staticDir: '.', outDir: '../site-build' })).toEqual([expect.stringMatching(/^staticDir: the static folder .* is the site's folder: every file in it, the config and node_modules included, would be published as it is\./)]);
    expect(problems({ staticDir: '..', outDir: join(work, '..', 'site-build') })).toEqual([expect.stringMatching(/^staticDir: the static folder .* holds the site's folder: /)]);
    expect(problems({ staticDir: '../shared-static' })).toEqual([]);
  });
});

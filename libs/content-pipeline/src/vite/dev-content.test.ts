import { describe, expect, it } from 'vitest';
import type { ContentBuild } from '../site/build-content.js';
import { toDevContent } from './dev-content.js';

/** A content build with only files (what this test looks at). */
const build = (files: Record<string, string>): ContentBuild => ({
  docs: [],
  sidebars: {},
  versions: [],
  routes: [],
  search: [],
  linkTargets: new Map(),
  files: new Map(Object.entries(files)),
  sidebarsFile: 'assets/content/docs-data.Ab12Cd34.json',
  codeCssFile: 'assets/content/code.Ab12Cd34.css',
  warnings: [],
  errors: [],
  stats: { docs: 0, processed: 0, cached: 0, threads: 0 },
});

describe('given a build with math', () => {
  it('should serve KaTeX\'s stylesheet and fonts as built, and the code stylesheet and JSON under their stable URLs only', () => {
    const served = toDevContent(
      build({
        'assets/content/katex.Xy12Zw34.css': '.katex{}',
        'assets/content/fonts/KaTeX_Main-Regular.woff2': 'font',
        'assets/content/code.Ab12Cd34.css': '.s1{}',
        'assets/content/docs-data.Ab12Cd34.json': '{}',
      }),
      '/doc/',
      [],
    );
    expect([...served.files.keys()].filter((url) => !url.includes('/dev/')).sort()).toEqual(['/doc/assets/content/fonts/KaTeX_Main-Regular.woff2', '/doc/assets/content/katex.Xy12Zw34.css']);
  });
});

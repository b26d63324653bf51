import { describe, expect, it } from 'vitest';

// Pins the public API of each entry point: an accidental export, or a lost one, fails here.
describe('given the package entry points', () => {
  it('should export exactly the pipeline API from "."', async () => {
    expect(Object.keys(await import('./index.js')).sort()).toEqual(
      [
        'ADMONITION_TYPES', 'ContentBuildError', 'ContentError', 'FRONT_MATTER_KEYS', 'MDX_COMPONENTS', 'PACKAGE_KEY', 'SCHEMA_VERSION',
        'WORDS_PER_MINUTE', 'buildContent', 'buildSidebars', 'checkDeferredLinks', 'checkLinks', 'compactTree', 'createCodeHighlighter', 'createMemoryDocCache', 'openMemoryDocCache',
        'createProcessor', 'describeIssues', 'didYouMean', 'docIdFromPath', 'flattenDocIds', 'hashOf', 'htmlFragment', 'loadMath', 'mergeCodeCss', 'parseCodeMeta', 'permalinkFor', 'resolveLink',
        'sanitizeSvg', 'sidebarPath', 'siteModuleFile', 'summarize', 'toDocJson', 'writeContent',
      ].sort(),
    );
  });

  it('should export only the schema version, the content-component contract, the route component of doc pages and the prefixes of imported and markup props at run time from "./schema" (the rest is types)', async () => {
    expect(Object.keys(await import('./schema.js')).sort()).toEqual(['CONTENT_COMPONENTS', 'DOC_PAGE_COMPONENT', 'IMPORT_PROP_PREFIX', 'NODES_PROP_PREFIX', 'SCHEMA_VERSION']);
  });

  it('should keep "./schema" free of imports, so browser bundles never pull in unified or Node', async () => {
    const text = String(await import('./schema.ts?raw').then((m: { default: string }) => m.default));
    expect(text).not.toMatch(/^\s*import\s/m);
  });
});

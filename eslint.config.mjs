// Workspace ESLint flat config. Module boundaries are enforced on two axes (ARCHITECTURE.md, "The packages"):
// type (app > ui > runtime > util; build is Node-only) and platform (node / browser / universal).
import nx from '@nx/eslint-plugin';
import reactHooks from 'eslint-plugin-react-hooks';

/** Imports that must never reach browser code. */
const NODE_ONLY = [
  'node:*',
  'fs', 'path', 'os', 'url', 'worker_threads', 'child_process', 'crypto', 'zlib',
  'unified', 'shiki', 'remark-*', 'rehype-*', 'mdast-*', 'hast-util-*', 'unist-util-*',
  'yaml', 'image-size', 'github-slugger',
];

export const BROWSER_RESTRICTED_IMPORTS = {
  patterns: [
    { group: NODE_ONLY, message: 'Browser code must not import Node-only modules: it runs in the reader\'s browser (ARCHITECTURE.md, "The packages").' },
    {
      regex: '^@hpcdocs/content-pipeline(?!/schema$)',
      message: 'Browser code may only import types from @hpcdocs/content-pipeline/schema.',
    },
  ],
};

/**
 * Config block for a project's browser-facing source: no Node built-ins, no unified, no pipeline runtime.
 * Patterns are relative to the project folder whose eslint.config.mjs includes it.
 */
export function browserSource(ignores = []) {
  return {
    files: ['src/**/*.ts', 'src/**/*.tsx'],
    ignores: ['src/**/*.test.ts', 'src/**/*.test.tsx', ...ignores],
    rules: { 'no-restricted-imports': ['error', BROWSER_RESTRICTED_IMPORTS] },
  };
}

export default [
  ...nx.configs['flat/base'],
  ...nx.configs['flat/typescript'],
  {
    ignores: ['**/dist', '**/node_modules', '**/storybook-static', '**/.generated', '**/tmp', '**/*.d.ts', '**/vite.config.*.timestamp*', '**/vitest.config.*.timestamp*', 'tools/parity/fixture/**', 'tools/parity/fixture-site/**', 'tools/parity/.work/**', 'tools/bench/peers/.work/**'],
  },
  {
    // Project source; build tooling (vite configs, .storybook, e2e, scripts) may reach workspace tools.
    files: ['**/src/**/*.ts', '**/src/**/*.tsx'],
    rules: {
      '@nx/enforce-module-boundaries': [
        'error',
        {
          enforceBuildableLibDependency: true,
          allow: ['@hpcdocs/content-pipeline/schema'],
          // The app loads the landing and search pages lazily through their own entry points
          // (`@hpcdocs/theme/landing`, `@hpcdocs/search/react/page`), which nothing imports
          // statically; the static imports of these packages' main entries do not pull them in.
          checkDynamicDependenciesExceptions: ['@hpcdocs/theme', '@hpcdocs/search'],
          depConstraints: [
            { sourceTag: 'type:app', onlyDependOnLibsWithTags: ['type:site', 'type:ui', 'type:runtime', 'type:util', 'type:build'] },
            // The site package composes the others: its Node side drives the build packages, its
            // app layer (src/app, held to the browser rules below) uses the UI.
            { sourceTag: 'type:site', onlyDependOnLibsWithTags: ['type:ui', 'type:runtime', 'type:util', 'type:build'] },
            { sourceTag: 'type:ui', onlyDependOnLibsWithTags: ['type:ui', 'type:runtime', 'type:util'] },
            { sourceTag: 'type:runtime', onlyDependOnLibsWithTags: ['type:runtime', 'type:util'] },
            { sourceTag: 'type:util', onlyDependOnLibsWithTags: ['type:util'] },
            { sourceTag: 'type:build', onlyDependOnLibsWithTags: ['type:build', 'type:util'] },
            { sourceTag: 'platform:universal', onlyDependOnLibsWithTags: ['platform:universal', 'platform:browser'] },
            { sourceTag: 'platform:browser', onlyDependOnLibsWithTags: ['platform:universal', 'platform:browser'] },
            { sourceTag: 'platform:node', onlyDependOnLibsWithTags: ['platform:node', 'platform:universal'] },
          ],
        },
      ],
    },
  },
  {
    files: ['**/*.ts', '**/*.tsx'],
    rules: {
      '@typescript-eslint/no-explicit-any': 'error',
      '@typescript-eslint/consistent-type-imports': 'error',
    },
  },
  {
    files: ['**/*.ts', '**/*.tsx'],
    plugins: { 'react-hooks': reactHooks },
    rules: {
      'react-hooks/rules-of-hooks': 'error',
      'react-hooks/exhaustive-deps': 'warn',
    },
  },
];

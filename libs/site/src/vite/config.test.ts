import { mkdtempSync, mkdirSync, rmSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { afterAll, describe, expect, it } from 'vitest';
import { resolveConfig } from '../config/load.js';
import { SERVER_ENTRY } from '../build/prerender.js';
import { viteConfigFor } from './config.js';

const root = mkdtempSync(join(tmpdir(), 'vite-config-'));
mkdirSync(join(root, 'docs'));
afterAll(() => rmSync(root, { recursive: true, force: true }));

describe('given the server bundle of a site', () => {
  it('should name its files .mjs whatever the site package.json says, the name the build imports', () => {
    const config = resolveConfig({ title: 'T', url: 'https://t.example' }, root);
    const vite = viteConfigFor(config, { kind: 'server', outDir: join(root, 'out') });
    const output = (vite.build?.rolldownOptions as { output?: { entryFileNames?: string; chunkFileNames?: string } } | undefined)?.output;
    expect(output?.entryFileNames).toBe('[name].mjs');
    expect(output?.chunkFileNames).toMatch(/\.mjs$/);
    expect(SERVER_ENTRY).toBe('server/entry-server.mjs');
  });
});

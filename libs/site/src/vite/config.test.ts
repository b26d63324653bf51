import { mkdtempSync, mkdirSync, rmSync, writeFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { afterAll, describe, expect, it } from 'vitest';
import { resolveConfig } from '../config/load.js';
import { SERVER_ENTRY } from '../build/prerender.js';
import { hasPostcssConfig, viteConfigFor } from './config.js';

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

describe('given a site with or without a PostCSS config of its own', () => {
  it('should do CSS modules with Lightning CSS, unless a PostCSS config applies to the site (in its folder or above, or in a package.json)', () => {
    const plain = mkdtempSync(join(root, 'plain-'));
    mkdirSync(join(plain, 'docs'));
    const config = resolveConfig({ title: 'T', url: 'https://t.example' }, plain);
    expect(hasPostcssConfig(plain)).toBe(false);
    expect(viteConfigFor(config, { kind: 'client', outDir: join(plain, 'out') }).css?.transformer).toBe('lightningcss');

    const own = mkdtempSync(join(root, 'own-'));
    mkdirSync(join(own, 'docs'));
    writeFileSync(join(own, 'postcss.config.cjs'), 'module.exports = { plugins: [] };\n');
    expect(hasPostcssConfig(own)).toBe(true);
    const css = viteConfigFor(resolveConfig({ title: 'T', url: 'https://t.example' }, own), { kind: 'client', outDir: join(own, 'out') }).css;
    expect(css?.transformer).toBeUndefined();
    expect(css?.modules).toEqual({ generateScopedName: '[local]_[hash:base64:5]' });
    // The server bundle names the modules' classes the same way, without the site's PostCSS plugins.
    const server = viteConfigFor(resolveConfig({ title: 'T', url: 'https://t.example' }, own), { kind: 'server', outDir: join(own, 'out') }).css;
    expect(server).toEqual({ postcss: { plugins: [] }, modules: { generateScopedName: '[local]_[hash:base64:5]' } });

    const monorepo = mkdtempSync(join(root, 'monorepo-'));
    writeFileSync(join(monorepo, 'package.json'), JSON.stringify({ name: 'docs-monorepo', postcss: { plugins: {} } }));
    mkdirSync(join(monorepo, 'site'));
    expect(hasPostcssConfig(join(monorepo, 'site'))).toBe(true);
    writeFileSync(join(monorepo, 'package.json'), JSON.stringify({ name: 'docs-monorepo' }));
    expect(hasPostcssConfig(join(monorepo, 'site'))).toBe(false);
  });
});

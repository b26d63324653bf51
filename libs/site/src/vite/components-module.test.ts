/**
 * `virtual:hpcdocs/components` holds the theme's optional content components only when the config
 * turns them on, so a site without diagrams never bundles (or builds) the Mermaid component.
 */
import { mkdir, mkdtemp, rm } from 'node:fs/promises';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import type { Plugin } from 'vite';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { resolveConfig } from '../config/load.js';
import { hpcdocsSite } from './plugin.js';

let root: string;
beforeAll(async () => {
  root = await mkdtemp(join(tmpdir(), 'hpc-components-module-'));
  await mkdir(join(root, 'docs'));
});
afterAll(() => rm(root, { recursive: true, force: true }));

/** The module's source for a config. */
async function componentsModule(input: Record<string, unknown>): Promise<string> {
  const config = resolveConfig({ title: 'Docs', url: 'https://docs.example.com', ...input }, root);
  const plugin = hpcdocsSite(config, true)[0] as Plugin;
  const load = plugin.load as (id: string) => Promise<string> | string;
  return load.call({}, '\0virtual:hpcdocs/components');
}

describe('given markdown.mermaid', () => {
  it('should import the Mermaid component when it is on, and nothing of it when it is off', async () => {
    const on = await componentsModule({ markdown: { mermaid: true } });
    expect(on).toContain(`import { Mermaid as O0 } from "@hpcdocs/theme/mermaid";`);
    expect(on).toContain('"Mermaid": O0');
    expect(await componentsModule({})).not.toContain('mermaid');
  });
});

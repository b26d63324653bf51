/**
 * The site build as a whole: it builds any folder of docs given with --content, and a failed build
 * (broken link, bad frontmatter) exits non-zero and leaves the previous output untouched.
 */
import { spawnSync } from 'node:child_process';
import { existsSync, readFileSync } from 'node:fs';
import { mkdir, mkdtemp, rm, writeFile } from 'node:fs/promises';
import { tmpdir } from 'node:os';
import { join, resolve } from 'node:path';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';

const root = resolve(import.meta.dirname, '../..');
let work: string;

function build(content: string, out: string) {
  return spawnSync(process.execPath, [resolve(root, 'tools/scripts/run-ts.mjs'), resolve(root, 'apps/docs/scripts/build.ts'), '--content', content, '--out', out, '--no-cache'], {
    cwd: root,
    encoding: 'utf8',
    env: { ...process.env, NX_DAEMON: 'false', NODE_ENV: 'production', VITEST: undefined, VITEST_WORKER_ID: undefined, VITEST_POOL_ID: undefined },
  });
}

async function site(dir: string, docs: Record<string, string>) {
  await rm(dir, { recursive: true, force: true });
  for (const [path, text] of Object.entries(docs)) {
    await mkdir(join(dir, 'docs', path, '..'), { recursive: true });
    await writeFile(join(dir, 'docs', path), text);
  }
}

beforeAll(async () => {
  work = await mkdtemp(join(tmpdir(), 'hpc-site-build-'));
});
afterAll(async () => {
  await rm(work, { recursive: true, force: true });
});

describe('given a folder of Docusaurus-style docs', () => {
  it('should build it, then refuse a broken link and keep the previous output', async () => {
    const content = join(work, 'content');
    const out = join(work, 'out');
    await site(content, {
      'intro/index.md': '---\ntitle: Intro\n---\n\n## One\n\nSee [the guide](../guide.md#two).\n\n## Three\n\nText.\n',
      'guide.md': '---\ntitle: Guide\n---\n\n## Two\n\nText.\n\n## Four\n\nText.\n',
    });
    const first = build(content, out);
    expect(first.status, first.stdout + first.stderr).toBe(0);
    const html = readFileSync(join(out, 'docs/intro/index.html'), 'utf8');
    expect(html).toContain('the guide');

    await writeFile(join(content, 'docs/guide.md'), '---\ntitle: Guide\nsidebar_position: first\n---\n\n## Two\n\nSee [nowhere](./missing.md).\n');
    const second = build(content, out);
    expect(second.status).not.toBe(0);
    // The refusal is on stdout; anything else (a crash) would be on stderr, so show it on failure.
    expect(second.stdout, second.stderr).toContain('guide.md:3:1: Frontmatter "sidebar_position" must be a number');
    expect(second.stdout).toMatch(/guide\.md:\d+:\d+ -> \.\/missing\.md: broken link/);
    expect(second.stdout).toContain('the previous build output was left untouched');
    expect(readFileSync(join(out, 'docs/intro/index.html'), 'utf8')).toBe(html);
    expect(existsSync(`${out}.tmp-${process.pid}`)).toBe(false);
  }, 120_000);
});

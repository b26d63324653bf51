import { mkdirSync, mkdtempSync, readFileSync, rmSync, writeFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { afterAll, describe, expect, it } from 'vitest';
import { main } from './cli.js';
import { ownVersion } from './init.js';

const scratch = mkdtempSync(join(tmpdir(), 'create-hpcdocs-'));
afterAll(() => rmSync(scratch, { recursive: true, force: true }));

async function create(...argv: string[]): Promise<{ code: number; out: string; err: string }> {
  let out = '';
  let err = '';
  const code = await main(argv, { out: (text) => void (out += text), err: (text) => void (err += text) });
  return { code, out, err };
}

describe('given `npm create hpcdocs@latest DIR`', () => {
  it('should write the starter site with the @hpcdocs/site version of this release, and say what to run next', async () => {
    const dir = join(scratch, 'team-docs');
    const result = await create(dir, '--title', "Team's docs");
    expect(result.code).toBe(0);
    expect(result.out).toMatch(/Created a site in .*team-docs \(\d+ files\)\. Next:\n {2}cd .*team-docs\n {2}npm install\n {2}npx hpcdocs dev\n/);
    const manifest = JSON.parse(readFileSync(join(dir, 'package.json'), 'utf8')) as { name: string; dependencies: Record<string, string> };
    expect(manifest.name).toBe('team-docs');
    expect(manifest.dependencies['@hpcdocs/site']).toBe(ownVersion());
    expect(readFileSync(join(dir, 'hpcdocs.config.ts'), 'utf8')).toContain("title: 'Team\\'s docs'");
    expect(readFileSync(join(dir, 'docs/intro.md'), 'utf8')).toMatch(/^---\ntitle: Introduction/);
  });

  it('should refuse a folder that has files, without touching them', async () => {
    const dir = join(scratch, 'taken');
    mkdirSync(dir);
    writeFileSync(join(dir, 'notes.txt'), 'mine');
    const result = await create(dir);
    expect(result.code).toBe(1);
    expect(result.err).toMatch(/^create-hpcdocs: .*taken is not empty\. Choose a new folder/);
    expect(readFileSync(join(dir, 'notes.txt'), 'utf8')).toBe('mine');
  });

  it('should answer a usage mistake with exit code 2 and one line, and print its help', async () => {
    expect((await create('a', 'b')).code).toBe(2);
    const unknown = await create('--colour', 'red');
    expect(unknown.code).toBe(2);
    expect(unknown.err.trim().split('\n')).toHaveLength(1);
    const help = await create('--help');
    expect(help.code).toBe(0);
    expect(help.out).toMatch(/^Usage: npm create hpcdocs@latest \[DIR\]/);
  });
});

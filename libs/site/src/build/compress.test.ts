import { existsSync, mkdirSync, mkdtempSync, readFileSync, rmSync, statSync, writeFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { brotliDecompressSync, gunzipSync } from 'node:zlib';
import { afterEach, describe, expect, it } from 'vitest';
import { backgroundCompressor } from './compress.js';

const dirs: string[] = [];
afterEach(() => {
  for (const dir of dirs.splice(0)) rmSync(dir, { recursive: true, force: true });
});

/** A fresh output folder with `files` written and handed to `compressor`. */
function write(compressor: ReturnType<typeof backgroundCompressor>, dir: string, files: Record<string, string>): void {
  for (const [name, text] of Object.entries(files)) {
    mkdirSync(join(dir, name, '..'), { recursive: true });
    writeFileSync(join(dir, name), text);
    compressor.add(name, text);
  }
}

const text = (seed: string) => `${seed} `.repeat(600);

describe('given a rebuild that writes some files with the same text as the last build', () => {
  it('should link the last copies of those (under their new names) and compress only the others', async () => {
    const first = mkdtempSync(join(tmpdir(), 'hpcdocs-compress-'));
    const second = mkdtempSync(join(tmpdir(), 'hpcdocs-compress-'));
    dirs.push(first, second);
    const before = backgroundCompressor(first);
    write(before, first, { 'assets/search/texts-1.aaa.json': text('same'), 'docs/a/index.html': text('old page') });
    const record = await before.finish();
    expect(Object.values(record).sort()).toEqual(['assets/search/texts-1.aaa.json', 'docs/a/index.html']);

    const after = backgroundCompressor(second, { dir: first, record });
    write(after, second, { 'assets/search/texts-1.bbb.json': text('same'), 'docs/a/index.html': text('new page') });
    const next = await after.finish();

    for (const ext of ['.gz', '.br']) {
      const reused = statSync(join(second, `assets/search/texts-1.bbb.json${ext}`));
      expect(reused.ino).toBe(statSync(join(first, `assets/search/texts-1.aaa.json${ext}`)).ino);
      expect(statSync(join(second, `docs/a/index.html${ext}`)).ino).not.toBe(statSync(join(first, `docs/a/index.html${ext}`)).ino);
    }
    // The copies hold the new texts, whichever way they were made.
    expect(gunzipSync(readFileSync(join(second, 'assets/search/texts-1.bbb.json.gz'))).toString()).toBe(text('same'));
    expect(brotliDecompressSync(readFileSync(join(second, 'docs/a/index.html.br'))).toString()).toBe(text('new page'));
    expect(Object.values(next).sort()).toEqual(['assets/search/texts-1.bbb.json', 'docs/a/index.html']);
  });

  it('should compress a file whose last copies are gone', async () => {
    const first = mkdtempSync(join(tmpdir(), 'hpcdocs-compress-'));
    const second = mkdtempSync(join(tmpdir(), 'hpcdocs-compress-'));
    dirs.push(first, second);
    const before = backgroundCompressor(first);
    write(before, first, { 'a.json': text('same') });
    const record = await before.finish();
    rmSync(join(first, 'a.json.br'));
    const after = backgroundCompressor(second, { dir: first, record });
    write(after, second, { 'b.json': text('same') });
    await after.finish();
    expect(existsSync(join(second, 'b.json.br'))).toBe(true);
    expect(brotliDecompressSync(readFileSync(join(second, 'b.json.br'))).toString()).toBe(text('same'));
  });
});

describe('given a file whose copies cannot be written', () => {
  it('should fail the finish with the cause, without ending the process', async () => {
    const dir = mkdtempSync(join(tmpdir(), 'hpcdocs-compress-'));
    dirs.push(dir);
    const compressor = backgroundCompressor(dir);
    // Its folder does not exist: the thread cannot write `missing/a.json.gz`.
    compressor.add('missing/a.json', text('lost'));
    await expect(compressor.finish()).rejects.toThrow(/ENOENT/);
  });
});

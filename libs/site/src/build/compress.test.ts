import { existsSync, mkdirSync, mkdtempSync, readFileSync, rmSync, statSync, writeFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { brotliDecompressSync, gunzipSync } from 'node:zlib';
import { afterEach, describe, expect, it } from 'vitest';
import { backgroundCompressor, copyNames } from './compress.js';

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
    write(before, first, { 'assets/search/texts-1.aaa.json': text('same'), 'docs/a/index.html': text('old page'), 'assets/app-aaaaaaaa.js': text('same code'), 'assets/app-cccccccc.js': text('old code') });
    const record = await before.finish();
    expect(Object.values(record).sort()).toEqual(['assets/app-aaaaaaaa.js', 'assets/app-cccccccc.js', 'assets/search/texts-1.aaa.json', 'docs/a/index.html']);

    const after = backgroundCompressor(second, { dir: first, record });
    write(after, second, { 'assets/search/texts-1.bbb.json': text('same'), 'docs/a/index.html': text('new page'), 'assets/app-bbbbbbbb.js': text('same code'), 'assets/app-dddddddd.js': text('new code') });
    const next = await after.finish();

    const pairs = [
      ['assets/search/texts-1.aaa.json', 'assets/search/texts-1.bbb.json', true],
      ['assets/app-aaaaaaaa.js', 'assets/app-bbbbbbbb.js', true],
      ['docs/a/index.html', 'docs/a/index.html', false],
      ['assets/app-cccccccc.js', 'assets/app-dddddddd.js', false],
    ] as const;
    for (const [was, is, same] of pairs) {
      const copies = copyNames(is);
      expect(copies.length).toBe(is.endsWith('.js') ? 2 : 1);
      copyNames(was).forEach((copy, i) => {
        const inode = statSync(join(second, copies[i] as string)).ino;
        if (same) expect(inode).toBe(statSync(join(first, copy)).ino);
        else expect(inode).not.toBe(statSync(join(first, copy)).ino);
      });
    }
    // The copies hold the new texts, whichever way they were made.
    expect(gunzipSync(readFileSync(join(second, 'assets/search/texts-1.bbb.json.gz'))).toString()).toBe(text('same'));
    expect(gunzipSync(readFileSync(join(second, 'docs/a/index.html.gz'))).toString()).toBe(text('new page'));
    expect(brotliDecompressSync(readFileSync(join(second, 'assets/app-bbbbbbbb.js.br'))).toString()).toBe(text('same code'));
    expect(brotliDecompressSync(readFileSync(join(second, 'assets/app-dddddddd.js.br'))).toString()).toBe(text('new code'));
    expect(Object.values(next).sort()).toEqual(['assets/app-bbbbbbbb.js', 'assets/app-dddddddd.js', 'assets/search/texts-1.bbb.json', 'docs/a/index.html']);
  });

  it('should give pages, page data and search files a .gz copy only, and the JS and CSS bundles a .br copy too', async () => {
    const dir = mkdtempSync(join(tmpdir(), 'hpcdocs-compress-'));
    dirs.push(dir);
    const compressor = backgroundCompressor(dir);
    const files = { 'docs/a/index.html': text('page'), 'assets/content/a.1234abcd.json': text('data'), 'sitemap.xml': text('map'), 'assets/app-aaaaaaaa.js': text('code'), 'assets/app-aaaaaaaa.css': text('style') };
    write(compressor, dir, files);
    await compressor.finish();
    for (const name of Object.keys(files)) {
      const bundle = /\.(?:js|css)$/.test(name);
      expect(gunzipSync(readFileSync(join(dir, `${name}.gz`))).toString()).toBe(files[name as keyof typeof files]);
      expect(existsSync(join(dir, `${name}.br`))).toBe(bundle);
    }
  });

  it('should compress a file whose last copies are gone', async () => {
    const first = mkdtempSync(join(tmpdir(), 'hpcdocs-compress-'));
    const second = mkdtempSync(join(tmpdir(), 'hpcdocs-compress-'));
    dirs.push(first, second);
    const before = backgroundCompressor(first);
    write(before, first, { 'a.json': text('same'), 'a-aaaaaaaa.js': text('code') });
    const record = await before.finish();
    rmSync(join(first, 'a.json.gz'));
    rmSync(join(first, 'a-aaaaaaaa.js.br'));
    const after = backgroundCompressor(second, { dir: first, record });
    write(after, second, { 'b.json': text('same'), 'b-bbbbbbbb.js': text('code') });
    await after.finish();
    expect(gunzipSync(readFileSync(join(second, 'b.json.gz'))).toString()).toBe(text('same'));
    expect(brotliDecompressSync(readFileSync(join(second, 'b-bbbbbbbb.js.br'))).toString()).toBe(text('code'));
    expect(statSync(join(second, 'b-bbbbbbbb.js.gz')).ino).not.toBe(statSync(join(first, 'a-aaaaaaaa.js.gz')).ino);
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

import { existsSync, mkdirSync, mkdtempSync, readdirSync, readFileSync, rmSync, writeFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { dirname, join } from 'node:path';
import { afterEach, beforeEach, describe, expect, it } from 'vitest';
import { applyOverlay, isPlainRelativePath, removeStaleFolders } from './output-folder.js';

let root: string;
beforeEach(() => {
  root = mkdtempSync(join(tmpdir(), 'overlay-'));
});
afterEach(() => rmSync(root, { recursive: true, force: true }));

/** Writes `files` (output-relative path -> text) under `dir`. */
function write(dir: string, files: Record<string, string>): void {
  for (const [path, text] of Object.entries(files)) {
    mkdirSync(dirname(join(dir, path)), { recursive: true });
    writeFileSync(join(dir, path), text);
  }
}

/** Every file under `dir` with its text. */
function read(dir: string): Record<string, string> {
  const paths = readdirSync(dir, { recursive: true, withFileTypes: true }).filter((entry) => entry.isFile());
  return Object.fromEntries(paths.map((entry) => [join(entry.parentPath, entry.name).slice(dir.length + 1), readFileSync(join(entry.parentPath, entry.name), 'utf8')]).sort(([a = ''], [b = '']) => (a < b ? -1 : 1)));
}

describe('given an output and an overlay of what a rebuild changed', () => {
  it('should move the overlay in, drop the copies of a file replaced without copies of its own, and remove stale files with their copies and emptied folders', () => {
    const out = join(root, 'out');
    const overlay = join(root, 'out.tmp-1');
    write(out, {
      'index.html': 'old home',
      'index.html.gz': 'old home gz',
      'index.html.br': 'old home br',
      'sitemap.xml': 'old sitemap',
      'sitemap.xml.gz': 'old sitemap gz',
      'sitemap.xml.br': 'old sitemap br',
      'docs/gone/deep/index.html': 'gone',
      'docs/gone/deep/index.html.gz': 'gone gz',
      'docs/kept/index.html': 'kept',
      'assets/app-1.js': 'app',
    });
    write(overlay, {
      'index.html': 'new home',
      'index.html.gz': 'new home gz',
      'index.html.br': 'new home br',
      // Now under the size that gets compressed: the old copies would describe another file.
      'sitemap.xml': 'new sitemap',
      'docs/new/index.html': 'new page',
    });
    applyOverlay(overlay, out, ['docs/gone/deep/index.html']);
    expect(read(out)).toEqual({
      'assets/app-1.js': 'app',
      'docs/kept/index.html': 'kept',
      'docs/new/index.html': 'new page',
      'index.html': 'new home',
      'index.html.br': 'new home br',
      'index.html.gz': 'new home gz',
      'sitemap.xml': 'new sitemap',
    });
    expect(existsSync(join(out, 'docs/gone'))).toBe(false);
    expect(read(overlay)).toEqual({});
  });

  it('should finish moving in the overlay of a build killed meanwhile, from its journal, on the next build', async () => {
    const out = join(root, 'site');
    // A pid no process has: the build that left the overlay is gone.
    const overlay = join(root, 'site.tmp-2147483646');
    write(out, { 'index.html': 'old', 'old/index.html': 'old page' });
    write(overlay, { 'index.html': 'new', '.hpcdocs-overlay.json': JSON.stringify({ stale: ['old/index.html'] }) });
    const lines: string[] = [];
    await removeStaleFolders(out, (line) => lines.push(line));
    expect(read(out)).toEqual({ 'index.html': 'new' });
    expect(existsSync(overlay)).toBe(false);
    expect(lines.join('\n')).toMatch(/finished moving site\.tmp-2147483646 into/);
    // Without a journal the overlay never began to move in: it is only removed.
    write(overlay, { 'index.html': 'newer' });
    await removeStaleFolders(out, () => undefined);
    expect(read(out)).toEqual({ 'index.html': 'new' });
    expect(existsSync(overlay)).toBe(false);
  });

  it('should ignore a journal naming paths outside the output', async () => {
    const out = join(root, 'site');
    const overlay = join(root, 'site.tmp-2147483646');
    write(root, { 'outside.txt': 'keep me' });
    write(out, { 'index.html': 'old' });
    write(overlay, { 'index.html': 'new', '.hpcdocs-overlay.json': JSON.stringify({ stale: ['../outside.txt'] }) });
    await removeStaleFolders(out, () => undefined);
    expect(readFileSync(join(root, 'outside.txt'), 'utf8')).toBe('keep me');
    expect(read(out)).toEqual({ 'index.html': 'old' });
  });
});

describe('given output-relative paths', () => {
  it('should accept plain paths inside the folder and refuse every other', () => {
    for (const path of ['index.html', 'docs/a/index.html', 'assets/content/x.1234abcd.json', 'a..b/c']) expect(isPlainRelativePath(path), path).toBe(true);
    for (const path of ['', '/etc/passwd', '../outside.txt', '../../x', 'docs/../../x', 'docs/./x', 'docs//x', 'docs/..', 'a\\b']) expect(isPlainRelativePath(path), path).toBe(false);
  });
});

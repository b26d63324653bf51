/**
 * The installed command on a site of real size: 1,000 generated docs (so the content is processed
 * on worker threads, as it is for any site past about 120 docs) beside the starter's, in a site
 * started with `npx @hpcdocs/site init` from the local registry. `check` and `build` must pass;
 * the build's time is printed for the record (wall-clock times are benchmarks, not assertions).
 */
import { execFileSync } from 'node:child_process';
import { existsSync, readFileSync, renameSync } from 'node:fs';
import { join } from 'node:path';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { workspaceRoot } from './packages.js';
import { hpcdocs, install, mustRun, removeFolder, teamFolder, type CommandResult } from './team.js';

const DOCS = 1000;

describe(`given a site of ${DOCS} docs started with \`npx @hpcdocs/site init\` from a registry`, () => {
  const root = teamFolder('scale');
  const site = join(root, 'big-docs');
  let check: CommandResult | undefined;
  let build: CommandResult | undefined;

  beforeAll(async () => {
    const init = await mustRun(root, 'npx', ['--yes', '@hpcdocs/site', 'init', 'big-docs'], 300_000);
    const installed = await install(site);
    // The generator writes docs/ under its --out folder: they become docs/library/ of the site.
    execFileSync(process.execPath, [join(workspaceRoot, 'tools/synthetic/generate.mjs'), '--count', String(DOCS), '--out', join(root, 'generated')], { stdio: 'ignore' });
    renameSync(join(root, 'generated/docs'), join(site, 'docs/library'));
    check = await hpcdocs(site, ['check'], 600_000);
    build = await hpcdocs(site, ['build', '--report', 'build-report.json'], 900_000);
    console.log(`consumer scale timings (ms, shared 2-core machine): ${JSON.stringify({ 'npx @hpcdocs/site init': init.ms, 'npm install': installed.ms, [`hpcdocs check (${DOCS + 3} docs)`]: check.ms, [`hpcdocs build, cold (${DOCS + 3} docs)`]: build.ms })}`);
  }, 1_800_000);

  afterAll(() => removeFolder(root));

  it('should check every doc and find them fine', () => {
    expect(check?.output).toContain(`the config and ${DOCS + 3} docs are fine`);
    expect(check?.code).toBe(0);
  });

  it('should build a page for every doc, with no unexpected error', () => {
    expect(build?.output).not.toMatch(/unexpected error|Please report it/);
    expect(build?.code).toBe(0);
    expect(build?.output).toMatch(new RegExp(`Built ${DOCS + 3} docs, \\d+ pages into build`));
    const report = JSON.parse(readFileSync(join(site, 'build-report.json'), 'utf8')) as { ok: boolean; docs: number; pages: number; nodeFlags: string[]; allocator: Record<string, string | null> };
    expect(report).toMatchObject({ ok: true, docs: DOCS + 3 });
    // The installed command builds with the flags the workspace sources run with (bin/node-flags.js).
    expect(report.nodeFlags).toContain('--max-semi-space-size=64');
    expect(report.allocator).toEqual({ MIMALLOC_ALLOW_THP: '0' });
    expect(report.pages).toBeGreaterThan(DOCS);
    // A doc deep in the generated folders, prerendered.
    expect(existsSync(join(site, 'build/docs/intro/index.html'))).toBe(true);
    const sitemap = readFileSync(join(site, 'build/sitemap.xml'), 'utf8');
    expect(sitemap.match(/<loc>/g)?.length).toBeGreaterThan(DOCS);
  });
});

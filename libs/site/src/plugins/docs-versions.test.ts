import { mkdirSync, mkdtempSync, rmSync, writeFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { afterEach, describe, expect, it } from 'vitest';
import { ConfigError } from '../config/errors.js';
import { versionPlans } from './docs-versions.js';

let root = '';
/** A site folder with `versions.json` naming `names` (each with its folder), and the docs options given. */
function site(names: readonly string[] | string, docs: Record<string, unknown> = {}) {
  root = mkdtempSync(join(tmpdir(), 'hpcdocs-versions-'));
  mkdirSync(join(root, 'docs'));
  writeFileSync(join(root, 'versions.json'), typeof names === 'string' ? names : JSON.stringify(names));
  for (const name of typeof names === 'string' ? [] : names) mkdirSync(join(root, 'versioned_docs', `version-${name}`), { recursive: true });
  return {
    root,
    configFile: join(root, 'hpcdocs.config.ts'),
    paths: { docsDir: join(root, 'docs'), sidebars: undefined, staticDir: '', outDir: '', components: {}, app: undefined, customCss: [] },
    docs: { routeBasePath: 'docs', versionLabel: 'Next', includeCurrentVersion: true, disableVersioning: false, versions: {}, ...docs },
  } as unknown as Parameters<typeof versionPlans>[0];
}
afterEach(() => rmSync(root, { recursive: true, force: true }));

const summary = (config: Parameters<typeof versionPlans>[0]) => versionPlans(config).map((p) => [p.name, p.label, p.routeBasePath, p.isLast, p.banner ?? 'none', p.badge, p.sidebarPrefix]);

describe('the docs versions a site builds', () => {
  it("should serve the newest named version at the docs' URL, the docs folder under next/, older ones under their names, with Docusaurus' banners", () => {
    expect(summary(site(['2.0', '1.0']))).toEqual([
      ['current', 'Next', 'docs/next', false, 'unreleased', true, 'version-current/'],
      ['2.0', '2.0', 'docs', true, 'none', true, ''],
      ['1.0', '1.0', 'docs/1.0', false, 'unmaintained', true, 'version-1.0/'],
    ]);
  });

  it('should take the options: the last version, labels, paths, banners and badges, and the versions left out', () => {
    const config = site(['2.0', '1.0'], { lastVersion: 'current', onlyIncludeVersions: ['current', '1.0'], versions: { current: { label: 'Edge', path: 'edge' }, '1.0': { banner: 'none', badge: false } } });
    expect(summary(config)).toEqual([
      ['current', 'Edge', 'docs/edge', true, 'none', true, ''],
      ['1.0', '1.0', 'docs/1.0', false, 'none', false, 'version-1.0/'],
    ]);
  });

  it('should build the docs folder alone without a versions file, or with versioning off', () => {
    expect(summary(site(['1.0'], { disableVersioning: true }))).toEqual([['current', 'Next', 'docs', true, 'none', false, '']]);
  });

  it('should name a version that is not there, with the names there are, and a versions file that is not a list', () => {
    expect(() => versionPlans(site(['1.0'], { lastVersion: '3.0' }))).toThrow('docs.lastVersion: there is no docs version "3.0". Available version names are: current, 1.0.');
    expect(() => versionPlans(site('{"1.0": true}'))).toThrow(ConfigError);
    const missing = site(['1.0']);
    rmSync(join(root, 'versioned_docs'), { recursive: true });
    expect(() => versionPlans(missing)).toThrow('versions.json names version "1.0", whose docs folder versioned_docs/version-1.0 does not exist.');
  });
});

import { mkdirSync, mkdtempSync, rmSync, writeFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { pathToFileURL } from 'node:url';
import { afterAll, describe, expect, it } from 'vitest';
import { reactProblem } from './entry.js';

const dirs: string[] = [];
afterAll(() => dirs.forEach((dir) => rmSync(dir, { recursive: true, force: true })));

/** What reactProblem says of a site folder whose React and React DOM are at these versions. */
function problemWith(react: string, reactDom: string): string | undefined {
  const dir = mkdtempSync(join(tmpdir(), 'hpc-react-'));
  dirs.push(dir);
  for (const [name, version] of [['react', react], ['react-dom', reactDom]] as const) {
    mkdirSync(join(dir, 'node_modules', name), { recursive: true });
    writeFileSync(join(dir, 'node_modules', name, 'package.json'), JSON.stringify({ name, version }));
  }
  return reactProblem(pathToFileURL(join(dir, 'entry.js')).href);
}

describe("given the site's own React", () => {
  it('should run on React 19 and on React 18 from 18.3, as Docusaurus 3 sites have either', () => {
    expect(problemWith('19.2.0', '19.2.0')).toBeUndefined();
    expect(problemWith('18.3.1', '18.3.1')).toBeUndefined();
  });

  it('should name an older React, and a React DOM of another version, with what to install', () => {
    expect(problemWith('18.2.0', '18.2.0')).toBe('@hpcdocs/site needs React 18.3 or 19; this site has react 18.2.0 and react-dom 18.2.0. Install it: npm i react@19 react-dom@19');
    expect(problemWith('17.0.2', '19.0.0')).toMatch(/^@hpcdocs\/site needs React 18\.3 or 19; this site has react 17\.0\.2\. /);
    expect(problemWith('19.0.0', '18.3.1')).toBe('this site has react 19.0.0 and react-dom 18.3.1, which must be the same version. Install them together: npm i react@19 react-dom@19');
  });
});

/**
 * The `hpcdocs` command's entry (`dist/cli.js`, run by `bin/hpcdocs.js`). It checks what the
 * command itself needs from the site's folder before loading the commands: they import React and
 * React DOM (the prerenderer), and without them Node would stop on its own module-resolution error.
 */
import { createRequire } from 'node:module';
import { stripVTControlCharacters } from 'node:util';

/** The React the packages are built for (their peer dependency: 18.3 or 19), and the one a site is told to install. */
const REACT_LATEST = 19;

/** Whether a React version is one the packages run on: 19, or 18 from 18.3. */
const supported = (version: string): boolean => {
  const [major = 0, minor = 0] = version.split('.').map((part) => Number.parseInt(part, 10));
  return major === 19 || (major === 18 && minor >= 3);
};

/** What is wrong with the site's React, in a sentence with what to do; undefined when it is fine. */
export function reactProblem(resolveFrom: string = import.meta.url): string | undefined {
  const require = createRequire(resolveFrom);
  const found = ['react', 'react-dom'].map((name) => {
    try {
      return { name, version: (require(`${name}/package.json`) as { version?: string }).version ?? '0' };
    } catch {
      return { name, version: undefined };
    }
  });
  const missing = found.filter((peer) => peer.version === undefined).map((peer) => peer.name);
  if (missing.length > 0) {
    return `this site has no ${missing.join(' or ')} installed, which the site's pages are rendered with. Install them in the site's folder: npm i react@${REACT_LATEST} react-dom@${REACT_LATEST}`;
  }
  const old = found.filter((peer) => !supported(peer.version ?? '0'));
  if (old.length > 0) {
    return `@hpcdocs/site needs React 18.3 or 19; this site has ${old.map((peer) => `${peer.name} ${peer.version}`).join(' and ')}. Install it: npm i react@${REACT_LATEST} react-dom@${REACT_LATEST}`;
  }
  const [react, reactDom] = found;
  if (react?.version?.split('.')[0] !== reactDom?.version?.split('.')[0]) {
    return `this site has react ${react?.version} and react-dom ${reactDom?.version}, which must be the same version. Install them together: npm i react@${REACT_LATEST} react-dom@${REACT_LATEST}`;
  }
  return undefined;
}

/** Whether text written to `stream` may carry colours (a terminal, and NO_COLOR not set). */
function colours(stream: NodeJS.WriteStream): boolean {
  return stream.isTTY === true && !process.env['NO_COLOR'];
}

/** `text` as `stream` should get it: without colour codes when it is a log file or a pipe. */
function forStream(stream: NodeJS.WriteStream, text: string): string {
  return colours(stream) ? text : stripVTControlCharacters(text);
}

/** Runs `hpcdocs` with `argv` (without `node` and the script); resolves with the exit code. */
export async function main(argv: readonly string[]): Promise<number> {
  const problem = reactProblem();
  if (problem) {
    process.stderr.write(`hpcdocs: ${problem}\n`);
    return 1;
  }
  const [{ runCli }, { COMMANDS }] = await Promise.all([import('./cli.js'), import('./commands.js')]);
  return runCli(argv, COMMANDS, {
    out: (text) => void process.stdout.write(forStream(process.stdout, text)),
    err: (text) => void process.stderr.write(forStream(process.stderr, text)),
    isTTY: process.stdout.isTTY === true,
  });
}

/**
 * `npm run registry`: the packages as a team gets them before they are on the public npm registry.
 * Builds the libs, packs them into tmp/packs/ (what `npm publish` uploads) and, unless
 * `--pack-only`, publishes them to a local registry (Verdaccio on http://127.0.0.1:4873/, storage
 * in tmp/registry/, every other package passed through from the npm registry) and keeps it running
 * until Ctrl+C.
 *
 *   npm run registry [-- --port 4873] [-- --pack-only]
 */
import { execFileSync } from 'node:child_process';
import { mkdirSync, rmSync } from 'node:fs';
import { join } from 'node:path';
import { parseArgs } from 'node:util';
import { LIBS, packAll, workspaceRoot } from './packages.js';
import { publishAll, startRegistry } from './registry.js';

const { values } = parseArgs({ options: { port: { type: 'string', default: '4873' }, 'pack-only': { type: 'boolean' } } });
const nx = join(workspaceRoot, 'node_modules/.bin/nx');
execFileSync(nx, ['run-many', '-t', 'build', '-p', ...LIBS, '--outputStyle=static'], { cwd: workspaceRoot, stdio: 'inherit', env: { ...process.env, NX_DAEMON: 'false', NX_TUI: 'false' } });
const packDir = join(workspaceRoot, 'tmp/packs');
rmSync(packDir, { recursive: true, force: true });
mkdirSync(packDir, { recursive: true });
const packs = packAll(packDir);
console.log(`\nPacked into ${packDir}:\n${packs.map((pack) => `  ${pack.tarball}`).join('\n')}`);
if (!values['pack-only']) {
  const storage = join(workspaceRoot, 'tmp/registry');
  rmSync(storage, { recursive: true, force: true });
  mkdirSync(storage, { recursive: true });
  const registry = await startRegistry(storage, Number(values.port));
  await publishAll(registry, packs.map((pack) => pack.tarball), storage);
  console.log(`\nThe packages are on ${registry.url} (every other package passes through from the npm registry).\nIn another terminal:\n  export npm_config_registry=${registry.url}\n  npm create hpcdocs@latest my-docs && cd my-docs && npm install\nCtrl+C stops the registry.`);
  await new Promise<void>((done) => {
    const stop = () => void registry.close().then(done);
    process.once('SIGINT', stop);
    process.once('SIGTERM', stop);
  });
}

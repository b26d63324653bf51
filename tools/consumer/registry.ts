/**
 * A local npm registry for the consumer tests: Verdaccio on 127.0.0.1 with its storage in a
 * temporary folder. The @hpcdocs packages and create-hpcdocs are published to it from their
 * tarballs (what `nx release publish` uploads); every other package is fetched through it from the
 * registry npm is set to use. A team's `npm create`/`npm install` against it is the path the
 * packages take once published.
 */
import { execFile } from 'node:child_process';
import { existsSync, readdirSync, rmSync, writeFileSync } from 'node:fs';
import type { Server } from 'node:http';
import type { AddressInfo } from 'node:net';
import { join } from 'node:path';
import { promisify } from 'node:util';

const run = promisify(execFile);

/** A running registry. */
export interface LocalRegistry {
  /** `http://127.0.0.1:PORT/`. */
  readonly url: string;
  close(): Promise<void>;
}

/** The registry npm uses on this machine, which the local one proxies for everything it does not hold. */
async function upstreamRegistry(): Promise<string> {
  const { stdout } = await run('npm', ['config', 'get', 'registry']);
  return stdout.trim() || 'https://registry.npmjs.org/';
}

/** Verdaccio's config: local packages are published here, everything else is proxied. */
function configText(dir: string, upstream: string): string {
  return [
    `storage: ${JSON.stringify(join(dir, 'storage'))}`,
    'auth:',
    '  htpasswd:',
    `    file: ${JSON.stringify(join(dir, 'htpasswd'))}`,
    'uplinks:',
    '  upstream:',
    `    url: ${JSON.stringify(upstream)}`,
    '    timeout: 60s',
    'packages:',
    "  '@hpcdocs/*':",
    '    access: $all',
    '    publish: $authenticated',
    "  'create-hpcdocs':",
    '    access: $all',
    '    publish: $authenticated',
    "  '**':",
    '    access: $all',
    '    proxy: upstream',
    'log: { type: stdout, format: pretty, level: error }',
    '',
  ].join('\n');
}

/** Starts Verdaccio with its storage in `dir` on `port` of 127.0.0.1 (default: a free one). */
export async function startRegistry(dir: string, port = 0): Promise<LocalRegistry> {
  const configFile = join(dir, 'config.yaml');
  writeFileSync(configFile, configText(dir, await upstreamRegistry()));
  const { runServer } = await import('verdaccio');
  const app = (await runServer(configFile)) as unknown as { listen(port: number, host: string, done: () => void): Server };
  const server = await new Promise<Server>((resolve) => {
    const listening: Server = app.listen(port, '127.0.0.1', () => resolve(listening));
  });
  const url = `http://127.0.0.1:${(server.address() as AddressInfo).port}/`;
  return {
    url,
    close: () =>
      new Promise<void>((resolve) => {
        server.closeAllConnections();
        server.close(() => resolve());
      }),
  };
}

/** Creates a user on the registry (npm's `adduser` request) and returns a token that may publish. */
async function publishToken(registry: string): Promise<string> {
  const name = 'consumer-test';
  const response = await fetch(new URL(`-/user/org.couchdb.user:${name}`, registry), {
    method: 'PUT',
    headers: { 'content-type': 'application/json' },
    body: JSON.stringify({ name, password: `pw-${process.pid}-${Date.now()}`, type: 'user', roles: [], date: new Date().toISOString() }),
  });
  const body = (await response.json()) as { token?: string; error?: string };
  if (!response.ok || !body.token) throw new Error(`the local registry refused a user (${response.status}): ${body.error ?? JSON.stringify(body)}`);
  return body.token;
}

/**
 * Removes what `npx` and `npm create` installed of these packages in earlier runs (npm's cache,
 * `_npx/`): a release's version number stays the same from run to run, so npx would run the last
 * run's code instead of this one's.
 */
export async function forgetNpxInstalls(): Promise<void> {
  const { stdout } = await run('npm', ['config', 'get', 'cache']);
  const npx = join(stdout.trim(), '_npx');
  if (!existsSync(npx)) return;
  for (const entry of readdirSync(npx)) {
    const modules = join(npx, entry, 'node_modules');
    if (existsSync(join(modules, 'create-hpcdocs')) || existsSync(join(modules, '@hpcdocs'))) rmSync(join(npx, entry), { recursive: true, force: true });
  }
}

/** Publishes `tarballs` to `registry` with `npm publish`, as a release would. */
export async function publishAll(registry: LocalRegistry, tarballs: readonly string[], dir: string): Promise<void> {
  const token = await publishToken(registry.url);
  const userconfig = join(dir, 'publish.npmrc');
  writeFileSync(userconfig, `registry=${registry.url}\n//${new URL(registry.url).host}/:_authToken=${token}\n`);
  // One at a time: the registry writes each package's metadata file whole.
  for (const tarball of tarballs) {
    await run('npm', ['publish', tarball, '--userconfig', userconfig, '--registry', registry.url, '--access', 'public', '--provenance=false', '--loglevel=error'], { env: { ...process.env, npm_config_update_notifier: 'false' } });
  }
}

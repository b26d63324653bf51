/**
 * Runs tools/nginx/hpcdocs.conf, unchanged except for its deployment lines (port, and the site
 * folder twice), as a plain nginx process on 127.0.0.1: what the tests, the end-to-end suite
 * (HPCDOCS_E2E_SERVER=nginx) and the load benchmark use. No systemd, no /etc: the main config,
 * pid file, logs and temp folders live in a fresh temp folder that close() removes.
 *
 *   node tools/nginx/nginx.mjs [--dir dist/apps/docs] [--port 8080]   (serves until Ctrl+C)
 */
import { spawn, spawnSync } from 'node:child_process';
import { existsSync, mkdtempSync, readFileSync, realpathSync, rmSync, writeFileSync } from 'node:fs';
import { connect, createServer } from 'node:net';
import { tmpdir } from 'node:os';
import { join, resolve } from 'node:path';
import { parseArgs } from 'node:util';

export const CONFIG = resolve(import.meta.dirname, 'hpcdocs.conf');
const INSTALL = 'apt-get install -y nginx';

/** The nginx binary (NGINX_PATH, then PATH, then Debian's /usr/sbin/nginx), or null. */
export function findNginx() {
  const candidates = [process.env.NGINX_PATH];
  const which = spawnSync('sh', ['-c', 'command -v nginx'], { encoding: 'utf8' });
  if (which.status === 0) candidates.push(which.stdout.trim());
  candidates.push('/usr/sbin/nginx');
  return candidates.find((path) => path && existsSync(path)) ?? null;
}

/** hpcdocs.conf with its deployment lines changed (port, site folder, its redirects file); throws if one is not there exactly once. */
export function deploymentConfig({ dir, port, scriptHashes = [] }) {
  let text = readFileSync(CONFIG, 'utf8');
  const change = (pattern, replacement, what) => {
    const count = text.match(new RegExp(pattern.source, 'gm'))?.length ?? 0;
    if (count !== 1) throw new Error(`${CONFIG}: expected one ${what} line marked CHANGE, found ${count}`);
    text = text.replace(pattern, replacement);
  };
  change(/^(\s*)listen \d+;(\s*# CHANGE.*)$/m, `$1listen 127.0.0.1:${port};$2`, 'listen');
  // The real path: the config refuses symlinks anywhere on the way to a file.
  change(/^(\s*)alias \S+;(\s*# CHANGE.*)$/m, `$1alias ${realpathSync(resolve(dir))}/;$2`, 'alias');
  change(/^(\s*)include \S+\/\.hpcdocs-redirects\.con\[f\];(\s*# CHANGE.*)$/m, `$1include ${realpathSync(resolve(dir))}/.hpcdocs-redirects.con[f];$2`, 'include');
  if (scriptHashes.length > 0) {
    const extra = scriptHashes.map((hash) => ` '${hash}'`).join('');
    change(/(script-src 'self'[^;"]*)/, `$1${extra}`, 'script-src');
  }
  return text;
}

/** A port that was free a moment ago (nginx cannot report the one it picks for port 0). */
function freePort() {
  return new Promise((done, fail) => {
    const probe = createServer();
    probe.once('error', fail);
    probe.listen(0, '127.0.0.1', () => {
      const { port } = probe.address();
      probe.close(() => done(port));
    });
  });
}

/** Resolves once something accepts connections on the port; rejects if `exited` settles first. */
async function listening(port, exited, ceilingMs) {
  const deadline = Date.now() + ceilingMs;
  let gone = false;
  exited.then(() => {
    gone = true;
  });
  while (!gone) {
    const ok = await new Promise((done) => {
      const socket = connect(port, '127.0.0.1');
      socket.once('connect', () => {
        socket.destroy();
        done(true);
      });
      socket.once('error', () => done(false));
    });
    if (ok) return true;
    if (Date.now() > deadline) return false;
    await new Promise((done) => setTimeout(done, 50));
  }
  return false;
}

/**
 * Starts nginx with hpcdocs.conf on 127.0.0.1 serving `dir`; resolves once it accepts connections,
 * with its origin, pid (the master's) and close(). `scriptHashes` adds sha256 sources to the
 * site's script-src, for a harness that injects a known script of its own.
 */
export async function startNginx({ dir, port = 0, workers = 1, scriptHashes = [] }) {
  const nginx = findNginx();
  if (!nginx) throw new Error(`nginx is not installed. Install it (as root: ${INSTALL}) or set NGINX_PATH to an nginx binary.`);
  if (!existsSync(resolve(dir))) throw new Error(`No site to serve: ${resolve(dir)} does not exist.`);
  let lastError;
  for (let attempt = 0; attempt < 5; attempt += 1) {
    const chosen = port || (await freePort());
    const prefix = mkdtempSync(join(tmpdir(), 'hpcdocs-nginx-'));
    writeFileSync(join(prefix, 'hpcdocs.conf'), deploymentConfig({ dir, port: chosen, scriptHashes }));
    const isRoot = typeof process.getuid === 'function' && process.getuid() === 0;
    writeFileSync(
      join(prefix, 'nginx.conf'),
      [
        'daemon off;',
        // As root, nginx's workers would run as nobody, who cannot read a site in a private temp folder.
        isRoot ? 'user root;' : '',
        `worker_processes ${workers};`,
        `pid ${prefix}/nginx.pid;`,
        `error_log ${prefix}/error.log warn;`,
        'events { worker_connections 4096; }',
        'http {',
        '  access_log off;',
        '  sendfile on;',
        ...['client_body', 'proxy', 'fastcgi', 'uwsgi', 'scgi'].map((kind) => `  ${kind}_temp_path ${prefix}/${kind};`),
        `  include ${prefix}/hpcdocs.conf;`,
        '}',
        '',
      ].join('\n'),
    );
    const child = spawn(nginx, ['-p', `${prefix}/`, '-c', `${prefix}/nginx.conf`], { stdio: ['ignore', 'ignore', 'pipe'] });
    let stderr = '';
    child.stderr.on('data', (chunk) => {
      stderr += chunk;
    });
    const exited = new Promise((done) => child.once('exit', (code, signal) => done({ code, signal })));
    child.once('error', (error) => {
      stderr += String(error);
    });
    if (await listening(chosen, exited, 30_000)) {
      // nginx outlives a parent that dies without close(): stop it when this process exits.
      const orphanGuard = () => {
        child.kill('SIGTERM');
        rmSync(prefix, { recursive: true, force: true });
      };
      process.once('exit', orphanGuard);
      const close = async () => {
        process.off('exit', orphanGuard);
        if (child.exitCode === null && child.signalCode === null) {
          child.kill('SIGQUIT');
          await exited;
        }
        rmSync(prefix, { recursive: true, force: true });
      };
      return { origin: `http://127.0.0.1:${chosen}`, pid: child.pid, prefix, close };
    }
    if (child.exitCode === null) child.kill('SIGKILL');
    await exited;
    const log = existsSync(join(prefix, 'error.log')) ? readFileSync(join(prefix, 'error.log'), 'utf8') : '';
    rmSync(prefix, { recursive: true, force: true });
    lastError = new Error(`nginx did not start on port ${chosen}:\n${stderr}${log}`);
    // Another process took the port between the probe and nginx's bind: try another one.
    if (port || !/Address already in use/.test(stderr + log)) break;
  }
  throw lastError;
}

if (import.meta.url === `file://${process.argv[1]}`) {
  const { values } = parseArgs({
    options: {
      dir: { type: 'string', default: resolve(import.meta.dirname, '../../dist/apps/docs') },
      port: { type: 'string', default: '8080' },
    },
  });
  const server = await startNginx({ dir: values.dir, port: Number(values.port) });
  console.log(`nginx (tools/nginx/hpcdocs.conf) serving ${values.dir} at ${server.origin}/doc/ (Ctrl+C stops it)`);
  const stop = () => server.close().then(() => process.exit(0));
  process.on('SIGINT', stop);
  process.on('SIGTERM', stop);
}

#!/usr/bin/env node
/**
 * Load benchmark of the static servers (not part of `npm test`): 50 keep-alive connections for
 * 20 s against a page and against a content-hashed asset of the built site, each request asking
 * for compressed bodies as a browser does. Reports requests/s, latency, errors and non-200
 * answers, and the server's resident memory and open file descriptors (counted in
 * /proc/<pid>/fd) before the load (after a 5 s warm-up, so a cold start's growth is not counted),
 * at its peak, at its end and once the connections are closed: a sound server has no errors and
 * flat memory, and its descriptors return to their idle count. Exits non-zero when a run has
 * errors, non-200 answers or leaves descriptors open.
 *
 *   node tools/bench/serve-load.mjs [--server preview|nginx|both] [--dir dist/apps/docs]
 *                                  [--connections 50] [--duration 20] [--warmup 5]
 *                                  [--out tmp/bench/serve-load.json] [--preview other/serve.mjs]
 *
 * The preview server runs in its own process (`node tools/scripts/serve.mjs`); nginx runs
 * tools/nginx/hpcdocs.conf with one worker. The load generator is a small HTTP/1.1 client in this
 * process, so on a small machine it competes with the server for the CPU: compare figures taken on
 * the same machine, not across machines.
 */
import { spawn } from 'node:child_process';
import { existsSync, mkdirSync, readdirSync, readFileSync, writeFileSync } from 'node:fs';
import { connect } from 'node:net';
import { dirname, join, resolve } from 'node:path';
import { parseArgs } from 'node:util';
import { startNginx } from '../nginx/nginx.mjs';

const root = resolve(import.meta.dirname, '../..');
const { values } = parseArgs({
  options: {
    server: { type: 'string', default: 'both' },
    dir: { type: 'string', default: resolve(root, 'dist/apps/docs') },
    connections: { type: 'string', default: '50' },
    duration: { type: 'string', default: '20' },
    warmup: { type: 'string', default: '5' },
    out: { type: 'string', default: 'tmp/bench/serve-load.json' },
    // Another version of serve.mjs, to compare (it must print its URL as serve.mjs does).
    preview: { type: 'string', default: resolve(root, 'tools/scripts/serve.mjs') },
  },
});
const dir = resolve(values.dir);
const connections = Number(values.connections);
const durationMs = Number(values.duration) * 1000;
const warmupMs = Number(values.warmup) * 1000;
if (!existsSync(join(dir, 'index.html'))) {
  console.error(`No built site in ${dir}: run \`npm run build\` first, or pass --dir.`);
  process.exit(1);
}

/** The biggest content-hashed script of the build (the app bundle): the asset every page loads. */
function hashedAsset() {
  const scripts = readdirSync(join(dir, 'assets')).filter((name) => /-[A-Za-z0-9_-]{8}\.js$/.test(name));
  if (scripts.length === 0) throw new Error(`No hashed script in ${join(dir, 'assets')}`);
  const size = (name) => readFileSync(join(dir, 'assets', name)).length;
  return `/doc/assets/${scripts.sort((a, b) => size(b) - size(a))[0]}`;
}

/** Resident memory (bytes) and open descriptors of a process and its children (nginx's workers). */
function usage(pid) {
  const pids = [pid];
  for (let i = 0; i < pids.length; i += 1) {
    for (const task of readdirSync(`/proc/${pids[i]}/task`)) {
      const children = readFileSync(`/proc/${pids[i]}/task/${task}/children`, 'utf8').trim();
      if (children) pids.push(...children.split(/\s+/).map(Number));
    }
  }
  let rss = 0;
  let fds = 0;
  for (const one of pids) {
    rss += Number(/VmRSS:\s+(\d+) kB/.exec(readFileSync(`/proc/${one}/status`, 'utf8'))?.[1] ?? 0) * 1024;
    fds += readdirSync(`/proc/${one}/fd`).length;
  }
  return { rss, fds, processes: pids.length };
}

/** The preview server in its own process, on a free port. */
async function startPreview() {
  const child = spawn(process.execPath, [resolve(values.preview), '--port', '0', '--dir', dir], { stdio: ['ignore', 'pipe', 'inherit'] });
  const origin = await new Promise((done, fail) => {
    let output = '';
    child.stdout.on('data', (chunk) => {
      output += chunk;
      const match = /http:\/\/localhost:(\d+)\//.exec(output);
      if (match) done(`http://127.0.0.1:${match[1]}`);
    });
    child.once('exit', (code) => fail(new Error(`the preview server exited (${code}): ${output}`)));
  });
  const exited = new Promise((done) => child.once('exit', done));
  return { origin, pid: child.pid, close: async () => (child.kill(), await exited) };
}

/**
 * One client sending `path` again and again over a keep-alive connection until the deadline,
 * reading each response whole (the servers always send Content-Length). When the server closes
 * the connection after announcing it (`Connection: close`, as nginx does after 1000 requests) the
 * client opens a new one; any other failure or close counts as an error.
 */
function hammer(origin, path, deadline, stats) {
  const { hostname, port } = new URL(origin);
  const request = Buffer.from(`GET ${path} HTTP/1.1\r\nHost: ${hostname}:${port}\r\nAccept-Encoding: gzip, deflate, br\r\nUser-Agent: serve-load\r\n\r\n`);
  return new Promise((done) => {
    const open = () => {
      const socket = connect(Number(port), hostname);
      let buffer = Buffer.alloc(0);
      let started = 0;
      let need = -1;
      let closing = false;
      let finished = false;
      const send = () => {
        if (Date.now() >= deadline) {
          finished = true;
          socket.end();
          return done();
        }
        started = performance.now();
        socket.write(request);
      };
      socket.setNoDelay(true);
      socket.on('connect', send);
      socket.on('data', (chunk) => {
        buffer = buffer.length === 0 ? chunk : Buffer.concat([buffer, chunk]);
        for (;;) {
          if (need < 0) {
            const end = buffer.indexOf('\r\n\r\n');
            if (end < 0) return;
            const head = buffer.subarray(0, end).toString('latin1');
            if (Number(head.slice(9, 12)) !== 200) stats.non200 += 1;
            closing = /\r\nconnection: *close/i.test(head);
            need = end + 4 + Number(/\r\ncontent-length: *(\d+)/i.exec(head)?.[1] ?? 0);
          }
          if (buffer.length < need) return;
          buffer = buffer.subarray(need);
          need = -1;
          stats.requests += 1;
          stats.latencies.push(performance.now() - started);
          if (closing) {
            finished = true;
            socket.destroy();
            stats.reconnects += 1;
            return open();
          }
          send();
        }
      });
      const fail = () => {
        if (finished) return;
        finished = true;
        stats.errors += 1;
        done();
      };
      socket.on('error', fail);
      socket.on('close', fail);
    };
    open();
  });
}

const percentile = (sorted, p) => sorted[Math.min(sorted.length - 1, Math.floor((p / 100) * sorted.length))] ?? 0;
const mb = (bytes) => `${(bytes / 1024 / 1024).toFixed(1)} MB`;

async function measure(server, path, idle) {
  // Warm up first, so "before" is the server's steady state rather than its cold start.
  if (warmupMs > 0) {
    const warm = { requests: 0, errors: 0, non200: 0, reconnects: 0, latencies: [] };
    const until = Date.now() + warmupMs;
    await Promise.all(Array.from({ length: connections }, () => hammer(server.origin, path, until, warm)));
  }
  const before = usage(server.pid);
  const stats = { requests: 0, errors: 0, non200: 0, reconnects: 0, latencies: [] };
  const deadline = Date.now() + durationMs;
  let peak = before;
  const sampler = setInterval(() => {
    const now = usage(server.pid);
    if (now.rss > peak.rss || now.fds > peak.fds) peak = { rss: Math.max(now.rss, peak.rss), fds: Math.max(now.fds, peak.fds), processes: now.processes };
  }, 500);
  const started = performance.now();
  const end = { value: before };
  // Sample the server just before the connections close, then let them go.
  const endSample = setTimeout(() => {
    end.value = usage(server.pid);
  }, Math.max(0, durationMs - 300));
  await Promise.all(Array.from({ length: connections }, () => hammer(server.origin, path, deadline, stats)));
  const seconds = (performance.now() - started) / 1000;
  clearInterval(sampler);
  clearTimeout(endSample);
  // Once every connection is closed the server should be back to its idle descriptors.
  let after = usage(server.pid);
  for (let i = 0; i < 100 && after.fds > idle.fds; i += 1) {
    await new Promise((done) => setTimeout(done, 50));
    after = usage(server.pid);
  }
  const sorted = stats.latencies.sort((a, b) => a - b);
  return {
    path,
    connections,
    seconds: Number(seconds.toFixed(1)),
    requests: stats.requests,
    requestsPerSecond: Math.round(stats.requests / seconds),
    errors: stats.errors,
    non200: stats.non200,
    reconnects: stats.reconnects,
    latencyMs: { p50: Number(percentile(sorted, 50).toFixed(2)), p99: Number(percentile(sorted, 99).toFixed(2)) },
    rss: { idle: idle.rss, before: before.rss, peak: peak.rss, end: end.value.rss, after: after.rss },
    fds: { idle: idle.fds, before: before.fds, peak: peak.fds, end: end.value.fds, after: after.fds },
  };
}

const kinds = values.server === 'both' ? ['preview', 'nginx'] : [values.server];
const results = [];
for (const kind of kinds) {
  const server = kind === 'nginx' ? await startNginx({ dir }) : await startPreview();
  const idle = usage(server.pid);
  try {
    for (const path of ['/doc/docs/quickstart/', hashedAsset()]) {
      process.stdout.write(`${kind}: ${connections} connections for ${durationMs / 1000} s on ${path} ... `);
      const result = { server: kind, ...(await measure(server, path, idle)) };
      results.push(result);
      console.log(`${result.requestsPerSecond} req/s`);
    }
  } finally {
    await server.close();
  }
}

console.log('');
console.log(`server   path                                  req/s   errors  non-200  p50 ms  p99 ms  RSS before -> peak -> end -> after      fds idle: before -> peak -> end -> after`);
for (const r of results) {
  console.log(
    [
      r.server.padEnd(8),
      r.path.padEnd(37),
      String(r.requestsPerSecond).padStart(6),
      String(r.errors).padStart(8),
      String(r.non200).padStart(8),
      String(r.latencyMs.p50).padStart(7),
      String(r.latencyMs.p99).padStart(7),
      `  ${mb(r.rss.before)} -> ${mb(r.rss.peak)} -> ${mb(r.rss.end)} -> ${mb(r.rss.after)}`.padEnd(42),
      `  ${r.fds.idle}: ${r.fds.before} -> ${r.fds.peak} -> ${r.fds.end} -> ${r.fds.after}`,
    ].join(' '),
  );
}
const outFile = resolve(root, values.out);
mkdirSync(dirname(outFile), { recursive: true });
writeFileSync(outFile, `${JSON.stringify({ date: new Date().toISOString(), dir, results }, null, 2)}\n`);
console.log(`\nWritten to ${outFile}`);
const bad = results.filter((r) => r.errors > 0 || r.non200 > 0 || r.fds.after > r.fds.idle);
if (bad.length > 0) {
  console.log(`Not sound: ${bad.map((r) => `${r.server} ${r.path}`).join(', ')} (errors, non-200 answers, or descriptors left open)`);
  process.exitCode = 1;
}

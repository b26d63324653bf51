/**
 * What the consumer tests do as a team would: npm against the local registry (registry.ts), the
 * installed `hpcdocs` command, its servers, and Chromium on what they serve. Every site lives in a
 * temporary folder outside the workspace.
 */
import { execFile, spawn, type ChildProcess } from 'node:child_process';
import { mkdtempSync, readFileSync, rmSync, writeFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { promisify } from 'node:util';
import { chromium, type Browser, type Page } from 'playwright-core';
import { inject } from 'vitest';
import { workspaceRoot } from './packages.js';
import { CHROMIUM_FLAGS, findChromium } from '../scripts/chromium.mjs';

const exec = promisify(execFile);

/** What a command printed and how it ended. */
export interface CommandResult {
  readonly code: number;
  readonly stdout: string;
  readonly stderr: string;
  /** stdout and stderr together. */
  readonly output: string;
  readonly ms: number;
}

/**
 * npm's settings for a team's commands: the local registry, no notices. The settings npm passes to
 * the scripts it runs (`npm test` sets npm_config_* from this machine's npmrc) are not a team's:
 * they are dropped, and the lockfile records where each package came from.
 */
export function npmEnv(): NodeJS.ProcessEnv {
  const inherited = Object.fromEntries(Object.entries(process.env).filter(([name]) => !/^npm_(?:config|package|lifecycle)_/i.test(name)));
  return {
    ...inherited,
    npm_config_registry: inject('registry'),
    npm_config_omit_lockfile_registry_resolved: 'false',
    npm_config_update_notifier: 'false',
    npm_config_fund: 'false',
    npm_config_audit: 'false',
    // What a team's terminal would not have: colours would only reach a log here.
    FORCE_COLOR: '0',
  };
}

/** Runs `command` in `cwd` and resolves with its result whatever its exit code (a timeout rejects). */
export async function runIn(cwd: string, command: string, args: readonly string[], timeout = 300_000, env: NodeJS.ProcessEnv = npmEnv()): Promise<CommandResult> {
  const start = performance.now();
  const done = (code: number, stdout: string, stderr: string): CommandResult => ({ code, stdout, stderr, output: `${stdout}${stderr}`, ms: Math.round(performance.now() - start) });
  return exec(command, [...args], { cwd, timeout, env, maxBuffer: 64 * 1024 * 1024 }).then(
    ({ stdout, stderr }) => done(0, stdout, stderr),
    (error: { code?: number | string; killed?: boolean; stdout?: string; stderr?: string; message?: string }) => {
      if (error.killed || typeof error.code !== 'number') throw new Error(`${command} ${args.join(' ')} did not finish: ${error.message ?? ''}\n${error.stdout ?? ''}${error.stderr ?? ''}`);
      return done(error.code, error.stdout ?? '', error.stderr ?? '');
    },
  );
}

/** Runs a command that must succeed; rejects with its output otherwise. */
export async function mustRun(cwd: string, command: string, args: readonly string[], timeout?: number): Promise<CommandResult> {
  const result = await runIn(cwd, command, args, timeout);
  if (result.code !== 0) throw new Error(`${command} ${args.join(' ')} exited with ${result.code}:\n${result.output}`);
  return result;
}

/** The installed `hpcdocs` command in `site`. */
export function hpcdocs(site: string, args: readonly string[], timeout?: number): Promise<CommandResult> {
  return runIn(site, 'npx', ['--no-install', 'hpcdocs', ...args], timeout);
}

/** A new temporary folder outside the workspace, for a team's sites. */
export function teamFolder(name: string): string {
  return mkdtempSync(join(tmpdir(), `hpcdocs-${name}-`));
}

/** `npm create hpcdocs@latest NAME` in `root`, from the local registry; resolves with the site's folder. */
export async function createSite(root: string, name: string): Promise<{ site: string; result: CommandResult }> {
  const result = await mustRun(root, 'npm', ['create', '--yes', 'hpcdocs@latest', name], 200_000);
  return { site: join(root, name), result };
}

/** Adds `dependencies` and `devDependencies` to the site's package.json (exact versions). */
export function addDependencies(site: string, dependencies: Record<string, string>, devDependencies: Record<string, string> = {}): void {
  const file = join(site, 'package.json');
  const manifest = JSON.parse(readFileSync(file, 'utf8')) as { dependencies?: Record<string, string>; devDependencies?: Record<string, string> };
  manifest.dependencies = { ...manifest.dependencies, ...dependencies };
  manifest.devDependencies = { ...manifest.devDependencies, ...devDependencies };
  writeFileSync(file, `${JSON.stringify(manifest, null, 2)}\n`);
}

/** Exact versions of registry packages, as the workspace pins them, so the tests stay in step with it. */
export function workspaceVersions(names: readonly string[]): Record<string, string> {
  const root = JSON.parse(readFileSync(join(workspaceRoot, 'package.json'), 'utf8')) as { dependencies: Record<string, string>; devDependencies: Record<string, string> };
  const all = { ...root.dependencies, ...root.devDependencies };
  return Object.fromEntries(names.map((name) => [name, all[name] ?? 'latest']));
}

/** `npm install` in `site`, from the local registry (and npm's cache). */
export function install(site: string): Promise<CommandResult> {
  return mustRun(site, 'npm', ['install', '--prefer-offline', '--loglevel=error'], 400_000);
}

/** A server the command started (`preview`, `dev`), in a process group of its own so stopping it stops npx and the server under it. */
export interface RunningServer {
  readonly origin: string;
  readonly process: ChildProcess;
  stop(): Promise<void>;
}

/** Starts `hpcdocs <command> --port 0` in `site` and resolves once it prints its URL. */
export function startServer(site: string, command: 'preview' | 'dev', extra: readonly string[] = []): Promise<RunningServer> {
  const child = spawn('npx', ['--no-install', 'hpcdocs', command, '--port', '0', ...extra], { cwd: site, env: npmEnv(), stdio: ['ignore', 'pipe', 'pipe'], detached: true });
  const stop = async () => {
    if (child.exitCode !== null || child.signalCode !== null || !child.pid) return;
    const exited = new Promise((resolve) => child.once('exit', resolve));
    process.kill(-child.pid, 'SIGTERM');
    await exited;
  };
  return new Promise((resolve, reject) => {
    let out = '';
    const read = (chunk: Buffer) => {
      out += chunk.toString();
      const url = /(http:\/\/(?:localhost|127\.0\.0\.1|\[::1\]):\d+)\//.exec(out);
      if (url) resolve({ origin: url[1] as string, process: child, stop });
    };
    child.stdout.on('data', read);
    child.stderr.on('data', read);
    child.once('exit', (code) => reject(new Error(`hpcdocs ${command} exited with ${code}: ${out}`)));
  });
}

/** Chromium, as the tests drive it. */
export async function launchBrowser(): Promise<Browser> {
  const executablePath = findChromium();
  if (!executablePath) throw new Error('No Chromium found: install it (apt-get install -y chromium) or set CHROME_PATH.');
  return chromium.launch({ executablePath, args: ['--headless', ...CHROMIUM_FLAGS] });
}

/** Opens `url` and waits for the app to hydrate; `errors` collects console errors, warnings, page errors and failed responses. */
export async function openHydrated(browser: Browser, url: string): Promise<{ page: Page; errors: string[] }> {
  const page = await browser.newPage();
  const errors: string[] = [];
  page.on('console', (message) => {
    if (message.type() === 'error' || message.type() === 'warning') errors.push(message.text());
  });
  page.on('pageerror', (error) => errors.push(error.message));
  page.on('response', (response) => {
    if (response.status() >= 400) errors.push(`${response.status()} ${response.url()}`);
  });
  await page.goto(url);
  await page.waitForSelector('html[data-hydrated]');
  return { page, errors };
}

/** Removes a team folder at the end. */
export function removeFolder(dir: string): void {
  rmSync(dir, { recursive: true, force: true });
}

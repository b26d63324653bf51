/**
 * The API samples that manage paid instances, run as written against a mock of the API on
 * 127.0.0.1 (tools/test/api-samples/): the login script sourced into a shell and run as a script,
 * the batch-job watcher through a job that outlives its token, the delete samples when the
 * `terminate` path answers 404 with no `message`, and the API overview's lifecycle scripts from
 * launch to release. Each ends with what the reader's account would show: the instance released,
 * or a clear failure, and the reader's shell still open.
 */
import { spawnSync } from 'node:child_process';
import { basename, resolve } from 'node:path';
import { afterEach, beforeAll, describe, expect, it } from 'vitest';
import { docBlocks, type DocBlock } from './content-lint/code-samples.ts';
import { MockApi, type MockApiOptions } from './api-samples/mock-api.ts';
import { asRun, sampleBlock, SampleBox } from './api-samples/sample-box.ts';

const CONTENT_DIR = resolve(import.meta.dirname, '../../content');
const blocks = docBlocks(CONTENT_DIR);

const LOGIN_PAGE = 'docs/api/user/login.mdx';
const DELETE_PAGE = 'docs/api/instance/delete.mdx';
const BATCH_PAGE = 'docs/batch/batch-jobs.md';
const API_OVERVIEW = 'docs/api/index.mdx';

const USER = 'reader@example.com';
const PASSWORD = `pa$$ "word" \\ with 'quotes'`;
const INSTANCE_ID = 'notebook-43f8fcd9-0000-4000-8000-96891d9dfb5e';
const DAY = 86_400;
/** What a reader fills in for the placeholders these samples use. */
const VALUES = { 'instance-id': INSTANCE_ID, 'node-port': '30022', user: 'root', 'ssh-address': 'gpu-node.example' };

let box: SampleBox;
let api: MockApi | undefined;
afterEach(async () => {
  await api?.close();
  api = undefined;
  box?.dispose();
});

/** A fresh box and mock API for one scenario; resolves to the API base URL. */
async function setUp(options: Partial<MockApiOptions> = {}): Promise<{ mock: MockApi; base: string }> {
  box = new SampleBox();
  api = new MockApi({ username: USER, password: PASSWORD, now: () => box.now(), ...options });
  api.addInstance(INSTANCE_ID);
  return { mock: api, base: await api.start() };
}

const credentials = (password = PASSWORD) => ({ HPCAI_USERNAME: USER, HPCAI_PASSWORD: password });

beforeAll(() => {
  // The samples need these on the reader's computer; so does this test.
  const curl = spawnSync('curl', ['--version'], { encoding: 'utf8' }).stdout ?? '';
  const [major = 0, minor = 0] = (/^curl (\d+)\.(\d+)/.exec(curl) ?? []).slice(1).map(Number);
  expect(major * 100 + minor, 'curl 7.76 or newer (for --fail-with-body) on the PATH').toBeGreaterThanOrEqual(776);
  expect(spawnSync('jq', ['--version']).status, 'jq on the PATH').toBe(0);
  const requests = spawnSync('python3', ['-c', 'import requests']);
  expect(requests.status, 'python3 with the requests package (apt-get install python3-requests, or pip install requests)').toBe(0);
});

describe('given the login script (Log In page)', () => {
  const script = (): DocBlock => sampleBlock(blocks, LOGIN_PAGE, 'bash', 'the saved login script', (b) => b.title !== undefined);

  it.each(['error-status', 'ok-status'] as const)('should return to the shell that sourced it when the login fails (%s), with the message and no token', async (loginFailure) => {
    const { base } = await setUp({ loginFailure });
    box.write('login.sh', asRun(script().code, base, VALUES));
    const result = await box.source('login.sh', credentials('wrong password'));
    expect(result.continued, `the sourcing shell ended\n${result.stderr}`).not.toBeNull();
    expect(result.continued).not.toBe(0);
    expect(result.stderr).toContain('invalid username or password');
    expect(result.exported).toBe('');
  });

  it('should export a fresh token into the shell that sourced it', async () => {
    const { mock, base } = await setUp();
    box.write('login.sh', asRun(script().code, base, VALUES));
    const result = await box.source('login.sh', credentials());
    expect(result.continued, result.stderr).toBe(0);
    expect(result.exported).toMatch(/^mock-token-\d+$/);
    expect(mock.calls.map((c) => c.path)).toContain('/user/login');
  });

  it('should print only the token when run, and exit 1 with the message when the login fails', async () => {
    const { base } = await setUp();
    box.write('login.sh', asRun(script().code, base, VALUES));
    const good = await box.run('bash', ['login.sh'], credentials());
    expect(good.status, good.stderr).toBe(0);
    expect(good.stdout.trim()).toMatch(/^mock-token-\d+$/);
    const bad = await box.run('bash', ['login.sh'], credentials('wrong password'));
    expect(bad.status).toBe(1);
    expect(bad.stdout).toBe('');
    expect(bad.stderr).toContain('invalid username or password');
  });

  it('should log in and list from Python, and stop with the message when the login fails', async () => {
    const { base } = await setUp();
    const sample = sampleBlock(blocks, LOGIN_PAGE, 'python', 'the Python example', () => true);
    box.write('login.py', asRun(sample.code, base, VALUES));
    const good = await box.run('python3', ['login.py'], credentials());
    expect(good.status, good.stderr).toBe(0);
    expect(good.stdout).toContain('1 instances on the first page');
    const bad = await box.run('python3', ['login.py'], credentials('wrong password'));
    expect(bad.status).not.toBe(0);
    expect(bad.stderr).toContain('invalid username or password');
  });
});

describe('given the batch-job watcher (Batch Jobs page)', () => {
  /** Saves every script of the page under its title, as a reader does, and returns the watcher's file name. */
  function saveScripts(base: string): { watcher: string; jobDir: string } {
    const watcher = sampleBlock(blocks, BATCH_PAGE, 'bash', 'the watcher (ssh, then the API once DONE appears)', (b) => /\bssh\b/.test(b.code) && /\bDONE\b/.test(b.code));
    for (const block of blocks.filter((b) => b.file === BATCH_PAGE && b.lang === 'bash' && b !== watcher)) {
      const name = /^[\w.-]+\.sh\b/.exec(block.title ?? '')?.[0];
      if (name) box.write(name, asRun(block.code, base, VALUES));
    }
    const jobDir = /JOB_DIR="([^"]+)"/.exec(watcher.code)?.[1];
    if (!jobDir) throw new Error(`${BATCH_PAGE}:${watcher.line}: the watcher sets no JOB_DIR="..."`);
    return { watcher: basename(box.write('watcher.sh', asRun(watcher.code, base, VALUES))), jobDir };
  }

  it.each([
    ['terminate works', []],
    ['terminate answers 404 with no message', ['/instance/terminate']],
  ])('should release the instance after a job that outlives the token (%s)', async (_, missingPaths) => {
    const { mock, base } = await setUp({ missingPaths });
    const { watcher, jobDir } = saveScripts(base);
    // The reader logged in when the job started; the job runs for 26 hours.
    const env = { ...credentials(), HPCAI_TOKEN: mock.issueToken(), JOB_DIR: jobDir, JOB_DONE_AT: String(26 * 3600) };
    const result = await box.run('bash', [watcher], env);
    expect(box.now(), 'the watcher waited for the job').toBeGreaterThanOrEqual(26 * 3600);
    expect(mock.instances.get(INSTANCE_ID)?.status, `${result.stdout}\n${result.stderr}`).toBe('Released');
    expect(result.status).toBe(0);
    expect(mock.calls.filter((c) => c.status === 401), 'calls refused for their token').toEqual([]);
  });

  it('should say the instance is still there, and fail, when it cannot log in at the end', async () => {
    const { mock, base } = await setUp();
    const { watcher, jobDir } = saveScripts(base);
    const env = { ...credentials('changed since'), HPCAI_TOKEN: mock.issueToken(), JOB_DIR: jobDir, JOB_DONE_AT: String(DAY + 3600) };
    const result = await box.run('bash', [watcher], env);
    expect(mock.instances.get(INSTANCE_ID)?.status).toBe('Running');
    expect(result.status).not.toBe(0);
    expect(result.stderr).toContain('invalid username or password');
    expect(result.stderr).toMatch(/not released/i);
  });
});

describe('given the delete samples (Delete an Instance page)', () => {
  const curl = (): DocBlock => sampleBlock(blocks, DELETE_PAGE, 'bash', 'the cURL example', (b) => b.code.includes('/instance/'));
  const python = (): DocBlock => sampleBlock(blocks, DELETE_PAGE, 'python', 'the Python example', () => true);
  const cases = [
    ['terminate works', []],
    ['terminate answers 404 with no message', ['/instance/terminate']],
  ] as const;

  it.each(cases)('should release the instance from a shell, and leave the shell open (%s)', async (_, missingPaths) => {
    const { mock, base } = await setUp({ missingPaths });
    box.write('delete.sh', asRun(curl().code, base, { ...VALUES, 'your-access-token': mock.issueToken() }));
    const result = await box.source('delete.sh');
    expect(result.continued, `the sourcing shell ended\n${result.stderr}`).not.toBeNull();
    expect(mock.instances.get(INSTANCE_ID)?.status, result.stderr).toBe('Released');
  });

  it.each(cases)('should release the instance from Python (%s)', async (_, missingPaths) => {
    const { mock, base } = await setUp({ missingPaths });
    box.write('delete.py', asRun(python().code, base, { ...VALUES, 'your-access-token': mock.issueToken() }));
    const result = await box.run('python3', ['delete.py']);
    expect(mock.instances.get(INSTANCE_ID)?.status, result.stderr).toBe('Released');
    expect(result.status, result.stderr).toBe(0);
  });

  it('should report an unknown instance with its message, from a shell that stays open and from Python', async () => {
    const { mock, base } = await setUp();
    const values = { ...VALUES, 'instance-id': 'notebook-00000000-0000-4000-8000-000000000000', 'your-access-token': mock.issueToken() };
    box.write('delete.sh', asRun(curl().code, base, values));
    const shell = await box.source('delete.sh');
    expect(shell.continued).not.toBeNull();
    expect(shell.stderr).toContain('ent: instance not found');
    box.write('delete.py', asRun(python().code, base, values));
    const py = await box.run('python3', ['delete.py']);
    expect(py.status).not.toBe(0);
    expect(`${py.stdout}${py.stderr}`).toContain('ent: instance not found');
    expect(mock.instances.get(INSTANCE_ID)?.status).toBe('Running');
  });
});

describe('given the instance lifecycle scripts (API overview)', () => {
  /** A launch body as the console exports it; the mock reads only the name. */
  const LAUNCH_BODY = { name: 'my-instance', imageId: 'image', instanceTypeId: 'type', region: 'region', billing: { chargeMode: 'perHour', duration: 1 }, remoteStorages: [], instanceConfiguration: {}, nodePorts: [] };
  const scripts = [
    ['bash', 'instance-lifecycle.sh', 'bash'],
    ['python', 'instance_lifecycle.py', 'python3'],
  ] as const;

  /** Saves the script and launch.json, runs the script, and returns what it did to the launched instance. */
  async function runLifecycle(lang: string, title: string, command: string, options: Partial<MockApiOptions>) {
    const { mock, base } = await setUp(options);
    const script = sampleBlock(blocks, API_OVERVIEW, lang, title, (b) => b.title === title);
    box.write('launch.json', JSON.stringify(LAUNCH_BODY));
    box.write(title, asRun(script.code, base, VALUES));
    const result = await box.run(command, [title], credentials());
    const launched = [...mock.instances.values()].filter((i) => i.instanceId !== INSTANCE_ID).map((i) => i.status);
    return { result, launched, mock };
  }

  it.each(scripts)('should launch, stop and release its own instance, leaving one of the same name alone (%s)', async (lang, title, command) => {
    const { result, launched, mock } = await runLifecycle(lang, title, command, { missingPaths: ['/instance/terminate'] });
    expect(result.status, result.stderr).toBe(0);
    expect(launched).toEqual(['Released']);
    expect(mock.calls.map((c) => c.path)).toContain('/instance/stop');
    expect(mock.instances.get(INSTANCE_ID)?.status, 'the instance that was there before').toBe('Running');
  });

  it.each(scripts)('should release an instance that fails to start, and fail (%s)', async (lang, title, command) => {
    const { result, launched } = await runLifecycle(lang, title, command, { launchedStatus: 'StartingFailed' });
    expect(result.status).not.toBe(0);
    expect(result.stderr).toContain('StartingFailed');
    expect(launched).toEqual(['Released']);
  });
});

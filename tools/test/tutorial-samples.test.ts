/**
 * Tutorial scripts that hold paid GPUs, run as written: the Tongyi DeepResearch wrapper must stop
 * every server the repository's script started, whether the run finishes, a later step fails or
 * the reader presses Ctrl+C. The repository's script is replaced by a stand-in that starts
 * long-running "servers" (one of them ignores SIGTERM, as a stuck server may) and then ends.
 */
import { existsSync, mkdirSync, readFileSync } from 'node:fs';
import { join, resolve } from 'node:path';
import { afterEach, describe, expect, it } from 'vitest';
import { docBlocks } from './content-lint/code-samples.ts';
import { sampleBlock, SampleBox } from './api-samples/sample-box.ts';

const CONTENT_DIR = resolve(import.meta.dirname, '../../content');
const TONGYI_PAGE = 'docs/tutorial/tongyi-deepresearch.md';

const STAND_IN = `# Stand-in for inference/run_react_infer.sh: starts servers in the background, as the real
# script starts vLLM, then ends as $OUTCOME says. Their output goes nowhere, so a server left
# behind does not hold the test's pipes open.
for _ in 1 2 3; do
  tail -f /dev/null >/dev/null 2>&1 &
  echo $! >> "$SERVERS"
done
(trap '' TERM; exec tail -f /dev/null >/dev/null 2>&1) &
echo $! >> "$SERVERS"
case $OUTCOME in
  fail) echo "FileExistsError: [Errno 17] File exists" >&2; exit 1 ;;
  finish) exit 0 ;;
  *) wait ;;
esac
`;

let box: SampleBox;
afterEach(() => {
  // A wrapper that fails the test leaves its servers behind: end them here.
  if (box && existsSync(join(box.dir, 'servers'))) for (const pid of serverPids().filter(running)) process.kill(pid, 'SIGKILL');
  box?.dispose();
});

/** A repository folder with the page's wrapper and the stand-in; returns the wrapper's path. */
function setUp(): string {
  box = new SampleBox();
  const wrapper = sampleBlock(docBlocks(CONTENT_DIR), TONGYI_PAGE, 'bash', 'the run-agent.sh wrapper', (b) => b.title === 'run-agent.sh');
  mkdirSync(join(box.dir, 'repo/inference'), { recursive: true });
  box.write('repo/inference/run_react_infer.sh', STAND_IN);
  return box.write('repo/run-agent.sh', wrapper.code);
}

const serverPids = (): number[] => readFileSync(join(box.dir, 'servers'), 'utf8').split('\n').filter(Boolean).map(Number);
/** Whether a process still runs (a zombie waiting for its parent to reap it has stopped running). */
const running = (pid: number): boolean => existsSync(`/proc/${pid}/stat`) && !/^\d+ \(.*\) Z/.test(readFileSync(`/proc/${pid}/stat`, 'utf8'));

describe('given the Tongyi DeepResearch wrapper (run-agent.sh)', () => {
  it.each([
    ['a later step fails', 'fail', 1],
    ['the run finishes', 'finish', 0],
  ])('should stop every server it started when %s', async (_, outcome, status) => {
    const wrapper = setUp();
    const result = await box.run('bash', [wrapper], { OUTCOME: outcome, SERVERS: join(box.dir, 'servers') });
    expect(result.status, result.stderr).toBe(status);
    expect(serverPids()).toHaveLength(4);
    await expect.poll(() => serverPids().filter(running), { timeout: 30_000 }).toEqual([]);
  });

  it('should stop every server it started when the reader presses Ctrl+C', async () => {
    const wrapper = setUp();
    const servers = join(box.dir, 'servers');
    const run = box.start('bash', [wrapper], { OUTCOME: 'hang', SERVERS: servers });
    await expect.poll(() => (existsSync(servers) ? serverPids().length : 0), { timeout: 30_000 }).toBe(4);
    process.kill(run.pid, 'SIGINT');
    const result = await run.result;
    expect(result.status).toBe(130);
    await expect.poll(() => serverPids().filter(running), { timeout: 30_000 }).toEqual([]);
  });
});

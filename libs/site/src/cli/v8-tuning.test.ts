import { execFile } from 'node:child_process';
import { join } from 'node:path';
import { promisify } from 'node:util';
import { describe, expect, it } from 'vitest';

const workspace = join(import.meta.dirname, '../../../..');

/**
 * How many functions V8 decided to optimise while the workload ran (`--trace-opt` prints a line
 * as it marks each one). The marking is decided on the thread that runs the code, from its budget;
 * the compiling happens on a helper thread and may not finish before the process ends on a busy
 * machine, so the lines of finished compiles are not counted.
 */
async function optimised(mode: 'default' | 'tuned'): Promise<number> {
  const { stdout } = await promisify(execFile)(process.execPath, [join(workspace, 'tools/scripts/run-ts.mjs'), '--trace-opt', join(workspace, 'libs/site/test/fixtures/v8-workload.ts'), mode], { cwd: workspace, maxBuffer: 16 * 1024 * 1024 });
  expect(stdout).toMatch(/^workload -?\d+$/m);
  return stdout.split('\n').filter((line) => line.startsWith('[marking') && line.includes('for optimization')).length;
}

describe('tuneV8ForBuild', () => {
  it('leaves functions that ran only briefly unoptimised', async () => {
    const [before, after] = [await optimised('default'), await optimised('tuned')];
    // V8's default budget optimises each of the twenty functions; the build's leaves them alone.
    expect(before).toBeGreaterThanOrEqual(20);
    expect(after).toBeLessThan(5);
  }, 120_000);
});

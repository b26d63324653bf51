/**
 * Runs docs samples the way a reader does (saved to a file, then run with bash or python3, or
 * sourced into a shell), in a temporary folder, against the mock API. The only change to a
 * sample's text is the one a reader makes plus the one a test needs: placeholders filled in,
 * and the API's base URL pointed at the mock.
 *
 * Two commands are stand-ins, first on the PATH: `sleep` returns at once and moves the test's
 * clock on by its argument (so a sample can wait a day in a second), and `ssh` runs its command
 * on a "remote machine" that is a folder of the box.
 */
import { spawn } from 'node:child_process';
import { chmodSync, mkdirSync, mkdtempSync, readFileSync, rmSync, writeFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { API_BASE, type DocBlock } from '../content-lint/code-samples.ts';

/** How long one sample may run before it counts as hung: a ceiling, far above its usual second. */
const RUN_CEILING_MS = 90_000;

const FAKE_SLEEP = `#!/usr/bin/env bash
# Stand-in for sleep: returns at once and moves the test's clock on by the seconds asked for.
secs=\${1%s}; secs=\${secs%%.*}
echo $(( $(<"$MOCK_CLOCK") + \${secs:-0} )) > "$MOCK_CLOCK"
`;

const FAKE_SSH = `#!/usr/bin/env bash
# Stand-in for ssh: the remote machine is the folder $REMOTE_ROOT. The command (the last argument)
# runs here, with $JOB_DIR moved under that folder. The remote job finishes, writing its log and
# DONE marker, once the test's clock reaches $JOB_DONE_AT.
cmd=\${!#}
if (( $(<"$MOCK_CLOCK") >= JOB_DONE_AT )) && [[ ! -e $REMOTE_ROOT$JOB_DIR/DONE ]]; then
  mkdir -p "$REMOTE_ROOT$JOB_DIR"
  echo "job finished" >> "$REMOTE_ROOT$JOB_DIR/job.log"
  echo "$(<"$MOCK_CLOCK")" > "$REMOTE_ROOT$JOB_DIR/DONE"
fi
exec bash -c "\${cmd//$JOB_DIR/$REMOTE_ROOT$JOB_DIR}"
`;

/** What a run left behind. */
export interface RunResult {
  readonly status: number | null;
  readonly stdout: string;
  readonly stderr: string;
}

/** The one block of `file` in `lang` that `matches`; fails naming the page when there is none or more than one. */
export function sampleBlock(blocks: readonly DocBlock[], file: string, lang: string, what: string, matches: (block: DocBlock) => boolean): DocBlock {
  const found = blocks.filter((b) => b.file === file && b.lang === lang && matches(b));
  if (found.length !== 1) throw new Error(`${file}: expected one ${lang} block that is ${what}, found ${found.length}`);
  return found[0] as DocBlock;
}

/**
 * A sample's text as a reader runs it: every `<placeholder>` filled in from `values`, and the API
 * base URL pointed at `apiBase`. A placeholder with no value is an error, so a new placeholder in
 * a sample cannot slip through as literal text.
 */
export function asRun(code: string, apiBase: string, values: Readonly<Record<string, string>>): string {
  const filled = code.replace(/<([a-z][a-z0-9]*(?:-[a-z0-9]+)*)>/g, (whole, name: string) => {
    const value = values[name];
    if (value === undefined) throw new Error(`the sample has a placeholder ${whole} that the test does not fill in`);
    return value;
  });
  return filled.replaceAll(API_BASE, apiBase);
}

/** A temporary folder with the stand-in commands, a clock, and a remote machine. */
export class SampleBox {
  readonly dir = mkdtempSync(join(tmpdir(), 'docs-api-samples-'));
  private readonly clockFile = join(this.dir, 'clock');
  private readonly bin = join(this.dir, 'bin');

  constructor() {
    mkdirSync(this.bin);
    mkdirSync(join(this.dir, 'remote'));
    this.writeExecutable(join(this.bin, 'sleep'), FAKE_SLEEP);
    this.writeExecutable(join(this.bin, 'ssh'), FAKE_SSH);
    writeFileSync(this.clockFile, '0\n');
  }

  /** Seconds on the test's clock; the stand-in `sleep` moves it on. */
  now(): number {
    return Number(readFileSync(this.clockFile, 'utf8'));
  }

  /** The remote machine's copy of an absolute path. */
  remote(path: string): string {
    return join(this.dir, 'remote', path);
  }

  /** Saves a file in the box. */
  write(name: string, text: string): string {
    const path = join(this.dir, name);
    writeFileSync(path, text.endsWith('\n') ? text : `${text}\n`);
    return path;
  }

  /**
   * Runs a command in the box, with the stand-ins first on the PATH, a HOME of its own (no reader's
   * curl or pip config) and no proxy between it and the mock. Never blocks the event loop, since
   * the mock answers from this same process.
   */
  run(command: string, args: readonly string[], env: Readonly<Record<string, string>> = {}): Promise<RunResult> {
    return this.start(command, args, env).result;
  }

  /** Starts a command as `run` does; `pid` lets the caller signal it while it runs. */
  start(command: string, args: readonly string[], env: Readonly<Record<string, string>> = {}): { pid: number; result: Promise<RunResult> } {
    const base = Object.fromEntries(Object.entries(process.env).filter(([name]) => !/^(https?|all|no)_proxy$/i.test(name)));
    const child = spawn(command, args, {
      cwd: this.dir,
      detached: true,
      env: { ...base, HOME: this.dir, PATH: `${this.bin}:${process.env['PATH'] ?? ''}`, NO_PROXY: '127.0.0.1', MOCK_CLOCK: this.clockFile, REMOTE_ROOT: join(this.dir, 'remote'), ...env },
      stdio: ['ignore', 'pipe', 'pipe'],
    });
    let stdout = '';
    let stderr = '';
    child.stdout.on('data', (chunk: Buffer) => (stdout += chunk.toString()));
    child.stderr.on('data', (chunk: Buffer) => (stderr += chunk.toString()));
    const result = new Promise<RunResult>((resolve, reject) => {
      const ceiling = setTimeout(() => {
        if (child.pid !== undefined) process.kill(-child.pid, 'SIGKILL');
        reject(new Error(`${command} ${args.join(' ')} still running after ${RUN_CEILING_MS / 1000} s\nstdout: ${stdout}\nstderr: ${stderr}`));
      }, RUN_CEILING_MS);
      child.on('error', reject);
      child.on('close', (status) => {
        clearTimeout(ceiling);
        resolve({ status, stdout, stderr });
      });
    });
    return { pid: child.pid ?? -1, result };
  }

  /**
   * Sources a shell sample into a parent shell, as a reader pastes it into a terminal, then reports
   * whether the parent carried on: `continued` is the sample's status when it did, null when the
   * sample ended the parent shell. `exported` is HPCAI_TOKEN as a child of the parent sees it.
   */
  async source(file: string, env: Readonly<Record<string, string>> = {}): Promise<RunResult & { continued: number | null; exported: string }> {
    const parent = `source ./${file}; status=$?; printf '\\n@parent status=%s exported=%s\\n' "$status" "$(printenv HPCAI_TOKEN)"`;
    const result = await this.run('bash', ['-c', parent], env);
    const mark = /@parent status=(\d+) exported=(\S*)/.exec(result.stdout);
    return { ...result, continued: mark ? Number(mark[1]) : null, exported: mark?.[2] ?? '' };
  }

  dispose(): void {
    rmSync(this.dir, { recursive: true, force: true });
  }

  private writeExecutable(path: string, text: string): void {
    writeFileSync(path, text);
    chmodSync(path, 0o755);
  }
}

/**
 * The `create-hpcdocs` command, which `npm create hpcdocs@latest [DIR]` runs: writes the starter
 * site into DIR (default `my-docs`) and prints the next steps.
 */
import { relative } from 'node:path';
import { parseArgs } from 'node:util';
import { init, InitError } from './init.js';

const HELP = `Usage: npm create hpcdocs@latest [DIR] [-- --title TITLE]

Writes a starter documentation site into DIR (default: my-docs), which must be new or empty:
hpcdocs.config.ts, package.json with the npm scripts, and three docs.

Options:
  --title TITLE   the site's title (default: from the folder name)
  -h, --help      show this help
`;

/** What the command prints to. */
export interface CreateIo {
  readonly out: (text: string) => void;
  readonly err: (text: string) => void;
}

const processIo: CreateIo = { out: (text) => void process.stdout.write(text), err: (text) => void process.stderr.write(text) };

const OPTIONS = { title: { type: 'string' }, help: { type: 'boolean', short: 'h' } } as const;
const parse = (argv: readonly string[]) => parseArgs({ args: [...argv], options: OPTIONS, allowPositionals: true });

/** Runs the command with `argv` (without `node` and the script); resolves with the exit code. */
export async function main(argv: readonly string[], io: CreateIo = processIo): Promise<number> {
  let parsed: ReturnType<typeof parse>;
  try {
    parsed = parse(argv);
  } catch (error) {
    io.err(`create-hpcdocs: ${(error as Error).message.split('\n')[0]}. See --help.\n`);
    return 2;
  }
  if (parsed.values.help) {
    io.out(HELP);
    return 0;
  }
  if (parsed.positionals.length > 1) {
    io.err('create-hpcdocs: give one folder to create, e.g. npm create hpcdocs@latest my-docs.\n');
    return 2;
  }
  const dir = parsed.positionals[0] ?? 'my-docs';
  try {
    const result = await init(dir, parsed.values.title === undefined ? {} : { title: parsed.values.title });
    const shown = relative(process.cwd(), result.dir) || '.';
    io.out(`Created a site in ${shown} (${result.files.length} files). Next:\n  cd ${shown}\n  npm install\n  npx hpcdocs dev\n`);
    return 0;
  } catch (error) {
    if (!(error instanceof InitError)) throw error;
    io.err(`create-hpcdocs: ${error.message}\n`);
    return 1;
  }
}

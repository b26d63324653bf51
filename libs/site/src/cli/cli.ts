/**
 * The `hpcdocs` command: `init`, `dev`, `build`, `preview`, `check`. Each command has its help
 * (`hpcdocs <command> --help`); a failure exits non-zero with one line that says what went wrong
 * (the details, such as every content problem, come before it).
 */
import { parseArgs, type ParseArgsConfig } from 'node:util';
import { ConfigError } from '../config/errors.js';
import { SiteError } from '../errors.js';
import { ownVersion as version } from '../own-version.js';

/** What a command prints to: stdout and stderr, and whether stdout is a terminal. */
export interface CliIo {
  readonly out: (text: string) => void;
  readonly err: (text: string) => void;
  readonly isTTY: boolean;
}

type Options = NonNullable<ParseArgsConfig['options']>;

/** A command of the CLI. */
export interface Command {
  readonly name: string;
  /** One line, for the command list. */
  readonly summary: string;
  /** Usage line after `hpcdocs`, e.g. `build [--config FILE]`. */
  readonly usage: string;
  /** Longer help text: what it does, then its options. */
  readonly help: string;
  readonly options: Options;
  /** Whether it takes positional arguments. */
  readonly positionals?: boolean;
  /** Runs the command; resolves with the exit code. */
  readonly run: (args: { values: Record<string, string | boolean | undefined>; positionals: string[] }, io: CliIo) => Promise<number>;
}



function mainHelp(commands: readonly Command[]): string {
  const width = Math.max(...commands.map((c) => c.name.length));
  return [
    'hpcdocs: documentation sites from one config file (hpcdocs.config.ts).',
    '',
    'Usage: hpcdocs <command> [options]',
    '',
    'Commands:',
    ...commands.map((c) => `  ${c.name.padEnd(width)}  ${c.summary}`),
    '',
    'Options:',
    '  -h, --help     show help (also after a command: hpcdocs build --help)',
    '  -v, --version  print the version',
    '',
  ].join('\n');
}

function commandHelp(command: Command): string {
  return `Usage: hpcdocs ${command.usage}\n\n${command.help.trim()}\n`;
}

/**
 * Runs the CLI with `argv` (without `node` and the script). Resolves with the exit code: 0 on
 * success, 1 when the command failed, 2 for a usage mistake.
 */
export async function runCli(argv: readonly string[], commands: readonly Command[], io: CliIo): Promise<number> {
  const [first, ...rest] = argv;
  if (first === undefined || first === '-h' || first === '--help' || first === 'help') {
    const target = first === 'help' ? commands.find((c) => c.name === rest[0]) : undefined;
    io.out(target ? commandHelp(target) : mainHelp(commands));
    return 0;
  }
  if (first === '-v' || first === '--version') {
    io.out(`${version()}\n`);
    return 0;
  }
  const command = commands.find((c) => c.name === first);
  if (!command) {
    io.err(`hpcdocs: unknown command "${first}". Commands: ${commands.map((c) => c.name).join(', ')}. See hpcdocs --help.\n`);
    return 2;
  }
  let parsed: ReturnType<typeof parseArgs>;
  try {
    parsed = parseArgs({ args: [...rest], options: { ...command.options, help: { type: 'boolean', short: 'h' } }, allowPositionals: command.positionals ?? false, strict: true });
  } catch (error) {
    io.err(`hpcdocs ${command.name}: ${(error as Error).message.split('\n')[0]}. See hpcdocs ${command.name} --help.\n`);
    return 2;
  }
  if (parsed.values['help']) {
    io.out(commandHelp(command));
    return 0;
  }
  try {
    return await command.run({ values: parsed.values as Record<string, string | boolean | undefined>, positionals: parsed.positionals }, io);
  } catch (error) {
    if (error instanceof ConfigError) {
      io.err(`${error.message}\n`);
      io.err(`hpcdocs ${command.name}: the config has ${error.problems.length === 1 ? 'a problem' : `${error.problems.length} problems`} (above).\n`);
      return 1;
    }
    if (error instanceof SiteError) {
      io.err(`hpcdocs ${command.name}: ${error.message}\n`);
      return 1;
    }
    // Not ours to explain: the stack helps whoever reports it.
    io.err(`${(error as Error).stack ?? String(error)}\n`);
    io.err(`hpcdocs ${command.name}: failed with an unexpected error (above). Please report it.\n`);
    return 1;
  }
}

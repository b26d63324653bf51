/**
 * Checks the code samples of the docs by language, the way a reader would run them: JSON and JSON
 * Lines parse, CSV rows have the header's width, shell scripts pass `bash -n` once their placeholders
 * are filled in, and Python parses and uses no name it never binds. API samples also follow the one
 * convention the API overview states (host, cookie, placeholders, error handling).
 */
import { spawnSync } from 'node:child_process';
import { mkdtempSync, readdirSync, readFileSync, rmSync, writeFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join, relative } from 'node:path';
import { parseCodeMeta } from '@hpcdocs/content-pipeline';
import { fencedBlocks, type FencedBlock } from './fences.ts';

/** A fenced block and where it sits. */
export interface DocBlock extends FencedBlock {
  /** Path of the Markdown file, relative to the content folder (`docs/api/index.mdx`). */
  readonly file: string;
  /** The block's `title="..."`, if any. */
  readonly title?: string;
  /** The block's `continues="..."`: the title of an earlier block in the same file that it carries on. */
  readonly continues?: string;
}

/** A problem found in a block, reported as `file:line: message`. */
export interface BlockProblem {
  readonly block: Pick<DocBlock, 'file' | 'line'>;
  readonly message: string;
}

export const formatProblem = ({ block, message }: BlockProblem): string => `${block.file}:${block.line}: ${message}`;

/** Reads the `continues="..."` marker of a fence's meta. */
export function continuesOf(meta: string): string | undefined {
  const match = /(?:^|\s)continues=(?:"([^"]*)"|'([^']*)'|(\S+))/.exec(meta);
  return match ? (match[1] ?? match[2] ?? match[3]) : undefined;
}

/** The fenced blocks of one Markdown text, with their title and continuation marker. */
export function blocksOf(file: string, markdown: string): DocBlock[] {
  return fencedBlocks(markdown).map((block) => {
    const title = parseCodeMeta(block.meta).title;
    const continues = continuesOf(block.meta);
    return { ...block, file, ...(title === undefined ? {} : { title }), ...(continues === undefined ? {} : { continues }) };
  });
}

/** Every fenced block of every Markdown and MDX file under `contentDir/docs`. */
export function docBlocks(contentDir: string): DocBlock[] {
  const walk = (dir: string): string[] =>
    readdirSync(dir, { withFileTypes: true }).flatMap((entry) => {
      const path = join(dir, entry.name);
      if (entry.isDirectory()) return walk(path);
      return /\.mdx?$/.test(entry.name) ? [path] : [];
    });
  return walk(join(contentDir, 'docs'))
    .sort()
    .flatMap((path) => blocksOf(relative(contentDir, path), readFileSync(path, 'utf8')));
}

// ---------------------------------------------------------------------------------------------
// Placeholders

/** The one placeholder style: lower-case words joined by hyphens, in angle brackets. */
export const PLACEHOLDER_STYLE = /^[a-z][a-z0-9]*(?:-[a-z0-9]+)*$/;
/** Anything written like a placeholder, `<...>` without spaces inside. */
const PLACEHOLDER_LIKE = /<([A-Za-z][\w.-]*)>/g;

/** Replaces each `<placeholder>` with a plain word, as a reader fills them in before running a command. */
export function fillPlaceholders(code: string): string {
  return code.replace(PLACEHOLDER_LIKE, (_, name: string) => `PLACEHOLDER_${name.replace(/[^\w]/g, '_')}`);
}

// ---------------------------------------------------------------------------------------------
// Data formats

export function jsonProblems(block: DocBlock): BlockProblem[] {
  try {
    JSON.parse(block.code);
    return [];
  } catch (error) {
    return [{ block, message: `JSON does not parse: ${(error as Error).message}` }];
  }
}

export function jsonlProblems(block: DocBlock): BlockProblem[] {
  return block.code.split('\n').flatMap((line, i) => {
    if (line.trim() === '') return [];
    try {
      JSON.parse(line);
      return [];
    } catch (error) {
      return [{ block, message: `JSON Lines, line ${i + 1} does not parse: ${(error as Error).message}` }];
    }
  });
}

/** The fields of one CSV record (RFC 4180 quoting: "" is a quote inside a quoted field). */
function csvFields(line: string): string[] | null {
  const fields: string[] = [];
  let i = 0;
  for (;;) {
    let field = '';
    if (line[i] === '"') {
      i++;
      for (;;) {
        if (i >= line.length) return null;
        if (line[i] === '"' && line[i + 1] === '"') {
          field += '"';
          i += 2;
        } else if (line[i] === '"') break;
        else field += line[i++];
      }
      i++;
      if (i < line.length && line[i] !== ',') return null;
    } else {
      while (i < line.length && line[i] !== ',') field += line[i++];
    }
    fields.push(field);
    if (i >= line.length) return fields;
    i++;
  }
}

export function csvProblems(block: DocBlock): BlockProblem[] {
  const lines = block.code.split('\n').filter((line) => line.trim() !== '');
  const width = csvFields(lines[0] ?? '')?.length ?? 0;
  return lines.flatMap((line, i) => {
    const fields = csvFields(line);
    if (!fields) return [{ block, message: `CSV line ${i + 1} has an unclosed or misplaced quote` }];
    return fields.length === width ? [] : [{ block, message: `CSV line ${i + 1} has ${fields.length} fields, the header ${width}` }];
  });
}

// ---------------------------------------------------------------------------------------------
// Shell

/** `bash -n` on every block, in one shell process; placeholders are filled in first. */
export function bashProblems(blocks: readonly DocBlock[]): BlockProblem[] {
  if (blocks.length === 0) return [];
  const dir = mkdtempSync(join(tmpdir(), 'docs-bash-'));
  try {
    const files = blocks.map((block, i) => {
      const path = join(dir, `${i}.sh`);
      writeFileSync(path, fillPlaceholders(block.code));
      return path;
    });
    // One shell runs `bash -n` on each file and prints, for each failure, its index and the error.
    const loop = 'i=0; for f in "$@"; do out=$(bash -n "$f" 2>&1) || printf "%s\\t%s\\0" "$i" "$out"; i=$((i + 1)); done';
    const run = spawnSync('bash', ['-c', loop, 'check', ...files], { encoding: 'utf8' });
    if (run.error || run.status !== 0) throw new Error(`bash did not run: ${run.error?.message ?? run.stderr}`);
    return run.stdout
      .split('\0')
      .filter(Boolean)
      .map((record) => {
        const [index = '', ...rest] = record.split('\t');
        const block = blocks[Number(index)] as DocBlock;
        const message = rest.join('\t').replaceAll(files[Number(index)] ?? '', 'block').trim();
        return { block, message: `bash -n: ${message}` };
      });
  } finally {
    rmSync(dir, { recursive: true, force: true });
  }
}

// ---------------------------------------------------------------------------------------------
// Python

const PYTHON_CHECKER = join(import.meta.dirname, 'check_python.py');

/**
 * Groups Python blocks into the samples a reader runs: a block marked `continues="t"` joins the unit
 * of the earlier block titled `t` in the same file. A marker that names no such block is a problem.
 */
export function pythonUnits(blocks: readonly DocBlock[]): { units: DocBlock[][]; problems: BlockProblem[] } {
  const units: DocBlock[][] = [];
  const problems: BlockProblem[] = [];
  const byTitle = new Map<string, DocBlock[]>();
  for (const block of blocks) {
    if (block.continues !== undefined) {
      const unit = byTitle.get(`${block.file}\n${block.continues}`);
      if (!unit) {
        problems.push({ block, message: `continues="${block.continues}", but no earlier python block in this file has that title` });
        continue;
      }
      unit.push(block);
      if (block.title !== undefined) byTitle.set(`${block.file}\n${block.title}`, unit);
      continue;
    }
    const unit = [block];
    units.push(unit);
    if (block.title !== undefined) byTitle.set(`${block.file}\n${block.title}`, unit);
  }
  return { units, problems };
}

/** Parses every Python sample and reports names it uses but never binds, in one python3 process. */
export function pythonProblems(blocks: readonly DocBlock[]): BlockProblem[] {
  const { units, problems } = pythonUnits(blocks);
  const ids = new Map<number, DocBlock>();
  const input = units.map((unit) =>
    unit.map((block) => {
      const id = ids.size;
      ids.set(id, block);
      return { id, code: block.code };
    }),
  );
  const run = spawnSync('python3', [PYTHON_CHECKER], { input: JSON.stringify(input), encoding: 'utf8' });
  if (run.error || run.status !== 0) throw new Error(`python3 did not run: ${run.error?.message ?? run.stderr}`);
  const found = JSON.parse(run.stdout) as { id: number; line: number; message: string }[];
  return [
    ...problems,
    ...found.map(({ id, line, message }) => {
      const block = ids.get(id) as DocBlock;
      // The fence is on block.line, so the block's first line of code is block.line + 1.
      return { block: { file: block.file, line: block.line + line }, message: `python: ${message}` };
    }),
  ];
}

// ---------------------------------------------------------------------------------------------
// API samples

/** The only host and base path API samples may call. */
export const API_BASE = 'https://hpc-ai.com/api';
/** The only placeholder for the access token. */
export const TOKEN_PLACEHOLDER = '<your-access-token>';

const ANY_API_URL = /https?:\/\/[\w.-]*hpc-ai\.com\/api\b/g;

/** Whether a block talks to the platform's API. */
export const isApiSample = (code: string): boolean => /https?:\/\/[\w.-]*hpc-ai\.com\/api\b/.test(code);

/** The commands of a shell script, with backslash-continued lines joined and comments dropped. */
export function shellCommands(code: string): string[] {
  const joined = code.replace(/\\\n/g, ' ');
  return joined.split('\n').map((line) => line.replace(/(^|\s)#.*$/, '$1')).filter((line) => line.trim() !== '');
}

/** What an API sample does differently from the convention; an empty list when it follows it. */
export function apiSampleProblems(block: Pick<DocBlock, 'lang' | 'code'>): string[] {
  const problems: string[] = [];
  const { code } = block;
  for (const url of code.match(ANY_API_URL) ?? []) {
    if (url !== API_BASE) problems.push(`calls ${url}; API samples use ${API_BASE}`);
  }
  for (const [, name = ''] of code.matchAll(PLACEHOLDER_LIKE)) {
    if (!PLACEHOLDER_STYLE.test(name)) problems.push(`placeholder <${name}> is not written <lower-case-with-hyphens>`);
  }
  for (const word of code.match(/\b(?:your_\w+|\w+_here|YOUR_[A-Z_]+)\b/g) ?? []) {
    problems.push(`"${word}" is not the documented placeholder style; write <like-this>`);
  }
  if (/X-API-Key|Authorization:\s*Bearer/i.test(code)) problems.push('authenticates with a header; API samples send the AccessToken cookie');

  if (block.lang === 'bash') {
    for (const command of shellCommands(code).filter((c) => /(^|[\s$(|;&])curl\s/.test(c))) {
      const short = command.trim().slice(0, 60);
      if (!/--fail-with-body/.test(command)) problems.push(`curl without --fail-with-body: ${short}`);
      if (!/-H\s+['"]content-type: application\/json['"]/i.test(command)) problems.push(`curl without the JSON content-type header: ${short}`);
      if (!/--data-raw|--data-binary/.test(command)) problems.push(`curl without a --data-raw or --data-binary body: ${short}`);
      const login = /\/user\/login\b/.test(command);
      const cookie = /-b\s+(['"])AccessToken=([^'"]*)\1/.exec(command);
      if (!login && !cookie) problems.push(`curl without the AccessToken cookie (-b 'AccessToken=...'): ${short}`);
      if (cookie && cookie[2] !== TOKEN_PLACEHOLDER && !/^\$\{?\w+\}?$/.test(cookie[2] ?? '')) {
        problems.push(`token written as "${cookie[2]}"; use ${TOKEN_PLACEHOLDER} or a shell variable`);
      }
    }
  }

  if (block.lang === 'python') {
    const cookies = [...code.matchAll(/\{\s*["']AccessToken["']\s*:\s*([^}\s]+)\s*\}/g)].map((m) => m[1] ?? '');
    // Only the login call goes without the cookie: it is the call that issues the token.
    const paths = [...code.matchAll(/\/(?:user|instance|storage)\/[\w/]+/g)].map((m) => m[0]);
    const loginOnly = paths.length > 0 && paths.every((path) => path === '/user/login');
    if (cookies.length === 0 && !loginOnly) problems.push('no {"AccessToken": ...} cookie; API samples send the token as that cookie');
    for (const value of cookies) {
      if (!/^[A-Za-z_]\w*$/.test(value) && value !== `"${TOKEN_PLACEHOLDER}"`) problems.push(`token written as ${value}; use "${TOKEN_PLACEHOLDER}" or a variable`);
    }
    for (const literal of code.match(/\b(?:token|TOKEN)\s*=\s*["'][^"']*["']/g) ?? []) {
      if (!literal.includes(`"${TOKEN_PLACEHOLDER}"`)) problems.push(`token set as ${literal}; use "${TOKEN_PLACEHOLDER}"`);
    }
    if (!/raise_for_status\(\)/.test(code)) problems.push('no raise_for_status(): an HTTP error must stop the sample');
    if (!/["']message["']/.test(code)) problems.push('never looks at the "message" field that carries API errors');
    if (/status_code\s*(?:==|!=|in\b|not in\b|[<>])/.test(code)) problems.push('branches on a particular HTTP status code, which the API does not document');
  }
  return problems;
}

// ---------------------------------------------------------------------------------------------
// Installs

/** Options of `pip install` that take a value, so the value is not read as a package. */
const PIP_OPTIONS_WITH_VALUE = new Set(['-i', '--index-url', '--extra-index-url', '-c', '--constraint', '-r', '--requirement', '-f', '--find-links', '--target', '-t', '--prefix', '--root']);

/**
 * Packages a shell block installs with pip without pinning them: a sample that installs "whatever is
 * newest" stops working when a release changes. Accepted: `name==1.2`, an upper bound (`name<4`,
 * `~=`), a local path, a requirements or constraints file, a git URL at a fixed `@ref`, and pip itself.
 */
export function unpinnedInstalls(code: string): string[] {
  const found: string[] = [];
  for (const command of shellCommands(code)) {
    for (const match of command.matchAll(/\bpip3?\s+install\s+([^;&|#]*)/g)) {
      const words = (match[1] ?? '').trim().split(/\s+/).filter(Boolean);
      for (let i = 0; i < words.length; i++) {
        const word = (words[i] ?? '').replace(/^["']|["']$/g, '');
        // A redirection ends the package list (`> log`, `2>&1` is cut off at the & already).
        if (/^\d*>/.test(word)) break;
        if (PIP_OPTIONS_WITH_VALUE.has(word)) {
          i++;
          continue;
        }
        if (word.startsWith('-')) continue;
        if (word === '.' || /^\.{0,2}\//.test(word) || word === 'pip') continue;
        if (word.startsWith('git+')) {
          if (!/\.git@[\w.-]+$/.test(word)) found.push(word);
          continue;
        }
        if (!/==|~=|</.test(word)) found.push(word);
      }
    }
  }
  return found;
}

/** Commands that no longer exist in current releases of their tools. */
export function removedCommands(code: string): string[] {
  // huggingface_hub 1.0 removed the old `huggingface-cli` entry point; `hf` replaces it.
  return shellCommands(code).filter((command) => /(^|[\s;&|(])huggingface-cli\b/.test(command)).map((command) => command.trim().slice(0, 60));
}

/**
 * Magic comments in code blocks, as Docusaurus reads them: a line that is only a comment saying
 * `highlight-next-line` highlights the line after it; `highlight-start` ... `highlight-end`
 * highlight the lines between. The comment lines are removed. A comment counts only in the
 * comment syntax of the block's language (`# highlight-next-line` in a Markdown block is a
 * heading); a block without a known language accepts every syntax.
 */

/** The comment syntaxes: what comes before and after the directive on its line. */
const STYLES = {
  slash: ['//', ''],
  block: ['/\\*', '\\*/'],
  jsx: ['\\{\\s*/\\*', '\\*/\\s*\\}'],
  hash: ['#', ''],
  html: ['<!--', '-->'],
  dashes: ['--', ''],
  percent: ['%', ''],
  semicolon: [';+', ''],
} as const;
type Style = keyof typeof STYLES;

const C_LIKE: readonly Style[] = ['slash', 'block'];
const SCRIPT: readonly Style[] = ['hash'];
/** Languages (and their aliases) and the comment syntaxes they have. */
const BY_LANGUAGE: ReadonlyMap<string, readonly Style[]> = new Map([
  ...['js', 'javascript', 'ts', 'typescript', 'mjs', 'cjs', 'java', 'c', 'cpp', 'c++', 'h', 'cs', 'csharp', 'go', 'rust', 'rs', 'swift', 'kotlin', 'kt', 'scala', 'php', 'dart', 'groovy', 'jsonc', 'json5', 'proto', 'protobuf', 'solidity', 'zig'].map((l) => [l, C_LIKE] as const),
  ...['jsx', 'tsx'].map((l) => [l, [...C_LIKE, 'jsx']] as const),
  ...['css', 'scss', 'sass', 'less'].map((l) => [l, ['block']] as const),
  ...['html', 'xml', 'svg', 'vue', 'svelte', 'markdown', 'md'].map((l) => [l, ['html']] as const),
  ['mdx', ['html', 'jsx']] as const,
  ...['bash', 'sh', 'shell', 'zsh', 'fish', 'console', 'shellsession', 'python', 'py', 'ruby', 'rb', 'perl', 'r', 'yaml', 'yml', 'toml', 'dockerfile', 'docker', 'makefile', 'make', 'powershell', 'ps1', 'nginx', 'hcl', 'terraform', 'tf', 'elixir', 'julia', 'cmake', 'conf'].map((l) => [l, SCRIPT] as const),
  // SQL has block comments too (`/* highlight-start */`), which Docusaurus reads there as well.
  ['sql', ['dashes', 'block']] as const,
  ...['lua', 'haskell', 'hs', 'elm', 'ada'].map((l) => [l, ['dashes']] as const),
  ...['tex', 'latex', 'matlab', 'erlang', 'erl'].map((l) => [l, ['percent']] as const),
  ...['lisp', 'clojure', 'clj', 'scheme', 'elisp', 'asm', 'nasm', 'wasm', 'wat'].map((l) => [l, ['semicolon']] as const),
  ['ini', ['semicolon', 'hash']] as const,
]);
const ALL_STYLES = Object.keys(STYLES) as Style[];

const DIRECTIVES = 'highlight-next-line|highlight-start|highlight-end';
const patterns = new Map<string, RegExp>();

/** The regex that matches a directive line in `language`. */
function directivePattern(language: string): RegExp {
  const styles = BY_LANGUAGE.get(language.toLowerCase()) ?? ALL_STYLES;
  const key = styles.join(',');
  let pattern = patterns.get(key);
  if (!pattern) {
    const alternatives = styles.map((style) => `${STYLES[style][0]}\\s*(${DIRECTIVES})\\s*${STYLES[style][1]}`);
    pattern = new RegExp(`^\\s*(?:${alternatives.join('|')})\\s*$`);
    patterns.set(key, pattern);
  }
  return pattern;
}

/** The code without its directive lines, the lines to highlight (1-based) and what was wrong. */
export interface MagicCommentResult {
  readonly lines: readonly string[];
  readonly highlighted: ReadonlySet<number>;
  /** Each with the 0-based index of the directive line in the original code. */
  readonly problems: readonly { readonly index: number; readonly message: string }[];
}

/** Reads the magic comments of a block's lines. */
export function readMagicComments(source: readonly string[], language: string): MagicCommentResult {
  const pattern = directivePattern(language);
  const lines: string[] = [];
  const highlighted = new Set<number>();
  const problems: { index: number; message: string }[] = [];
  let nextLine = false;
  let openedAt: number | undefined;
  source.forEach((line, index) => {
    const match = line.includes('highlight-') ? pattern.exec(line) : null;
    const directive = match?.slice(1).find((group) => group !== undefined);
    if (directive === 'highlight-next-line') nextLine = true;
    else if (directive === 'highlight-start') {
      if (openedAt !== undefined) problems.push({ index, message: 'highlight-start inside a highlighted range; the range is already open.' });
      openedAt ??= index;
    } else if (directive === 'highlight-end') {
      if (openedAt === undefined) problems.push({ index, message: 'highlight-end without a highlight-start before it; it is removed.' });
      openedAt = undefined;
    } else {
      lines.push(line);
      if (nextLine || openedAt !== undefined) highlighted.add(lines.length);
      nextLine = false;
    }
  });
  if (openedAt !== undefined) problems.push({ index: openedAt, message: 'highlight-start is never closed: the lines to the end of the block are highlighted. Add a highlight-end comment.' });
  return { lines, highlighted, problems };
}

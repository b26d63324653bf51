/**
 * The inline half of the structure scan (see structure-scan.ts): one line's text outside code
 * spans, for HTML/JSX tags (kept open across lines) and runs of emphasis delimiters.
 */

/** Elements that never have content. */
const VOID = new Set(['area', 'base', 'br', 'col', 'embed', 'hr', 'img', 'input', 'link', 'meta', 'param', 'source', 'track', 'wbr']);
/**
 * Elements whose end tag HTML lets one leave out: the HTML parser closes them when a sibling
 * starts, so in Markdown they never pile up. (JSX in MDX must close every element.)
 */
const OPTIONAL_END = new Set(['li', 'dt', 'dd', 'p', 'rt', 'rp', 'optgroup', 'option', 'colgroup', 'caption', 'thead', 'tbody', 'tfoot', 'tr', 'td', 'th', 'html', 'head', 'body']);
const NAME = /[A-Za-z][\w-]*(?:[.:][A-Za-z][\w-]*)*(?=[\s/>])/y;
/** The characters that start something this scan counts: tags, code spans, escapes, brackets, delimiters. */
const SPECIAL = new Set(['<', '`', '\\', '[', ']', '*', '_', '~']);
const SPECIAL_CHARACTER = /[<`\\[\]*_~]/g;

/** Tags seen so far; a tag may span lines. */
export interface TagState {
  readonly format: 'md' | 'mdx';
  readonly open: string[];
  /** A start tag whose `>` has not been seen yet. */
  pending: { name: string; line: number; column: number; quote: string; braces: number } | undefined;
  comment: boolean;
  /** Unclosed `[` in the current paragraph (link and image texts). */
  brackets: number;
}

/** What one line adds: delimiter runs, or where a limit was crossed. */
export type LineScan = { readonly delimiters: number } | { readonly kind: 'elements' | 'delimiters' | 'brackets'; readonly line: number; readonly column: number };

/** Start index -> end index (exclusive) of each code span on the line. */
function codeSpans(text: string, from: number): Map<number, number> {
  const spans = new Map<number, number>();
  if (text.indexOf('`', from) === -1) return spans;
  const runs: [number, number][] = [];
  for (let i = from; i < text.length; ) {
    if (text[i] !== '`') {
      i += 1;
      continue;
    }
    let j = i;
    while (text[j] === '`') j += 1;
    runs.push([i, j - i]);
    i = j;
  }
  // A run opens a span that the next run of the same length closes.
  const next = new Map<number, number>();
  const closing: (number | undefined)[] = new Array<number | undefined>(runs.length);
  for (let r = runs.length - 1; r >= 0; r--) {
    const [, length] = runs[r] as [number, number];
    closing[r] = next.get(length);
    next.set(length, r);
  }
  for (let r = 0; r < runs.length; ) {
    const close = closing[r];
    if (close === undefined) {
      r += 1;
      continue;
    }
    const [at] = runs[r] as [number, number];
    const [end, length] = runs[close] as [number, number];
    spans.set(at, end + length);
    r = close + 1;
  }
  return spans;
}

/** Closes a start tag at its `>`: the element is open unless void, self-closing or optional-end. */
function finishTag(state: TagState, selfClosing: boolean): boolean {
  const tag = state.pending;
  state.pending = undefined;
  if (!tag || selfClosing) return false;
  const lower = tag.name.toLowerCase();
  if (VOID.has(lower) || (state.format === 'md' && OPTIONAL_END.has(lower))) return false;
  state.open.push(tag.name);
  return true;
}

/** Scans one line from `from`; `budget` is how many more delimiter runs the paragraph may have. */
export function scanLine(text: string, from: number, { line, columnAt }: { line: number; columnAt: (index: number) => number }, state: TagState, depth: number, budget: number): LineScan {
  const spans = codeSpans(text, from);
  let runs = 0;
  for (let i = from; i < text.length; ) {
    const char = text[i] as string;
    if (state.comment) {
      const end = text.indexOf('-->', i);
      if (end === -1) break;
      state.comment = false;
      i = end + 3;
      continue;
    }
    const tag = state.pending;
    if (tag) {
      if (tag.quote) {
        if (char === tag.quote) tag.quote = '';
      } else if (char === '"' || char === "'") tag.quote = char;
      else if (char === '{') tag.braces += 1;
      else if (char === '}') tag.braces = Math.max(0, tag.braces - 1);
      else if (char === '<' && tag.braces === 0) {
        // Not a tag after all (`a <b and c`); read this `<` again as text.
        state.pending = undefined;
        continue;
      } else if (char === '>' && tag.braces === 0) {
        const { line: at, column } = tag;
        if (finishTag(state, text[i - 1] === '/') && state.open.length > depth) return { kind: 'elements', line: at, column };
      }
      i += 1;
      continue;
    }
    if (!SPECIAL.has(char)) {
      // Plain text: jump to the next character that matters (most of a line is plain text).
      SPECIAL_CHARACTER.lastIndex = i;
      const next = SPECIAL_CHARACTER.exec(text);
      if (!next) break;
      i = next.index;
      continue;
    }
    const span = spans.get(i);
    if (span !== undefined) {
      i = span;
      continue;
    }
    if (char === '<') {
      if (text.startsWith('<!--', i)) {
        state.comment = true;
        i += 4;
        continue;
      }
      const closing = text[i + 1] === '/';
      const at = closing ? i + 2 : i + 1;
      if (text[at] === '>') {
        // A JSX fragment, `<>` or `</>`.
        const fragment = state.open.lastIndexOf('#fragment');
        if (closing) state.open.length = fragment === -1 ? state.open.length : fragment;
        else if (state.open.push('#fragment') > depth) return { kind: 'elements', line, column: columnAt(i) };
        i = at + 1;
        continue;
      }
      NAME.lastIndex = at;
      const name = NAME.exec(text)?.[0];
      if (name && closing) {
        const open = state.open.lastIndexOf(name);
        if (open !== -1) state.open.length = open;
      } else if (name) state.pending = { name, line, column: columnAt(i), quote: '', braces: 0 };
      i = name ? at + name.length : i + 1;
      continue;
    }
    if (char === '\\') {
      i += 2;
      continue;
    }
    if (char === '[') {
      state.brackets += 1;
      if (state.brackets > depth) return { kind: 'brackets', line, column: columnAt(i) };
    } else if (char === ']') state.brackets = Math.max(0, state.brackets - 1);
    if (char === '*' || char === '_' || char === '~') {
      let j = i;
      while (text[j] === char) j += 1;
      runs += 1;
      if (runs > budget) return { kind: 'delimiters', line, column: columnAt(i) };
      i = j;
      continue;
    }
    i += 1;
  }
  return { delimiters: runs };
}

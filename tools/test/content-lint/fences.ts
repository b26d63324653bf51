/** Reads fenced code blocks out of Markdown, for the content lint's checks of languages and code. */

const FENCE = /^( {0,3})(`{3,}|~{3,})(.*)$/;

/** One fenced code block as written in the source file. */
export interface FencedBlock {
  /** 1-based line of the opening fence. */
  readonly line: number;
  /** The whole info string after the fence: language, then meta. */
  readonly info: string;
  /** The first word of the info string (`bash`), or '' when there is none. */
  readonly lang: string;
  /** What follows the language (`title="a.sh" {2}`). */
  readonly meta: string;
  /** The block's text, without the fence indentation that CommonMark strips. */
  readonly code: string;
}

/** Every fenced code block, in order. A block left open runs to the end of the file, as in CommonMark. */
export function fencedBlocks(markdown: string): FencedBlock[] {
  const blocks: FencedBlock[] = [];
  const lines = markdown.split(/\r?\n/);
  let open: { line: number; indent: number; char: string; length: number; info: string; body: string[] } | null = null;
  const close = (): void => {
    if (!open) return;
    const [lang = '', ...rest] = open.info.split(/\s+/);
    blocks.push({ line: open.line, info: open.info, lang, meta: rest.join(' '), code: open.body.join('\n') });
    open = null;
  };
  lines.forEach((text, index) => {
    const match = FENCE.exec(text);
    if (open) {
      const fence = match?.[2] ?? '';
      // A closing fence uses the same character, is at least as long, and carries no info string.
      if (match && fence[0] === open.char && fence.length >= open.length && (match[3] ?? '').trim() === '') {
        close();
        return;
      }
      // Lines inside lose up to as many leading spaces as the opening fence had.
      const strip = Math.min(open.indent, /^ */.exec(text)?.[0].length ?? 0);
      open.body.push(text.slice(strip));
      return;
    }
    if (!match) return;
    const fence = match[2] ?? '';
    open = { line: index + 1, indent: (match[1] ?? '').length, char: fence[0] ?? '`', length: fence.length, info: (match[3] ?? '').trim(), body: [] };
  });
  close();
  return blocks;
}

/** 1-based line numbers of the opening fences that have no language in their info string. */
export function fencesWithoutLanguage(markdown: string): number[] {
  return fencedBlocks(markdown)
    .filter((block) => !/^[A-Za-z]/.test(block.info))
    .map((block) => block.line);
}

/** 1-based line numbers of opening fences whose highlighted lines (`{2,4-6}`) fall outside the block. */
export function highlightsOutOfRange(markdown: string): number[] {
  return fencedBlocks(markdown)
    .filter((block) => {
      const ranges = /\{([\d,\s-]+)\}/.exec(block.meta)?.[1] ?? '';
      const length = block.code === '' ? 0 : block.code.split('\n').length;
      return ranges.split(',').filter(Boolean).some((part) => {
        const [from = 0, to = from] = part.split('-').map((n) => Number(n.trim()));
        return from < 1 || to < from || to > length;
      });
    })
    .map((block) => block.line);
}

/**
 * Highlighting on one thread only. Worker threads process docs with a stand-in highlighter that
 * hands back every code block as plain lines and counts the blocks; the main thread colours those
 * blocks with the build's one highlighter as the results arrive. shiki then loads its grammars
 * and warms up once per build instead of once per thread, its memo of tokenized lines serves
 * every doc, and a worker starts sooner without it (together about 0.5 s of a 1,000-doc build).
 */
import type { CodeHighlighter, TokenLine } from '../highlighter.js';
import { isPlainLanguage, languageId, plainLines } from '../languages.js';
import type { HElement, HNode } from '../schema.js';
import type { ProcessedDoc } from './process-doc.js';

/** The stand-in highlighter of a worker; `blocks` counts the blocks since the last `reset()`. */
export interface PlainHighlighter extends CodeHighlighter {
  readonly blocks: number;
  reset(): void;
}

export function createPlainHighlighter(): PlainHighlighter {
  let blocks = 0;
  return {
    highlight(code, language) {
      blocks += 1;
      // `known` as the real highlighter decides it, for the unknown-language warning.
      return Promise.resolve({ lines: plainLines(code), known: isPlainLanguage(language) || languageId(language) !== undefined });
    },
    css: () => '',
    get blocks() {
      return blocks;
    },
    reset() {
      blocks = 0;
    },
  };
}

/** The `CodeBlock` elements of a body, in document order. */
function codeBlocks(nodes: readonly HNode[], out: HElement[] = []): HElement[] {
  for (const node of nodes) {
    if (typeof node === 'string') continue;
    if (node[0] === 'CodeBlock') out.push(node);
    else codeBlocks(node.slice(2) as HNode[], out);
  }
  return out;
}

/** A highlighted line as the compact tree holds it: plain text, and `span`s with a token class. */
function lineChildren(tokens: TokenLine): HNode[] {
  return tokens.map((token) => (typeof token === 'string' ? token : ['span', { className: token[0] }, token[1]]));
}

/**
 * Colours the code blocks of a doc a worker processed with {@link createPlainHighlighter}
 * (`blocks` of them) and sets its code CSS, in place. Returns false, changing nothing, when the
 * body's code blocks are not exactly those (raw HTML can hold a `CodeBlock` element too): the
 * caller then processes the doc again with the real highlighter.
 */
export async function highlightDeferred(doc: ProcessedDoc, blocks: number, highlighter: CodeHighlighter): Promise<boolean> {
  const found = codeBlocks(doc.body);
  if (found.length !== blocks) return false;
  const highlighted: TokenLine[][] = [];
  for (const block of found) {
    const props = block[1] ?? {};
    const { lines } = await highlighter.highlight(String(props['code'] ?? ''), String(props['language'] ?? ''));
    if (lines.length !== block.length - 2) return false;
    highlighted.push(lines);
  }
  const classes = new Set<string>();
  found.forEach((block, b) => {
    const lines = highlighted[b] as TokenLine[];
    const element = block as unknown as HNode[];
    for (let i = 0; i < lines.length; i++) {
      const line = element[i + 2] as HElement;
      const tokens = lines[i] as TokenLine;
      for (const token of tokens) if (typeof token !== 'string') classes.add(token[0]);
      element[i + 2] = [line[0], line[1], ...lineChildren(tokens)];
    }
  });
  (doc as { codeCss: string }).codeCss = highlighter.css(classes);
  return true;
}

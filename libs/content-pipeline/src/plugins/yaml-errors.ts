/**
 * Where a YAML syntax error starts. The `yaml` parser reports an unclosed quote or bracket where
 * it gave up, at the end of the frontmatter; the author needs the line where the quote or bracket
 * was opened. Read from yaml's concrete syntax tree, so quotes inside other scalars and escaped
 * quotes are not mistaken for openings.
 */
import type { CST, YAMLError } from 'yaml';
import { yaml } from '../lazy-modules.js';

interface Opening {
  readonly kind: 'quote' | 'flow';
  readonly offset: number;
}

/** Every quoted scalar and flow collection (`[`, `{`) of `text` that is never closed. */
function unclosedOpenings(text: string): Opening[] {
  const found: Opening[] = [];
  const check = (token: CST.Token | undefined) => {
    if (!token) return;
    if (token.type === 'flow-collection') {
      const closer = token.start.source === '[' ? ']' : '}';
      if (!token.end.some((end) => end.source === closer)) found.push({ kind: 'flow', offset: token.offset });
    } else if (token.type === 'double-quoted-scalar' || token.type === 'single-quoted-scalar') {
      const quote = token.type === 'double-quoted-scalar' ? '"' : "'";
      if (token.source.length < 2 || !token.source.endsWith(quote)) found.push({ kind: 'quote', offset: token.offset });
    }
  };
  const { CST: cst, Parser } = yaml();
  for (const token of new Parser().parse(text)) {
    if (token.type !== 'document') continue;
    cst.visit(token, (item) => {
      check(item.key ?? undefined);
      check(item.value);
    });
  }
  return found;
}

/**
 * The offset in `text` to report `error` at: for an unclosed quote or flow collection, where it
 * was opened (the last such opening before the parser gave up); otherwise the parser's own offset.
 */
export function yamlErrorOffset(text: string, error: YAMLError): number {
  const at = error.pos[0];
  const kind = error.code === 'MISSING_CHAR' && /quote/i.test(error.message) ? 'quote' : error.code === 'BAD_INDENT' && /^Flow (?:sequence|map)/.test(error.message) ? 'flow' : null;
  if (!kind) return at;
  const openings = unclosedOpenings(text).filter((o) => o.kind === kind && o.offset <= at);
  return openings.at(-1)?.offset ?? at;
}

/**
 * `## Title {#custom-id}` in MDX files. MDX reads `{...}` as a JavaScript expression, and `#id` is
 * not one, so the file would not parse; Docusaurus docs write explicit heading ids this way in
 * `.md` and `.mdx` files alike. This text construct, tried before MDX's expression at `{`, reads
 * `{#` + an id (no spaces or braces) + `}` as plain text, which the headings step then takes as
 * the heading's id. Anything else in braces is still an expression (and an error, as before).
 */
import type { Code, Effects, Extension, State, TokenizeContext } from 'micromark-util-types';

const LEFT_BRACE = 123;
const RIGHT_BRACE = 125;
const HASH = 35;

/** Whether `code` can be part of an id: not the end, a space, a line ending or a brace. */
const idCharacter = (code: Code): boolean => code !== null && code > 32 && code !== LEFT_BRACE && code !== RIGHT_BRACE;

function tokenizeHeadingId(this: TokenizeContext, effects: Effects, ok: State, nok: State): State {
  const hash: State = (code) => {
    if (code !== HASH) return nok(code);
    effects.consume(code);
    return first;
  };
  const first: State = (code) => {
    if (!idCharacter(code)) return nok(code);
    effects.consume(code);
    return rest;
  };
  const rest: State = (code) => {
    if (code === RIGHT_BRACE) {
      effects.consume(code);
      effects.exit('data');
      return ok;
    }
    if (!idCharacter(code)) return nok(code);
    effects.consume(code);
    return rest;
  };
  return (code) => {
    effects.enter('data');
    effects.consume(code);
    return hash;
  };
}

/** The micromark extension: `{#id}` in text is text. */
export const headingIdSyntax: Extension = { text: { [LEFT_BRACE]: { name: 'headingId', tokenize: tokenizeHeadingId, add: 'before' } } };

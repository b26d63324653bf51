/**
 * Where a value sits in a config-like file (a sidebars file, a category file, a tags file), so a
 * problem found by validating the parsed value can be reported at its line and column.
 */
import type { Node as YamlNode } from 'yaml';
import { yaml } from '../lazy-modules.js';

export interface FilePosition {
  readonly line: number;
  readonly column: number;
}

/**
 * Line and column of the value at `path` in a JSON or YAML text (JSON is read as YAML, so both
 * get exact positions). A path that goes further than the text does ends at the deepest value
 * found; an unreadable text gives 1:1. `atKey` points at the last key itself rather than its value.
 */
export function yamlPosition(text: string, path: readonly PropertyKey[], atKey = false): FilePosition {
  const { LineCounter, parseDocument, isMap, isSeq } = yaml();
  const lineCounter = new LineCounter();
  const doc = parseDocument(text, { lineCounter });
  let node: unknown = doc.contents;
  let found: YamlNode | undefined = doc.contents ?? undefined;
  for (const part of path) {
    if (isMap(node)) {
      const pair = node.items.find((p) => (p.key as { value?: unknown } | null)?.value === part);
      if (!pair) break;
      found = (atKey && part === path.at(-1) ? pair.key : (pair.value ?? pair.key)) as YamlNode | undefined;
      node = pair.value;
    } else if (isSeq(node) && typeof part === 'number') {
      node = node.items[part];
      if (node === undefined) break;
      found = node as YamlNode;
    } else break;
  }
  const pos = lineCounter.linePos(found?.range?.[0] ?? 0);
  return { line: pos.line, column: pos.col };
}

/** Line and column of character `offset` of `text`. */
export function positionOf(text: string, offset: number): FilePosition {
  const before = text.slice(0, offset);
  return { line: before.split('\n').length, column: offset - before.lastIndexOf('\n') };
}

/** Finds fenced code blocks that open without a language (content brief: every block names one). */

const FENCE = /^ {0,3}(`{3,}|~{3,})(.*)$/;

/** 1-based line numbers of the opening fences that have no language in their info string. */
export function fencesWithoutLanguage(markdown: string): number[] {
  const missing: number[] = [];
  let open: { readonly char: string; readonly length: number } | null = null;
  markdown.split(/\r?\n/).forEach((line, index) => {
    const match = FENCE.exec(line);
    if (!match) return;
    const fence = match[1] ?? '';
    const info = (match[2] ?? '').trim();
    if (open) {
      // A closing fence uses the same character, is at least as long, and carries no info string.
      if (fence[0] === open.char && fence.length >= open.length && info === '') open = null;
      return;
    }
    open = { char: fence[0] ?? '`', length: fence.length };
    if (!/^[A-Za-z]/.test(info)) missing.push(index + 1);
  });
  return missing;
}

/** 1-based line numbers of opening fences whose highlighted lines (`{2,4-6}`) fall outside the block. */
export function highlightsOutOfRange(markdown: string): number[] {
  const bad: number[] = [];
  const lines = markdown.split(/\r?\n/);
  for (let i = 0; i < lines.length; i++) {
    const match = FENCE.exec(lines[i] ?? '');
    if (!match) continue;
    const fence = match[1] ?? '';
    let end = i + 1;
    while (end < lines.length && !(lines[end] ?? '').trim().startsWith(fence)) end++;
    const ranges = /\{([\d,\s-]+)\}/.exec(match[2] ?? '')?.[1];
    const length = end - i - 1;
    const outside = (ranges ?? '').split(',').filter(Boolean).some((part) => {
      const [from = 0, to = from] = part.split('-').map((n) => Number(n.trim()));
      return from < 1 || to < from || to > length;
    });
    if (outside) bad.push(i + 1);
    i = end;
  }
  return bad;
}

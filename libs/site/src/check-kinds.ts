/**
 * Kinds of problems for `hpcdocs check`: each finding of the content pipeline gets a short kind
 * ("Unknown MDX component", "Broken link") so that a site moved from another tool sees one line per
 * kind of construct to handle, with a count, rather than hundreds of lines in file order.
 */

/** One thing `hpcdocs check` found, at a place in a file. */
export interface CheckFinding {
  readonly severity: 'error' | 'warning';
  readonly kind: string;
  readonly file: string;
  readonly line: number;
  readonly column: number;
  readonly message: string;
  /** What to write instead, when the pipeline knows. */
  readonly hint?: string | undefined;
  /** The finding as printed: `file:line:column: message`, then the hint on its own line. */
  readonly text: string;
}

/** The findings of one kind, in file order. */
export interface CheckGroup {
  readonly kind: string;
  readonly severity: 'error' | 'warning';
  readonly count: number;
  /** Where the first one is, `file:line:column`. */
  readonly first: string;
  /** The names the findings are about (`<Screenshot>`, `"tags"`, `:::important`), most frequent first, with their counts. */
  readonly subjects: readonly { readonly name: string; readonly count: number }[];
  readonly findings: readonly CheckFinding[];
}

/**
 * Message patterns of the pipeline's findings and the kind each belongs to; the first match wins.
 * A message matching none gets a kind made from its own first clause (see {@link kindOf}).
 */
const KINDS: readonly (readonly [RegExp, string])[] = [
  [/^broken link/i, 'Broken link'],
  [/^broken anchor/i, 'Broken anchor'],
  [/^Unknown MDX component/, 'Unknown MDX component'],
  [/^MDX import\/export/, 'Import or export statement ignored'],
  [/^The import "[^"]*" names no file/, 'Import of a missing file'],
  [/^The import "[^"]*" resolves to .*outside/, 'Import from outside the site'],
  [/^The import "[^"]*"/, 'Unsupported import'],
  [/^Only `export const|^The export .* is not a literal/, 'Export that has to run'],
  [/^MDX expression/, 'MDX expression not evaluated'],
  [/^Attribute "[^"]*" of <[^>]*> is an expression/, 'Expression attribute not evaluated'],
  [/^Attribute "[^"]*" of <[^>]*> is (?:null|a list|an object)/, 'Object or list attribute'],
  [/^Spread attributes/, 'Spread attribute'],
  [/^<[^>]*> has no attribute/, 'Unknown component attribute (ignored)'],
  [/^<[^>]*> needs the attribute/, 'Missing component attribute'],
  [/^<[^>]*> attribute "[^"]*" holds a script URL/, 'Script URL dropped'],
  [/^The style of <[^>]*> is dropped/, 'Inline style dropped'],
  [/^Unknown front ?matter key/i, 'Unsupported front matter key (ignored)'],
  [/^Front ?matter/i, 'Invalid front matter'],
  [/^Unknown admonition/, 'Unknown admonition keyword'],
  [/^Unknown code language/, 'Unknown code language (not highlighted)'],
  [/^The partial/, 'Partial import'],
  [/^Image "[^"]*" was not found/, 'Missing image'],
  [/^Image "[^"]*" .*outside/, 'Image outside the site'],
  [/^Image /, 'Unreadable image'],
  [/^Could not parse/, 'Syntax error'],
  [/^Duplicate route/, 'Duplicate route'],
  [/^Duplicate heading id/, 'Duplicate heading id'],
  [/^Route \S+ is .*a page the site renders itself/, 'Route taken by a page of the site'],
  [/^The (?:file|folder) name/, 'File name unusable in a URL'],
  [/^Invalid _category_/, 'Invalid category file'],
  [/^Invalid sidebars/, 'Invalid sidebars file'],
  [/^The document is|^This paragraph has more than/, 'Document over a size limit'],
  [/home\.doc:/, 'Home doc not found'],
];

/**
 * The kind of a finding, from its message. Unknown messages are grouped by their first clause
 * with the quoted names, numbers and paths in it blanked, so that the same message about two
 * different things still lands in one group.
 */
export function kindOf(message: string): string {
  for (const [pattern, kind] of KINDS) if (pattern.test(message)) return kind;
  const clause = message.split(/: |; |\. |\.$/)[0] ?? message;
  const blanked = clause
    .replace(/"[^"]*"|'[^']*'|`[^`]*`|<[^>]*>|\{[^}]*\}/g, '…')
    .replace(/[\w.@-]*\/[\w./@-]*/g, '…')
    .replace(/\d+/g, 'N')
    .trim();
  const short = blanked.length > 70 ? `${blanked.slice(0, 69)}…` : blanked;
  return short.charAt(0).toUpperCase() + short.slice(1);
}

/** The name a finding is about, when its message quotes one: `<Name>`, `:::keyword`, or the first `"quoted"` value. */
export function subjectOf(message: string): string | undefined {
  return /<[A-Za-z][\w.-]*>/.exec(message)?.[0] ?? /:::[\w-]+/.exec(message)?.[0] ?? /"[^"]{1,60}"/.exec(message)?.[0];
}

/** Groups findings by kind: errors before warnings, larger groups first, then by kind name. */
export function groupFindings(findings: readonly CheckFinding[]): CheckGroup[] {
  const groups = new Map<string, CheckFinding[]>();
  for (const finding of findings) {
    const key = `${finding.severity}\u0000${finding.kind}`;
    const list = groups.get(key);
    if (list) list.push(finding);
    else groups.set(key, [finding]);
  }
  const result: CheckGroup[] = [];
  for (const list of groups.values()) {
    const [head] = list;
    if (!head) continue;
    const subjects = new Map<string, number>();
    for (const f of list) {
      const name = subjectOf(f.message);
      if (name) subjects.set(name, (subjects.get(name) ?? 0) + 1);
    }
    result.push({
      kind: head.kind,
      severity: head.severity,
      count: list.length,
      first: `${head.file}:${head.line}:${head.column}`,
      subjects: [...subjects].map(([name, count]) => ({ name, count })).sort((a, b) => b.count - a.count || a.name.localeCompare(b.name)),
      findings: list,
    });
  }
  const rank = (g: CheckGroup) => (g.severity === 'error' ? 0 : 1);
  return result.sort((a, b) => rank(a) - rank(b) || b.count - a.count || a.kind.localeCompare(b.kind));
}

/**
 * The grouped report as lines: per kind, a head line with the count and the names involved, the
 * first finding in full (with its hint), and the others only when `all` is set; then a summary of
 * the counts.
 */
export function formatGroups(groups: readonly CheckGroup[], { all = false, docs }: { readonly all?: boolean; readonly docs: number }): string[] {
  const lines: string[] = [];
  for (const group of groups) {
    const names = group.subjects.slice(0, 6).map((s) => `${s.name} ${s.count}`);
    const more = group.subjects.length > 6 ? `, … ${group.subjects.length - 6} more` : '';
    const noun = group.severity === 'error' ? 'problem' : 'warning';
    lines.push(`${group.kind}: ${group.count} ${noun}${group.count === 1 ? '' : 's'}${names.length ? ` (${names.join(', ')}${more})` : ''}`);
    const shown = all ? group.findings : group.findings.slice(0, 1);
    for (const finding of shown) lines.push(...finding.text.split('\n').map((l) => `  ${l}`));
    if (!all && group.count > 1) lines.push(`  … and ${group.count - 1} more (hpcdocs check --all lists them)`);
    lines.push('');
  }
  const errors = groups.filter((g) => g.severity === 'error');
  const warnings = groups.filter((g) => g.severity === 'warning');
  const total = (list: readonly CheckGroup[]) => list.reduce((n, g) => n + g.count, 0);
  lines.push(`${total(errors)} problem(s) and ${total(warnings)} warning(s) in ${docs} docs, by kind:`);
  const width = String(Math.max(0, ...groups.map((g) => g.count))).length;
  for (const group of groups) lines.push(`  ${String(group.count).padStart(width)}  ${group.severity === 'warning' ? 'warning: ' : ''}${group.kind}  (first: ${group.first})`);
  return lines;
}

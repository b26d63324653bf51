/**
 * The printed table of the peers benchmark: one row per figure, one column per framework, and the
 * ratio of ours to the fastest peer. "Peer" means Starlight, Rspress and VitePress: Docusaurus is
 * a reference column (what a site moving to hpcdocs leaves), never the one to beat. Every figure
 * is "lower is better".
 */

const PEERS = ['starlight', 'rspress', 'vitepress'];
/** Under this much first-load JS (gzip), ours passes --strict even when a peer loads less. */
const JS_ALLOWANCE = 15 * 1024;

const median = (list) => {
  const sorted = [...list].sort((a, b) => a - b);
  const mid = Math.floor(sorted.length / 2);
  return sorted.length % 2 ? sorted[mid] : (sorted[mid - 1] + sorted[mid]) / 2;
};
const kb = (bytes) => `${(bytes / 1024).toFixed(1)} KB`;
const mb = (bytes) => `${(bytes / 1024 ** 2).toFixed(0)} MB`;
const s = (ms) => `${(ms / 1000).toFixed(1)} s`;

/** Median, min and max of the successful builds of one kind, or null. */
function buildTimes(record, kind, key = 'ms') {
  const list = (record?.builds ?? []).filter((b) => b.kind === kind && b.code === 0).map((b) => b[key]);
  return list.length === 0 ? null : { value: median(list), min: Math.min(...list), max: Math.max(...list), count: list.length };
}
const spread = (t, format) => (t.count > 1 ? `${format(t.value)} (${format(t.min)}–${format(t.max)})` : format(t.value));

/** Row definitions: label, key (for --strict), and a getter from a framework's record to { value, text } or null. */
const ROWS = [
  ['cold build, median (min–max)', 'cold', (r) => {
    const t = buildTimes(r, 'cold');
    return t && { value: t.value, text: spread(t, s) };
  }],
  ['warm rebuild, 1 doc edited', 'warm', (r) => {
    const t = buildTimes(r, 'warm');
    return t && { value: t.value, text: spread(t, s) };
  }],
  ['peak RSS, cold build (median)', 'rss', (r) => {
    const t = buildTimes(r, 'cold', 'peakRss');
    return t && { value: t.value, text: mb(t.value) };
  }],
  ['first-load JS, gzip (from HTML + imports)', 'js', (r) => r?.weight && { value: r.weight.js.gzip, text: kb(r.weight.js.gzip) }],
  ['JS fetched by load event (browser, gzip)', 'jsLoad', (r) => (typeof r?.browser?.jsByLoadBytes === 'number' ? { value: r.browser.jsByLoadBytes, text: kb(r.browser.jsByLoadBytes) } : null)],
  ['CSS, gzip', 'css', (r) => r?.weight && { value: r.weight.css.gzip, text: kb(r.weight.css.gzip) }],
  ['doc page HTML, raw / gzip', 'html', (r) => r?.weight && { value: r.weight.html.gzip, text: `${kb(r.weight.html.raw)} / ${kb(r.weight.html.gzip)}` }],
  ['bytes to first search results (gzip)', 'search', (r) => (typeof r?.browser?.search?.bytes === 'number' ? { value: r.browser.search.bytes, text: kb(r.browser.search.bytes) } : null)],
  ['Lighthouse mobile TBT, doc page (median of 3)', 'tbt', (r) => (typeof r?.browser?.tbt?.ms === 'number' ? { value: r.browser.tbt.ms, text: `${r.browser.tbt.ms} ms` } : null)],
];

/**
 * The rows for one size: { label, key, cells: { id: text }, values: { id: number|null }, ratio }.
 * `previous` is the same size's result of the previous run: changes of 5% or more show in brackets.
 */
export function rowsFor(result, frameworks, previous) {
  return ROWS.map(([label, key, get]) => {
    const values = {};
    const cells = {};
    for (const f of frameworks) {
      const now = get(result.frameworks[f.id]);
      values[f.id] = now?.value ?? null;
      cells[f.id] = now?.text ?? 'n/a';
      const before = previous ? get(previous.frameworks?.[f.id]) : null;
      if (now && before?.value > 0) {
        const change = ((now.value - before.value) / before.value) * 100;
        if (Math.abs(change) >= 5) cells[f.id] += ` (${change > 0 ? '+' : ''}${change.toFixed(0)}%)`;
      }
    }
    const peers = frameworks.filter((f) => PEERS.includes(f.id) && values[f.id] != null);
    const best = peers.reduce((a, f) => (a === null || values[f.id] < values[a.id] ? f : a), null);
    const ours = values.ours;
    // A peer at zero (blocking time) leaves no ratio; ours is then judged by its own value.
    const ratio = best && ours != null && values[best.id] > 0 ? { value: ours / values[best.id], best: best.label, bestValue: values[best.id] } : best && ours != null ? { value: ours > 0 ? Infinity : 0, best: best.label, bestValue: 0 } : null;
    return { label, key, cells, values, ratio };
  });
}

/** The table as Markdown: the figures, then ours / fastest peer. */
export function markdownTable(rows, frameworks) {
  const header = ['figure', ...frameworks.map((f) => f.label), 'hpcdocs / fastest peer'];
  const ratioText = (ratio) => (ratio.bestValue === 0 ? `${ratio.value === 0 ? 'both 0' : 'over 0'} (${ratio.best})` : `${ratio.value.toFixed(2)}× (${ratio.best})`);
  const lines = [header, ...rows.map((r) => [r.label, ...frameworks.map((f) => r.cells[f.id]), r.ratio ? ratioText(r.ratio) : '-'])];
  const widths = header.map((_, i) => Math.max(...lines.map((l) => String(l[i]).length)));
  const text = lines.map((l) => `| ${l.map((c, i) => String(c).padEnd(widths[i])).join(' | ')} |`);
  text.splice(1, 0, `|${widths.map((w) => '-'.repeat(w + 2)).join('|')}|`);
  return text.join('\n');
}

/**
 * What --strict fails on: a figure where ours is not below the fastest peer's; for the two JS rows,
 * only when ours is also over 15 KB (a page that small is already as light as a page that
 * hydrates any component can be); for blocking time, only when ours is over 0 ms (nothing is
 * below 0). A figure without ours or without any peer is not judged.
 */
export function strictMisses(rows, docs) {
  const misses = [];
  for (const row of rows) {
    if (!row.ratio || row.ratio.value < 1) continue;
    if (row.key === 'tbt' && row.values.ours === 0) continue;
    if ((row.key === 'js' || row.key === 'jsLoad') && row.values.ours <= JS_ALLOWANCE) continue;
    misses.push(`${row.label} at N = ${docs}: hpcdocs ${row.cells.ours}, ${row.ratio.best} ${row.cells[Object.keys(row.cells).find((id) => row.values[id] === row.ratio.bestValue)]}`);
  }
  return misses;
}

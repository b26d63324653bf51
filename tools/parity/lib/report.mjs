// The text report of a parity run: one line per page, the details of the pages that miss the
// target, then the summary.

const pct = (x) => x.toFixed(3);

function list(title, items, show) {
  if (items.length === 0) return [];
  return [`    ${title} (${items.length}):`, ...items.slice(0, 12).map((i) => `      ${show(i)}`), ...(items.length > 12 ? [`      … ${items.length - 12} more`] : [])];
}

/** Lines for one compared page; the details only when it misses the target. */
export function pageLines(page, threshold) {
  const c = page.comparison;
  const flags = [
    c.lostImages.length ? `images -${c.lostImages.length}` : '',
    c.extraImages.length ? `images +${c.extraImages.length}` : '',
    c.lostLinks.length ? `links -${c.lostLinks.length}` : '',
    c.extraLinks.length ? `links +${c.extraLinks.length}` : '',
    c.lostHeadings.length ? `headings -${c.lostHeadings.length}` : '',
  ].filter(Boolean);
  const head = `  ${pct(c.similarity)}${c.approximate ? '~' : ' '} ${page.route}${flags.length ? `   ${flags.join(', ')}` : ''}`;
  const missed = c.similarity < threshold || c.lostImages.length > 0 || c.lostLinks.length > 0;
  if (!missed) return [head];
  return [
    head,
    ...(page.firstDifference ? [`    first difference at token ${page.firstDifference.at}:`, `      docusaurus: …${page.firstDifference.reference}…`, `      hpcdocs:    …${page.firstDifference.candidate}…`] : []),
    ...list('lost headings', c.lostHeadings, (h) => `h${h.level} ${h.text}`),
    ...list('lost images', c.lostImages, (i) => `${i.src}  alt="${i.alt}"`),
    ...list('changed images (same alt, other file)', c.changedImages, (i) => `${i.src}  alt="${i.alt}"`),
    ...list('extra images', c.extraImages, (i) => `${i.src}  alt="${i.alt}"`),
    ...list('lost links', c.lostLinks, (l) => `${l.href}  "${l.text}"`),
    ...list('extra links', c.extraLinks, (l) => `${l.href}  "${l.text}"`),
  ];
}

/** The whole report as text. */
export function formatReport(result) {
  const { summary, threshold } = result;
  const out = [`Parity: ${result.site}`, ''];
  const d = result.docusaurus;
  out.push(`Docusaurus ${d.version}: ${d.ok ? `built ${d.pages} pages in ${d.seconds.toFixed(1)} s` : d.skipped ? 'skipped' : `FAILED after ${d.seconds.toFixed(1)} s`}`);
  if (!d.ok && d.errors?.length) out.push(...d.errors.map((l) => `  ${l}`));
  const h = result.hpcdocs;
  out.push(`hpcdocs: ${h.ok ? `built ${h.pages} pages in ${h.seconds.toFixed(1)} s` : h.skipped ? `skipped${h.reason ? ` (${h.reason})` : ''}` : `FAILED after ${h.seconds.toFixed(1)} s`}`);
  if (!h.ok && !h.skipped) {
    if (h.groups?.length) {
      out.push(`  ${h.problemCount} problem(s) and ${h.warningCount} warning(s) reported by hpcdocs check, by kind:`);
      for (const g of h.groups) {
        const names = g.subjects.slice(0, 5).map((s) => `${s.name} ${s.count}`).join(', ');
        out.push(`    ${String(g.count).padStart(5)}  ${g.severity === 'warning' ? 'warning: ' : ''}${g.kind}  (first: ${g.first})${names ? `  ${names}${g.subjects.length > 5 ? ', …' : ''}` : ''}`);
      }
    }
    if (h.errors?.length) out.push(`  build output${h.groups?.length ? ' (last line)' : ''}:`, ...h.errors.map((l) => `    ${l}`));
    out.push(`  Nothing compared: the hpcdocs build failed. Its full output: ${h.log}`);
  }
  out.push('');
  if (result.pages.length > 0) {
    out.push(`Pages (similarity of the main text; ~ = estimated; details for pages under ${threshold} or losing an image or link):`);
    for (const page of [...result.pages].sort((a, b) => a.comparison.similarity - b.comparison.similarity || a.route.localeCompare(b.route))) out.push(...pageLines(page, threshold));
    out.push('');
  }
  if (result.missing.length) out.push(`Only in the Docusaurus build (${result.missing.length}): ${result.missing.join(' ')}`);
  if (result.extra.length) out.push(`Only in the hpcdocs build (${result.extra.length}): ${result.extra.join(' ')}`);
  if (result.sitePages?.length) out.push(`Pages of the generators, not of the docs (outside the target): ${result.sitePages.map((p) => `${p.route} ${pct(p.similarity)}`).join(', ')}`);
  if (result.unreadable.length) out.push(`Pages without a main area in either build (redirects; not compared): ${result.unreadable.join(' ')}`);
  if (result.oneSided?.length) out.push(`Pages with a main area in one build only (a page that did not render; against the target): ${result.oneSided.join(' ')}`);
  out.push(
    '',
    'Summary',
    `  pages built:               Docusaurus ${d.ok ? d.pages : '-'}, hpcdocs ${h.ok ? h.pages : '-'}`,
    `  pages compared:            ${summary.compared}${d.ok && !h.ok && !h.skipped ? ' (the hpcdocs build failed)' : ''}`,
    `  only in Docusaurus:        ${summary.missing}`,
    `  only in hpcdocs:           ${summary.extra}`,
    `  rendered on one side only: ${summary.oneSided ?? 0}`,
    `  text similarity:           ${summary.compared ? `mean ${pct(summary.mean)}, min ${pct(summary.min)}` : '-'}`,
    `  pages under ${threshold}:          ${summary.below}`,
    `  images lost / changed / extra: ${summary.lostImages} / ${summary.changedImages} / ${summary.extraImages}`,
    `  links lost / extra:        ${summary.lostLinks} / ${summary.extraLinks}`,
    `  headings lost:             ${summary.lostHeadings}`,
    `  build time:                Docusaurus ${d.ok ? `${d.seconds.toFixed(1)} s` : '-'}, hpcdocs ${h.ok ? `${h.seconds.toFixed(1)} s` : '-'}${d.ok && h.ok ? ` (${(d.seconds / h.seconds).toFixed(1)}x)` : ''}`,
    `  target (every page >= ${threshold}, nothing lost, no page missing): ${summary.targetMet ? 'MET' : 'NOT MET'}`,
  );
  if (result.screenshots) {
    const pctOf = (share) => (share === null ? '-' : `${(share * 100).toFixed(1)}%`);
    out.push('', 'Screenshots (pixels of the article area that differ; outside the target)');
    for (const shot of result.screenshots) out.push(`  ${pctOf(shot.share).padStart(6)}  ${shot.viewport.padEnd(7)} ${shot.route}${shot.why ? `  (${shot.why})` : ''}`);
    out.push(`  mean ${pctOf(summary.screenshots.meanDifference)}, max ${pctOf(summary.screenshots.maxDifference)}`);
  }
  return `${out.join('\n')}\n`;
}

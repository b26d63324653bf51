// Page-by-page comparison of two builds: text similarity as the share of tokens that match in
// order (2 * LCS / (a + b), the ratio a diff tool reports), and the headings, images and links
// found on one side only.
import { tokens } from './extract.mjs';

/**
 * Length of the longest common subsequence of two token lists, by Myers' O((N+M)D) diff. Beyond
 * `maxEdits` differences it stops and estimates from the shared multiset of tokens instead (such
 * pages are far below any useful threshold anyway), and says so.
 */
export function commonTokens(a, b, maxEdits = 20000) {
  let start = 0;
  while (start < a.length && start < b.length && a[start] === b[start]) start += 1;
  let endA = a.length;
  let endB = b.length;
  while (endA > start && endB > start && a[endA - 1] === b[endB - 1]) {
    endA -= 1;
    endB -= 1;
  }
  const shared = start + (a.length - endA);
  const x = a.slice(start, endA);
  const y = b.slice(start, endB);
  const n = x.length;
  const m = y.length;
  if (n === 0 || m === 0) return { common: shared, approximate: false };
  const max = Math.min(n + m, maxEdits);
  const offset = max + 1;
  const v = new Int32Array(2 * max + 3);
  for (let d = 0; d <= max; d += 1) {
    for (let k = -d; k <= d; k += 2) {
      let i = k === -d || (k !== d && v[offset + k - 1] < v[offset + k + 1]) ? v[offset + k + 1] : v[offset + k - 1] + 1;
      let j = i - k;
      while (i < n && j < m && x[i] === y[j]) {
        i += 1;
        j += 1;
      }
      v[offset + k] = i;
      if (i >= n && j >= m) return { common: shared + (n + m - d) / 2, approximate: false };
    }
  }
  const counts = new Map();
  for (const t of x) counts.set(t, (counts.get(t) ?? 0) + 1);
  let bag = 0;
  for (const t of y) {
    const c = counts.get(t) ?? 0;
    if (c > 0) {
      bag += 1;
      counts.set(t, c - 1);
    }
  }
  return { common: shared + bag, approximate: true };
}

/** Similarity of two token lists in [0, 1]; two empty lists are identical. */
export function similarity(a, b) {
  if (a.length + b.length === 0) return { ratio: 1, approximate: false };
  const { common, approximate } = commonTokens(a, b);
  return { ratio: (2 * common) / (a.length + b.length), approximate };
}

/** Items of `left` with no partner of the same key in `right` (a multiset difference). */
function minus(left, right) {
  const counts = new Map();
  for (const item of right) counts.set(item.key, (counts.get(item.key) ?? 0) + 1);
  const out = [];
  for (const item of left) {
    const c = counts.get(item.key) ?? 0;
    if (c > 0) counts.set(item.key, c - 1);
    else out.push(item);
  }
  return out;
}

/**
 * Compares one page of the reference build (Docusaurus) with the same page of the candidate
 * (hpcdocs). An image whose file differs but whose alt text matches one on the other side is
 * "changed", not lost; likewise a link whose target matches but whose text differs.
 */
export function comparePage(reference, candidate) {
  const { ratio, approximate } = similarity(reference.tokens, candidate.tokens);
  // By their words, as the text is compared: an icon or punctuation in a heading is not a difference.
  const headingKey = (h) => ({ ...h, key: `${h.level}:${tokens(h.text).join(' ')}` });
  const lostImagesRaw = minus(reference.images, candidate.images);
  const extraImagesRaw = minus(candidate.images, reference.images);
  const byAlt = (list) => list.map((i) => ({ ...i, key: `alt:${i.alt}` }));
  const changedImages = lostImagesRaw.filter((i) => i.alt && !minus(byAlt([i]), byAlt(extraImagesRaw)).length);
  const lostImages = lostImagesRaw.filter((i) => !changedImages.includes(i));
  const extraImages = minus(byAlt(extraImagesRaw), byAlt(changedImages));
  const linkKey = (l) => ({ ...l, key: `${l.key}|${l.text.toLowerCase()}` });
  const lostLinks = minus(reference.links, candidate.links);
  const extraLinks = minus(candidate.links, reference.links);
  const relabelled = minus(reference.links.map(linkKey), candidate.links.map(linkKey)).filter((l) => !lostLinks.some((x) => x.href === l.href));
  return {
    similarity: ratio,
    approximate,
    tokens: { reference: reference.tokens.length, candidate: candidate.tokens.length },
    lostHeadings: minus(reference.headings.map(headingKey), candidate.headings.map(headingKey)),
    extraHeadings: minus(candidate.headings.map(headingKey), reference.headings.map(headingKey)),
    lostImages,
    extraImages,
    changedImages,
    lostLinks,
    extraLinks,
    relabelledLinks: relabelled,
  };
}

/** The first place two token lists part, with a few tokens of context from each side. */
export function firstDifference(a, b, context = 8) {
  let i = 0;
  while (i < a.length && i < b.length && a[i] === b[i]) i += 1;
  if (i === a.length && i === b.length) return undefined;
  const from = Math.max(0, i - 3);
  return { at: i, reference: a.slice(from, i + context).join(' '), candidate: b.slice(from, i + context).join(' ') };
}

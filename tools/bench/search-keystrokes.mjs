/**
 * Keystroke timing for the search benchmark (search.mjs): queries typed one character at a time
 * into the navbar's search box of an open page, each keystroke timed in the page itself.
 */

/** A typist's pace for the paced measure: about seven characters a second. */
export const PACE_MS = 150;

/**
 * Sets the input's value as a keystroke would and resolves with the ms from the input event to the
 * animation frame after the listbox shows the hits for that value (the frame that paints them), and
 * to the frame after they are final (snippets in, `aria-busy` off).
 */
export function timeKeystroke(page, value) {
  return page.evaluate(
    (value) =>
      new Promise((done) => {
        const box = document.querySelector('header input[role="combobox"]');
        const list = document.getElementById(box.getAttribute('aria-controls'));
        const setter = Object.getOwnPropertyDescriptor(HTMLInputElement.prototype, 'value').set;
        let start = 0;
        let shown = null;
        let committed = 0;
        const check = () => {
          if (list.dataset.resultsFor !== value) return;
          if (shown === null) {
            committed = performance.now() - start;
            shown = new Promise((resolve) => requestAnimationFrame(() => resolve(performance.now() - start)));
          }
          if (list.getAttribute('aria-busy') !== 'false') return;
          observer.disconnect();
          requestAnimationFrame(() => {
            const final = performance.now() - start;
            shown.then((first) => done({ first, final, committed, startEpoch: performance.timeOrigin + start, messages: (window.__workerMessages ?? []).filter(([t]) => t >= start).map(([t, type]) => `${type} ${Math.round(t - start)}`) }));
          });
        };
        const observer = new MutationObserver(check);
        observer.observe(list, { attributes: true, attributeFilter: ['data-results-for', 'aria-busy'] });
        start = performance.now();
        setter.call(box, value);
        box.dispatchEvent(new Event('input', { bubbles: true }));
      }),
    value,
  );
}

/** A term shard's file name. */
const TERM_SHARD = /\.terms-\d+\.[0-9a-f]+\.json$/;

/**
 * Types `queries` one character at a time, each keystroke after the last one's final results
 * (and, with `pauseMs`, that long after them: a typist's pace, which leaves the engine time to
 * fetch ahead). Returns a sample per keystroke: its times, the files requested meanwhile (with
 * their start and end in ms from the input event, from `timings`) and the worker's messages.
 */
export async function typeQueries(page, queries, requestObjects, timings, pauseMs) {
  const samples = [];
  for (const query of queries) {
    for (let n = 1; n <= query.length; n += 1) {
      if (pauseMs > 0) await page.waitForTimeout(pauseMs);
      const before = requestObjects.length;
      const { first, final, committed, startEpoch, messages } = await timeKeystroke(page, query.slice(0, n));
      const requested = requestObjects.slice(before);
      const fetched = requested.map((r) => {
        const t = timings.get(r);
        const name = new URL(r.url()).pathname.split('/').pop().replace(/\.[0-9a-f]+\.json$/, '');
        return t ? `${name} ${Math.round(t.start - startEpoch)}-${Math.round(t.end - startEpoch)}` : name;
      });
      // A term shard the browser started fetching after the input event: the keystroke may have waited for it.
      const waitedForShards = requested.filter((r) => TERM_SHARD.test(new URL(r.url()).pathname) && r.timing().startTime >= startEpoch && r.timing().startTime <= startEpoch + committed).length;
      samples.push({ query: query.slice(0, n), ms: first, finalMs: final, committedMs: committed, fetched, waitedForShards, messages });
    }
    await timeKeystroke(page, '');
  }
  return samples;
}

const pct = (list, p) => list[Math.min(list.length - 1, Math.ceil((p / 100) * list.length) - 1)];

/** The percentiles of keystroke samples, and the samples in short. */
export function keystrokeStats(samples) {
  const sorted = (key) => samples.map((s) => s[key]).sort((a, b) => a - b);
  const times = sorted('ms');
  const finals = sorted('finalMs');
  return {
    keystrokes: times.length,
    keystrokeP50Ms: +pct(times, 50).toFixed(1),
    keystrokeP95Ms: +pct(times, 95).toFixed(1),
    keystrokeMaxMs: +times[times.length - 1].toFixed(1),
    keystrokeFinalP50Ms: +pct(finals, 50).toFixed(1),
    keystrokeFinalP95Ms: +pct(finals, 95).toFixed(1),
    keystrokesWaitingForShards: samples.filter((s) => s.waitedForShards > 0).length,
    // Every keystroke in typing order, for seeing which kinds are slow.
    // [query, rendered, committed, the worker's first answer, files fetched] (ms from the input event).
    keystrokeTimes: samples.map((s) => [s.query, Math.round(s.ms), Math.round(s.committedMs), Number((s.messages.find((m) => !m.startsWith('sent')) ?? ' NaN').split(' ')[1]), s.fetched.length]),
    slowestKeystrokes: [...samples].sort((a, b) => b.ms - a.ms).slice(0, 6).map((s) => ({ query: s.query, ms: +s.ms.toFixed(1), finalMs: +s.finalMs.toFixed(1), committedMs: +s.committedMs.toFixed(1), fetched: s.fetched, messages: s.messages })),
  };
}

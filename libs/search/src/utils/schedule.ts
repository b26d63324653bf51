/**
 * Cooperative scheduling for the client's work on the page's main thread (the search page
 * with `?q=` lost Lighthouse points to blocking time, one 30-80 ms task indexing the first file).
 * Browser APIs where they exist, timers otherwise (Node, older browsers).
 */

/**
 * Longest run of work between two yields. Lighthouse's mobile profile multiplies a task by 4 and
 * counts what passes 50 ms: 4 ms stays under that even when a loaded machine doubles it.
 */
export const SLICE_MS = 4;

interface SchedulerWithYield {
  readonly yield?: () => Promise<void>;
}

/** Lets the browser handle input and paint, then continues (ahead of other queued tasks where `scheduler.yield` exists). */
export function yieldToMain(): Promise<void> {
  const scheduler = (globalThis as { scheduler?: SchedulerWithYield }).scheduler;
  if (typeof scheduler?.yield === 'function') return scheduler.yield();
  return new Promise((resolve) => setTimeout(resolve, 0));
}

/** Resolves once the browser is idle, after the pending rendering has been painted; at most `timeout` ms later. */
export function whenIdle(timeout = 1000): Promise<void> {
  return new Promise((resolve) => {
    if (typeof globalThis.requestIdleCallback === 'function') globalThis.requestIdleCallback(() => resolve(), { timeout });
    else setTimeout(resolve, 0);
  });
}

/**
 * A budget for a run of work split into steps: `await pause()` between two steps yields to the
 * main thread once the steps since the last yield have taken {@link SLICE_MS}, and costs nothing
 * otherwise, so a fast run stays one task and a slow one never blocks input or paint for long.
 */
export function createPause(): () => Promise<void> {
  let start = performance.now();
  return async () => {
    if (performance.now() - start < SLICE_MS) return;
    await yieldToMain();
    start = performance.now();
  };
}

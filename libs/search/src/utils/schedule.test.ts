import { afterEach, describe, expect, it, vi } from 'vitest';
import { createPause, SLICE_MS, whenIdle } from './schedule.js';

afterEach(() => {
  vi.unstubAllGlobals();
  vi.restoreAllMocks();
});

/** A clock the test moves, and a `scheduler.yield` that counts its calls. */
function controlledMainThread() {
  let now = 0;
  vi.spyOn(performance, 'now').mockImplementation(() => now);
  const yields = vi.fn(() => Promise.resolve());
  vi.stubGlobal('scheduler', { yield: yields });
  return { yields, advance: (ms: number) => (now += ms) };
}

describe('given a run of steps', () => {
  it('should not yield while the steps stay within one slice', async () => {
    const { yields, advance } = controlledMainThread();
    const pause = createPause();
    for (let i = 0; i < 3; i += 1) {
      advance(1);
      await pause();
    }
    expect(SLICE_MS).toBeGreaterThan(3);
    expect(yields).not.toHaveBeenCalled();
  });

  it('should yield once a slice has passed, and start a new slice after it', async () => {
    const { yields, advance } = controlledMainThread();
    const pause = createPause();
    advance(SLICE_MS);
    await pause();
    expect(yields).toHaveBeenCalledTimes(1);
    advance(SLICE_MS - 1);
    await pause();
    expect(yields).toHaveBeenCalledTimes(1);
    advance(1);
    await pause();
    expect(yields).toHaveBeenCalledTimes(2);
  });

  it('should fall back to a timer where scheduler.yield does not exist', async () => {
    let now = 0;
    vi.spyOn(performance, 'now').mockImplementation(() => now);
    vi.stubGlobal('scheduler', undefined);
    const timer = vi.spyOn(globalThis, 'setTimeout');
    const pause = createPause();
    now = SLICE_MS;
    await pause();
    expect(timer).toHaveBeenCalledWith(expect.any(Function), 0);
  });
});

describe('given whenIdle', () => {
  it('should resolve from requestIdleCallback, with a timeout', async () => {
    const callbacks: (() => void)[] = [];
    const request = vi.fn((callback: () => void) => callbacks.push(callback));
    vi.stubGlobal('requestIdleCallback', request);
    let idle = false;
    const done = whenIdle(500).then(() => (idle = true));
    expect(request).toHaveBeenCalledWith(expect.any(Function), { timeout: 500 });
    await Promise.resolve();
    expect(idle).toBe(false);
    callbacks[0]?.();
    await done;
    expect(idle).toBe(true);
  });
});

/**
 * Where the tools find Chromium and how they start it (benchmarks, Lighthouse, the test runner):
 * Debian's `chromium` package, or the browser CHROME_PATH names. The flags keep it off the network
 * this machine does not have (background services would otherwise retry closed connections).
 */
import { execFileSync } from 'node:child_process';

/** Flags for a headless Chromium run by a tool (playwright-core or chrome-launcher). */
export const CHROMIUM_FLAGS = ['--no-sandbox', '--disable-gpu', '--disable-quic', '--no-first-run', '--disable-background-networking', '--disable-component-update', '--disable-sync'];

/** The Chromium binary to use, or '' when there is none. */
export function findChromium() {
  if (process.env.CHROME_PATH) return process.env.CHROME_PATH;
  try {
    return execFileSync('sh', ['-c', 'command -v chromium || command -v chromium-browser || command -v google-chrome'], { encoding: 'utf8' }).trim();
  } catch {
    return '';
  }
}

/** Types of chromium.mjs, for the TypeScript tests that start Chromium. */

/** Flags for a headless Chromium run by a tool. */
export const CHROMIUM_FLAGS: readonly string[];

/** The Chromium binary to use (CHROME_PATH, else the one on PATH), or '' when there is none. */
export function findChromium(): string;

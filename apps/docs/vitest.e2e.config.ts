// End-to-end tests: real Chromium (Debian's package, driven by playwright-core) against the built
// site served by the project's preview server under /doc/.
import { defineConfig } from 'vitest/config';
import { workspaceResolve } from '../../tools/vite/workspace.ts';

export default defineConfig({
  // The packages from their sources (the dev-server test runs @hpcdocs/site in this process).
  ...workspaceResolve(),
  test: {
    name: 'e2e',
    root: import.meta.dirname,
    include: ['e2e/**/*.e2e.test.ts'],
    globalSetup: ['e2e/global-setup.ts'],
    // Ceilings, not waits: every test waits for a state (an element, a URL, an event). They are
    // several times the quiet run time, so a busy machine slows the suite without failing it.
    testTimeout: 240_000,
    hookTimeout: 240_000,
    expect: { poll: { timeout: 60_000 } },
    fileParallelism: false,
  },
});

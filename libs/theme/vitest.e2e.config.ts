// The built Storybook (storybook-static, from `nx run theme:build-storybook`) opened in real
// Chromium, at the widths its readers use: what the jsdom story tests cannot see (layout, media
// queries, the manager UI around the preview).
import { defineConfig } from 'vitest/config';

export default defineConfig({
  test: {
    name: 'storybook-e2e',
    root: import.meta.dirname,
    include: ['e2e/**/*.e2e.test.ts'],
    // Ceilings for a busy machine; the tests wait for states.
    testTimeout: 240_000,
    hookTimeout: 240_000,
    expect: { poll: { timeout: 60_000 } },
  },
});

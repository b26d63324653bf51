import { existsSync } from 'node:fs';
import { resolve } from 'node:path';
import type { TestProject } from 'vitest/node';
import { startPreviewServer } from '../../../tools/scripts/serve.mjs';

// HPCDOCS_DIST points the tests at another build (for example one made with `build.ts --out DIR`).
const dist = resolve(process.env['HPCDOCS_DIST'] ?? resolve(import.meta.dirname, '../../../dist/apps/docs'));

export default async function setup(project: TestProject): Promise<() => Promise<void>> {
  if (!existsSync(resolve(dist, 'index.html'))) {
    throw new Error(`The site is not built: ${dist} is missing. Run \`npm run build\` first.`);
  }
  const server = await startPreviewServer({ dir: dist });
  project.provide('origin', server.origin);
  project.provide('dist', dist);
  return server.close;
}

declare module 'vitest' {
  export interface ProvidedContext {
    origin: string;
    dist: string;
  }
}

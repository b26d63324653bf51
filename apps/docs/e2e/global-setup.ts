import { existsSync } from 'node:fs';
import type { Server } from 'node:http';
import { resolve } from 'node:path';
import type { AddressInfo } from 'node:net';
import type { TestProject } from 'vitest/node';
// @ts-expect-error plain ESM module without types
import { createPreviewServer } from '../../../tools/scripts/serve.mjs';

// HPCDOCS_DIST points the tests at another build (for example one made with `build.ts --out DIR`).
const dist = resolve(process.env['HPCDOCS_DIST'] ?? resolve(import.meta.dirname, '../../../dist/apps/docs'));

export default async function setup(project: TestProject): Promise<() => Promise<void>> {
  if (!existsSync(resolve(dist, 'index.html'))) {
    throw new Error(`The site is not built: ${dist} is missing. Run \`npm run build\` first.`);
  }
  const server = (createPreviewServer as (o: { dir: string }) => Server)({ dir: dist });
  await new Promise<void>((done) => server.listen(0, '127.0.0.1', done));
  const { port } = server.address() as AddressInfo;
  project.provide('origin', `http://127.0.0.1:${port}`);
  project.provide('dist', dist);
  return () => new Promise<void>((done) => server.close(() => done()));
}

declare module 'vitest' {
  export interface ProvidedContext {
    origin: string;
    dist: string;
  }
}

import { createHash } from 'node:crypto';
import { existsSync, readFileSync } from 'node:fs';
import { createRequire } from 'node:module';
import { resolve } from 'node:path';
import type { TestProject } from 'vitest/node';
import { findNginx, startNginx } from '../../../tools/nginx/nginx.mjs';
import { startPreviewServer } from '../../../tools/scripts/serve.mjs';

// HPCDOCS_DIST points the tests at another build (for example one made with `build.ts --out DIR`).
const dist = resolve(process.env['HPCDOCS_DIST'] ?? resolve(import.meta.dirname, '../../../dist/apps/docs'));
// HPCDOCS_E2E_SERVER=nginx runs the suite against the production config (tools/nginx/hpcdocs.conf)
// instead of the preview server.
const serverKind = process.env['HPCDOCS_E2E_SERVER'] ?? 'preview';

/**
 * The accessibility test injects axe-core as an inline script, which the site's Content-Security-
 * Policy refuses like any script it does not list. The servers started here list exactly that
 * file's hash as well, so the test runs axe while every other inline script stays refused.
 */
function axeHash(): string {
  const source = readFileSync(createRequire(import.meta.url).resolve('axe-core/axe.min.js'));
  return `sha256-${createHash('sha256').update(source).digest('base64')}`;
}

export default async function setup(project: TestProject): Promise<() => Promise<void>> {
  if (!existsSync(resolve(dist, 'index.html'))) {
    throw new Error(`The site is not built: ${dist} is missing. Run \`npm run build\` first.`);
  }
  const scriptHashes = [axeHash()];
  let server: { readonly origin: string; close(): Promise<void> };
  if (serverKind === 'nginx') {
    if (!findNginx()) {
      throw new Error('HPCDOCS_E2E_SERVER=nginx, but nginx is not installed. Install it (as root: apt-get install -y nginx) or set NGINX_PATH to an nginx binary.');
    }
    server = await startNginx({ dir: dist, scriptHashes });
  } else if (serverKind === 'preview') {
    server = await startPreviewServer({ dir: dist, scriptHashes });
  } else {
    throw new Error(`HPCDOCS_E2E_SERVER must be "preview" (the default) or "nginx", not "${serverKind}".`);
  }
  project.provide('origin', server.origin);
  project.provide('dist', dist);
  return () => server.close();
}

declare module 'vitest' {
  export interface ProvidedContext {
    origin: string;
    dist: string;
  }
}

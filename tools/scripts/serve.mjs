#!/usr/bin/env node
/**
 * The preview server of @hpcdocs/site (libs/site/src/preview/server.mjs), re-exported for the
 * workspace's tools, and as a command for any built folder:
 *
 *   node tools/scripts/serve.mjs [--port 4173] [--dir dist/apps/docs] [--base /doc/] [--host 127.0.0.1]
 *
 * (`hpcdocs preview` serves a site from its config instead.)
 */
import { resolve } from 'node:path';
import { parseArgs } from 'node:util';
import { createPreviewServer } from '../../libs/site/src/preview/server.mjs';

export * from '../../libs/site/src/preview/server.mjs';

if (import.meta.url === `file://${process.argv[1]}`) {
  const { values } = parseArgs({
    options: {
      port: { type: 'string', default: process.env.PORT ?? '4173' },
      dir: { type: 'string', default: resolve(import.meta.dirname, '../../dist/apps/docs') },
      base: { type: 'string', default: '/doc/' },
      host: { type: 'string', default: '127.0.0.1' },
    },
  });
  const server = createPreviewServer({ dir: values.dir, base: values.base });
  server.listen(Number(values.port), values.host, () => {
    // The real port (with --port 0 the system picks one), for people and for scripts that start it.
    console.log(`Serving ${values.dir} at http://${values.host === '127.0.0.1' ? 'localhost' : values.host}:${server.address().port}${values.base}`);
  });
}

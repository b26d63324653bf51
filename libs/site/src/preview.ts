/** `hpcdocs preview`: serves the built site as it will be deployed. */
import { existsSync } from 'node:fs';
import { join, relative } from 'node:path';
import type { ResolvedConfig } from './config/load.js';
import { SiteError } from './errors.js';
import { createPreviewServer } from './preview/server.mjs';

/** Options of {@link preview}. */
export interface PreviewOptions {
  /** The built site. Default: the config's `outDir`. */
  readonly dir?: string;
  /** Port; 0 picks a free one. Default 4173. */
  readonly port?: number;
  /** Default `127.0.0.1`. */
  readonly host?: string;
}

/** A running preview server. */
export interface PreviewServer {
  /** The site's address, with its base URL. */
  readonly url: string;
  close(): Promise<void>;
}

/**
 * Serves a built site under its base URL with the production headers: precompressed files,
 * cache headers (immutable only for hashed names), the 404 page, security headers.
 */
export async function preview(config: ResolvedConfig, options: PreviewOptions = {}): Promise<PreviewServer> {
  const dir = options.dir ?? config.paths.outDir;
  if (!existsSync(join(dir, 'index.html')) && !existsSync(join(dir, '404.html'))) {
    throw new SiteError(`there is no built site in ${relative(process.cwd(), dir) || '.'}. Run hpcdocs build first.`);
  }
  const host = options.host ?? '127.0.0.1';
  const server = createPreviewServer({ dir, base: config.baseUrl });
  await new Promise<void>((done, fail) => {
    server.once('error', (error: NodeJS.ErrnoException) => fail(error.code === 'EADDRINUSE' ? new SiteError(`port ${options.port ?? 4173} is in use. Pick another with --port.`) : error));
    server.listen(options.port ?? 4173, host, () => done());
  });
  const address = server.address();
  const port = typeof address === 'object' && address ? address.port : (options.port ?? 4173);
  return {
    url: `http://${host === '127.0.0.1' ? 'localhost' : host}:${port}${config.baseUrl}`,
    close: () => new Promise((done) => server.close(() => done())),
  };
}

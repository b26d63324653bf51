/** Types of serve.mjs, for the TypeScript tests that use the preview server. */
import type { Server } from 'node:http';

export interface PreviewServerOptions {
  /** The built site's folder. */
  readonly dir: string;
  /** Base path the site is served under. Default `/doc/`. */
  readonly base?: string;
}

/** Creates the preview server (not listening yet). */
export function createPreviewServer(options: PreviewServerOptions): Server;

/** Starts a preview server on 127.0.0.1 (`port` 0, the default, picks a free one). */
export function startPreviewServer(options: PreviewServerOptions & { readonly port?: number }): Promise<{ readonly server: Server; readonly origin: string; close(): Promise<void> }>;

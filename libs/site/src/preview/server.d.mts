/** Types of server.mjs (the preview server), for the site package and the TypeScript tests. */
import type { Server } from 'node:http';

export interface PreviewServerOptions {
  /** The built site's folder. */
  readonly dir: string;
  /** Base path the site is served under. Default `/doc/`. */
  readonly base?: string;
  /** Extra `sha256-…` sources for every page's script-src (a test harness that injects a known script). */
  readonly scriptHashes?: readonly string[];
}

/** Creates the preview server (not listening yet). */
export function createPreviewServer(options: PreviewServerOptions): Server;

/** Starts a preview server on 127.0.0.1 (`port` 0, the default, picks a free one). */
export function startPreviewServer(options: PreviewServerOptions & { readonly port?: number }): Promise<{ readonly server: Server; readonly origin: string; close(): Promise<void> }>;

/** Paths relative to the site folder whose name carries the build's content hash. */
export const HASHED_ASSET: RegExp;

/** Whether a file (path relative to the site folder, `/`-separated) may be cached immutably. */
export function isHashedAsset(path: string): boolean;

/** The site's Content-Security-Policy with the given `sha256-…` sources for inline scripts. */
export function sitePolicy(scriptHashes?: readonly string[], origins?: { readonly script: readonly string[]; readonly style: readonly string[] }): string;

/** The sandboxing Content-Security-Policy of SVG files. */
export const SVG_POLICY: string;

/** Headers every response carries besides its Content-Security-Policy. */
export const SECURITY_HEADERS: Readonly<Record<string, string>>;

/** The `sha256-…` CSP sources of the inline scripts an HTML document runs. */
export function inlineScriptHashes(html: string): string[];

/** The build's record of the inline scripts it wrote, in a built site's folder: the server reads it and never serves it. */
export const INLINE_SCRIPTS_FILE: string;
export const NGINX_REDIRECTS_FILE: string;

/** The codings an `Accept-Encoding` header allows, in the server's order of preference (br, gzip). */
export function acceptedEncodings(header: string | undefined): ('br' | 'gzip')[];

/** Types of nginx.mjs, for the TypeScript tests that run the production config. */

/** tools/nginx/hpcdocs.conf. */
export const CONFIG: string;

/** The nginx binary (NGINX_PATH, then PATH, then /usr/sbin/nginx), or null. */
export function findNginx(): string | null;

/** hpcdocs.conf with its two deployment lines (port, site folder) changed. */
export function deploymentConfig(options: { readonly dir: string; readonly port: number; readonly scriptHashes?: readonly string[] }): string;

export interface NginxOptions {
  /** The built site's folder. */
  readonly dir: string;
  /** Port on 127.0.0.1; 0 (the default) picks a free one. */
  readonly port?: number;
  /** nginx worker processes. Default 1. */
  readonly workers?: number;
  /** Extra `sha256-…` sources for the site's script-src (a test harness that injects a known script). */
  readonly scriptHashes?: readonly string[];
}

/** Starts nginx with hpcdocs.conf; resolves once it accepts connections. */
export function startNginx(options: NginxOptions): Promise<{ readonly origin: string; readonly pid: number; readonly prefix: string; close(): Promise<void> }>;

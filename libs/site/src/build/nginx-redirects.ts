/**
 * The site's redirects as nginx rules: each old path a `location` that answers 301 with the new
 * one, the query kept. The build writes them into the site folder (`NGINX_REDIRECTS_FILE`), and
 * tools/nginx/hpcdocs.conf includes that file, so production answers an old link with a real
 * redirect (search engines move the page's standing along) instead of a page that sends the reader
 * on, which stays for other servers.
 */
import type { RouteEntry } from '@hpcdocs/content-pipeline/schema';

/** Path characters nginx takes literally in a quoted `location =` and a `return` URL: no quote, backslash, `$`, braces, `;`, space or `%`. */
const PLAIN = /^\/[A-Za-z0-9._~!&'()*+,=:@/-]*$/;
/** The same for a target, which may also carry a query and a fragment. */
const PLAIN_TARGET = /^\/[A-Za-z0-9._~!&'()*+,=:@/?#-]*$/;

/** One exact-match rule: `from` (a decoded path) answered with 301 to `to`. */
const rule = (from: string, to: string): string => `location = "${from}" { return 301 "${to}"; }`;

/**
 * The nginx rules of `routes`' redirects. A path outside {@link PLAIN} gets no rule (its page still
 * redirects); a redirect at `/x` also answers `/x/` (the page at `x/index.html` serves both) unless
 * that is a page of its own. A target with its own query or fragment is sent as it is; any other
 * gets the request's query.
 */
export function nginxRedirects(routes: readonly RouteEntry[]): string {
  const pages = new Set(routes.filter((route) => route.to === undefined).map((route) => route.path));
  const lines = ['# Written by hpcdocs build: the redirects of this site. Included by the nginx config; not served.'];
  for (const route of routes) {
    if (route.to === undefined || !PLAIN_TARGET.test(route.to)) continue;
    const target = route.to.includes('?') || route.to.includes('#') ? route.to : `${route.to}$is_args$args`;
    const froms = route.path.endsWith('/') ? [route.path] : [route.path, `${route.path}/`];
    for (const from of froms) if (PLAIN.test(from) && (from === route.path || !pages.has(from))) lines.push(rule(from, target));
  }
  return `${lines.join('\n')}\n`;
}

/** Pure HTML helpers for prerendering. */

/** Escapes text for HTML content and attribute values. */
export function escapeHtml(text: string): string {
  return text.replace(/[&<>"']/g, (c) => ({ '&': '&amp;', '<': '&lt;', '>': '&gt;', '"': '&quot;', "'": '&#39;' })[c] ?? c);
}

/** Serialises data for a `<script type="application/json">` block (no `</script>` breakout). */
export function jsonForScript(data: unknown): string {
  return JSON.stringify(data).replace(/</g, '\\u003c').replace(/\u2028/g, '\\u2028').replace(/\u2029/g, '\\u2029');
}

/** Where a route's HTML file goes, relative to the output folder (`/doc/docs/x` -> `docs/x/index.html`). */
export function outputPathFor(routePath: string, baseUrl: string): string {
  const inside = routePath.startsWith(baseUrl) ? routePath.slice(baseUrl.length) : routePath.replace(/^\//, '');
  const clean = inside.replace(/\/+$/, '');
  return clean === '' ? 'index.html' : `${clean}/index.html`;
}

/** Fills the template's `<!--app-head-->`, `<!--app-html-->` and `<html>` attributes. */
export function fillTemplate(template: string, parts: { head: string; html: string; htmlAttributes?: string }): string {
  // Replacer functions: a replacement string would read `$'`, `$&` and `$1` in the page (a shell
  // snippet `echo $'a'` in a code block) as patterns and splice the template into the page.
  let out = template.replace('<!--app-head-->', () => parts.head).replace('<!--app-html-->', () => parts.html);
  const attributes = parts.htmlAttributes;
  if (attributes) out = out.replace(/<html([^>]*)>/, (_, existing: string) => `<html${existing} ${attributes}>`);
  return out;
}

/** The inline script of a redirect page to `to`: it keeps the query and the fragment, which a meta refresh drops. */
export function redirectScript(to: string): string {
  return `<script>location.replace(${jsonForScript(to)}+location.search+location.hash)</script>`;
}

/** A prerendered redirect that works without JavaScript (meta refresh) and with it; `lang` is the site's (default `en`). */
export function redirectPage(to: string, title: string, lang = 'en'): string {
  const target = escapeHtml(to);
  return `<!doctype html><html lang="${escapeHtml(lang)}"><head><meta charset="utf-8"><title>${escapeHtml(title)}</title><meta name="robots" content="noindex"><link rel="canonical" href="${target}"><meta http-equiv="refresh" content="0; url=${target}">${redirectScript(to)}</head><body><p>This page has moved to <a href="${target}">${target}</a>.</p></body></html>`;
}

/** `sitemap.xml` for the given absolute URLs. */
export function sitemapXml(urls: readonly string[]): string {
  const entries = urls.map((u) => `<url><loc>${escapeHtml(u)}</loc></url>`).join('');
  return `<?xml version="1.0" encoding="UTF-8"?><urlset xmlns="http://www.sitemaps.org/schemas/sitemap/0.9">${entries}</urlset>\n`;
}

/** `robots.txt` allowing everything and naming the sitemap. */
export function robotsTxt(sitemapUrl: string): string {
  return `User-agent: *\nAllow: /\n\nSitemap: ${sitemapUrl}\n`;
}

/**
 * A tiny inline script for every page: when the site is opened outside its base URL the bundle
 * cannot load, so this explains the wrong base URL instead of leaving a blank page.
 */
export function baseUrlBannerScript(baseUrl: string): string {
  const base = jsonForScript(baseUrl);
  return `<script>(function(){var b=${base};if(location.pathname.indexOf(b)===0||location.pathname+'/'===b)return;document.addEventListener('DOMContentLoaded',function(){var d=document.createElement('div');d.id='hpc-base-url-banner';d.setAttribute('role','alert');d.style.cssText='padding:12px 16px;background:#fff4e5;color:#5c3c00;border-bottom:1px solid #f0c36d;font:15px/1.5 system-ui,sans-serif';d.textContent='This site is configured for the base URL '+b+' but was opened at '+location.pathname+'. Open it under '+b+' (for example '+location.origin+b+'), or rebuild it with the base URL it is served from.';document.body.insertBefore(d,document.body.firstChild)})})()</script>`;
}

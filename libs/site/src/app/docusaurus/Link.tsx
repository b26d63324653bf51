/**
 * `@docusaurus/Link` for a site's own components: `to` (or `href`) under the site's base URL,
 * navigated on the client for site paths; URLs with a scheme open in a new tab (unless `target`
 * says otherwise); anchors and `pathname://` links are plain links (the latter under the base URL,
 * never handled by the router, as for files the site serves as they are).
 */
import type { AnchorHTMLAttributes, ReactNode } from 'react';
import { Link as RouterLink } from '@hpcdocs/router';
import { useBaseUrlUtils } from './useBaseUrl.js';
import { hasProtocol } from './base-url.js';

/** Props of the shim: Docusaurus' `to`/`href` and `autoAddBaseUrl`, plus any `<a>` attribute. */
export interface LinkProps extends AnchorHTMLAttributes<HTMLAnchorElement> {
  readonly to?: string;
  /** Put site paths under the base URL (default true). */
  readonly autoAddBaseUrl?: boolean;
  readonly children?: ReactNode;
}

export default function Link({ to, href, autoAddBaseUrl = true, target, rel, children, ...rest }: LinkProps): ReactNode {
  const { withBaseUrl } = useBaseUrlUtils();
  const written = to ?? href ?? '';
  const pathname = written.startsWith('pathname://');
  const raw = pathname ? written.slice('pathname://'.length) : written;
  if (hasProtocol(raw)) {
    return (
      <a href={raw} target={target ?? '_blank'} rel={rel ?? 'noopener noreferrer'} {...rest}>
        {children}
      </a>
    );
  }
  const url = autoAddBaseUrl ? withBaseUrl(raw) : raw;
  if (pathname || raw === '' || raw.startsWith('#')) {
    return (
      <a href={url || undefined} target={target} rel={rel} {...rest}>
        {children}
      </a>
    );
  }
  return (
    <RouterLink to={url} target={target} rel={rel} {...rest}>
      {children}
    </RouterLink>
  );
}

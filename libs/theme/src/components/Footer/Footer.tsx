import type { ReactNode } from 'react';
import { Link } from '@hpcdocs/router';
import type { FooterConfig, FooterLink } from '../../config.js';
import { renderContent } from '../Content/render.js';
import { useT } from '../../contexts/SiteConfig.js';
import styles from './Footer.module.css';

const NO_COMPONENTS = {};

export interface FooterProps {
  /** The footer config; nothing renders without one, as the footer is optional. */
  readonly config?: FooterConfig | undefined;
}

/** One footer link: a site page through the router, another site in a new tab. */
function FooterItem({ item }: { readonly item: FooterLink }): ReactNode {
  return item.href ? (
    <a href={item.href} target="_blank" rel="noopener noreferrer" className={`${styles['link']} footer__link-item`}>
      {item.label}
    </a>
  ) : (
    <Link to={item.to ?? '/'} className={`${styles['link']} footer__link-item`}>
      {item.label}
    </Link>
  );
}

/** Whether the links are columns under titles rather than one row. */
const isColumns = (links: NonNullable<FooterConfig['links']>): links is readonly { readonly title: string; readonly items: readonly FooterLink[] }[] => links.some((entry) => 'items' in entry);

/** The site footer: link columns (or one row of links) and a copyright line. */
export function Footer({ config }: FooterProps): ReactNode {
  const t = useT();
  if (!config || (!config.links?.length && !config.copyright)) return null;
  const links = config.links ?? [];
  return (
    <footer className={`${styles['footer']} ${config.style === 'dark' ? `${styles['dark']} footer--dark` : ''} footer`}>
      {links.length > 0 && isColumns(links) ? (
        <div className={styles['columns']}>
          {links.map((column, c) => (
            <nav key={`${c}:${column.title}`} className={styles['column']} aria-label={column.title}>
              <p className={`${styles['title']} footer__title`}>{column.title}</p>
              <ul className={styles['list']}>
                {column.items.map((item, i) => (
                  <li key={`${i}:${item.label}`}>
                    <FooterItem item={item} />
                  </li>
                ))}
              </ul>
            </nav>
          ))}
        </div>
      ) : links.length > 0 ? (
        <nav aria-label={t('Footer')}>
          <ul className={styles['row']}>
            {(links as readonly FooterLink[]).map((item, i) => (
              <li key={`${i}:${item.label}`}>
                <FooterItem item={item} />
              </li>
            ))}
          </ul>
        </nav>
      ) : null}
      {config.copyrightBody ? <div className={`${styles['copyright']} footer__copyright`}>{renderContent(config.copyrightBody, NO_COMPONENTS)}</div> : config.copyright ? <p className={`${styles['copyright']} footer__copyright`}>{config.copyright}</p> : null}
    </footer>
  );
}

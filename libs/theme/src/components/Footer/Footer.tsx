import type { ReactNode } from 'react';
import { Link } from '@hpcdocs/router';
import type { FooterConfig } from '../../config.js';
import styles from './Footer.module.css';

export interface FooterProps {
  /** The footer config; nothing renders without one, as the footer is optional. */
  readonly config?: FooterConfig | undefined;
}

/** The site footer: link columns and a copyright line. */
export function Footer({ config }: FooterProps): ReactNode {
  if (!config || (!config.links?.length && !config.copyright)) return null;
  return (
    <footer className={`${styles['footer']} ${config.style === 'dark' ? styles['dark'] : ''}`}>
      {config.links?.length ? (
        <div className={styles['columns']}>
          {config.links.map((column) => (
            <nav key={column.title} className={styles['column']} aria-label={column.title}>
              <p className={styles['title']}>{column.title}</p>
              <ul className={styles['list']}>
                {column.items.map((item) => (
                  <li key={item.label}>
                    {item.href ? (
                      <a href={item.href} target="_blank" rel="noopener noreferrer" className={styles['link']}>
                        {item.label}
                      </a>
                    ) : (
                      <Link to={item.to ?? '/'} className={styles['link']}>
                        {item.label}
                      </Link>
                    )}
                  </li>
                ))}
              </ul>
            </nav>
          ))}
        </div>
      ) : null}
      {config.copyright ? <p className={styles['copyright']}>{config.copyright}</p> : null}
    </footer>
  );
}

import { useId, type ReactNode } from 'react';
import { Link } from '@hpcdocs/router';
import { useT } from '../../contexts/SiteConfig.js';
import styles from './Landing.module.css';

/** A button or link on the landing page. */
export interface LandingAction {
  /** Visible text. */
  readonly label: string;
  /** Site path it leads to. */
  readonly to: string;
}

/** Built-in line icons for landing cards (SVG, so they render without emoji fonts). */
export const LANDING_ICONS = {
  server: 'M4 5h16v5H4zM4 14h16v5H4zM7 7.5h.01M7 16.5h.01',
  database: 'M4 6c0-1.7 3.6-3 8-3s8 1.3 8 3-3.6 3-8 3-8-1.3-8-3zm0 0v12c0 1.7 3.6 3 8 3s8-1.3 8-3V6M4 12c0 1.7 3.6 3 8 3s8-1.3 8-3',
  network: 'M12 3v6M5 21v-4h14v4M12 9a3 3 0 1 0 0-.01M12 12v5M5 17H3M19 17h2',
  card: 'M3 6h18v12H3zM3 10h18M7 15h4',
  book: 'M4 4h7a3 3 0 0 1 3 3v13a2 2 0 0 0-2-2H4zM20 4h-5a3 3 0 0 0-3 3',
  template: 'M4 4h16v6H4zM4 14h7v6H4zM15 14h5v6h-5z',
} as const;

export type LandingIcon = keyof typeof LANDING_ICONS;

export interface LandingCard {
  /** Card heading; the card links to `to`. */
  readonly title: string;
  /** One or two sentences on what the area covers. */
  readonly description: string;
  /** Site path the card leads to. */
  readonly to: string;
  /** A built-in icon shown on the card. */
  readonly icon?: LandingIcon;
  /** Extra links shown under the description. */
  readonly links?: readonly LandingAction[];
}

export interface LandingProps {
  /** The page's h1. */
  readonly title: string;
  /** One sentence under the title. */
  readonly tagline: string;
  /** Main call to action (a filled button). */
  readonly primary: LandingAction;
  /** Second action (an outlined button). */
  readonly secondary?: LandingAction;
  /** Area cards under 'Explore the docs'. */
  readonly cards: readonly LandingCard[];
  /** Heading of the featured section (default 'Featured tutorials'). */
  readonly featuredTitle?: string;
  /** Featured cards; the section is left out when empty (default none). */
  readonly featured?: readonly LandingCard[];
}

/** The docs front door: hero, area cards and featured tutorials. */
export function Landing({ title, tagline, primary, secondary, cards, featuredTitle, featured = [] }: LandingProps): ReactNode {
  const id = useId();
  const t = useT();
  return (
    <div className={styles['landing']}>
      <section className={styles['hero']}>
        <h1 className={styles['title']}>{title}</h1>
        <p className={styles['tagline']}>{tagline}</p>
        <div className={styles['actions']}>
          <Link to={primary.to} className={`${styles['button']} ${styles['primary']}`}>
            {primary.label}
          </Link>
          {secondary ? (
            <Link to={secondary.to} className={`${styles['button']} ${styles['secondary']}`}>
              {secondary.label}
            </Link>
          ) : null}
        </div>
      </section>
      <section className={styles['section']} aria-labelledby={`${id}-areas`}>
        <h2 id={`${id}-areas`} className={styles['sectionTitle']}>
          {t('Explore the docs')}
        </h2>
        <ul className={styles['grid']}>
          {cards.map((card) => (
            <li key={card.to} className={styles['card']}>
              {card.icon ? (
                <span className={styles['icon']} aria-hidden="true">
                  <svg viewBox="0 0 24 24" width="22" height="22" fill="none" stroke="currentColor" strokeWidth="1.8" strokeLinecap="round" strokeLinejoin="round">
                    <path d={LANDING_ICONS[card.icon]} />
                  </svg>
                </span>
              ) : null}
              <h3 className={styles['cardTitle']}>
                <Link to={card.to} className={styles['cardLink']}>
                  {card.title}
                </Link>
              </h3>
              <p className={styles['cardText']}>{card.description}</p>
              {card.links?.length ? (
                <ul className={styles['cardLinks']}>
                  {card.links.map((link) => (
                    <li key={link.to}>
                      <Link to={link.to}>{link.label}</Link>
                    </li>
                  ))}
                </ul>
              ) : null}
            </li>
          ))}
        </ul>
      </section>
      {featured.length > 0 ? (
        <section className={styles['section']} aria-labelledby={`${id}-featured`}>
          <h2 id={`${id}-featured`} className={styles['sectionTitle']}>
            {featuredTitle ?? t('Featured tutorials')}
          </h2>
          <ul className={`${styles['grid']} ${styles['featured']}`}>
            {featured.map((card) => (
              <li key={card.to} className={styles['card']}>
                <h3 className={styles['cardTitle']}>
                  <Link to={card.to} className={styles['cardLink']}>
                    {card.title}
                  </Link>
                </h3>
                <p className={styles['cardText']}>{card.description}</p>
              </li>
            ))}
          </ul>
        </section>
      ) : null}
    </div>
  );
}

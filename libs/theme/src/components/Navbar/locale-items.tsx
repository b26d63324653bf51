/**
 * The navbar item of a translated site: `localeDropdown` (every locale of the site config's
 * `i18n`, each leading to the page the reader is on, in that locale). Each locale is a separate
 * app under its own base URL, so its entries are plain links that load the page anew.
 */
import type { ReactNode } from 'react';
import { useLocation } from '@hpcdocs/router';
import type { NavbarItemConfig } from '../../config.js';
import { useOptionalSiteConfig } from '../../contexts/SiteConfig.js';
import { localeTarget } from '../../utils/locale.js';
import { NavbarDropdown } from './NavbarDropdown.js';
import { NavbarItem, type NavbarItemProps } from './items.js';
import styles from './Navbar.module.css';

const GLOBE = 'M12 3a9 9 0 1 0 0 18 9 9 0 0 0 0-18zM3.5 9h17M3.5 15h17M12 3c-2.4 2.5-3.6 5.5-3.6 9s1.2 6.5 3.6 9c2.4-2.5 3.6-5.5 3.6-9S14.4 5.5 12 3z';

/**
 * `localeDropdown`: the item's label or the current locale's, with a globe, opening on the links
 * of `dropdownItemsBefore`, one per locale (the current one marked) and `dropdownItemsAfter`.
 * Renders nothing on a site without `i18n` (or outside its site config).
 */
export function LocaleDropdown({ item, mobile }: NavbarItemProps): ReactNode {
  const i18n = useOptionalSiteConfig()?.i18n;
  const location = useLocation();
  if (!i18n) return null;
  const current = i18n.locales.find((locale) => locale.locale === i18n.currentLocale);
  const from = current?.baseUrl ?? '/';
  const before = item.dropdownItemsBefore ?? [];
  const after = item.dropdownItemsAfter ?? [];
  const listed = (items: readonly NavbarItemConfig[], place: string) =>
    items.map((child, i) => (
      <li key={`${place}${i}`}>
        <NavbarItem item={child} mobile={mobile} />
      </li>
    ));
  const entries = [
    ...listed(before, 'before'),
    ...i18n.locales.map((locale) => {
      const active = locale === current;
      return (
        <li key={locale.locale}>
          <a
            className={`${mobile ? styles['mobileLink'] : styles['link']} ${active ? styles['active'] : ''}`}
            href={localeTarget(location, from, locale.baseUrl)}
            lang={locale.htmlLang}
            hrefLang={locale.htmlLang}
            aria-current={active ? 'page' : undefined}
          >
            {locale.label}
          </a>
        </li>
      );
    }),
    ...listed(after, 'after'),
  ];
  const label = (
    <>
      <svg viewBox="0 0 24 24" width="16" height="16" fill="none" stroke="currentColor" strokeWidth="1.8" aria-hidden="true">
        <path d={GLOBE} />
      </svg>
      {item.label ?? current?.label ?? i18n.currentLocale}
    </>
  );
  // The configured links before and after decide whether the dropdown is active (a locale link never is: it leaves the app).
  return <NavbarDropdown item={{ ...item, type: 'dropdown', items: [...before, ...after] }} label={label} entries={entries} mobile={mobile} />;
}

/** The locale item type, for `navbarItemTypes` of a translated site (left out of the default set, as a one-language site does not need it). */
export const localeNavbarItemTypes = { localeDropdown: LocaleDropdown } as const;

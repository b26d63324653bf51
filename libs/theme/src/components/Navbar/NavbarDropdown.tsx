import { useEffect, useId, useRef, useState, type ReactNode } from 'react';
import { useBaseUrl, useLocation, withBase } from '@hpcdocs/router';
import { useT } from '../../contexts/SiteConfig.js';
import { DROPDOWN_CLOSE_EVENTS, dropdownKeyIntent, shouldCloseDropdown } from '../../utils/dropdown.js';
import { isNavItemActive } from '../../utils/sidebar.js';
import { NavbarItem, type NavbarItemProps } from './items.js';
import styles from './Navbar.module.css';

export interface NavbarDropdownProps extends NavbarItemProps {
  /** The button's content, in place of `item.label` (a label with an icon). */
  readonly label?: ReactNode;
  /** The menu's `<li>` entries, in place of `item.items` rendered as navbar items (which still make the dropdown active). */
  readonly entries?: ReactNode;
}

/**
 * A dropdown navbar item. Desktop: closes on mousedown, touch or focus outside; Enter toggles.
 * Mobile: collapsed unless one of its children is the current page.
 */
export function NavbarDropdown({ item, mobile, label, entries }: NavbarDropdownProps): ReactNode {
  const { pathname } = useLocation();
  const baseUrl = useBaseUrl();
  const children = item.items ?? [];
  const childActive = children.some((child) => isNavItemActive(pathname, child, (p) => withBase(p, baseUrl)));
  const [open, setOpen] = useState(mobile ? childActive : false);
  const ref = useRef<HTMLDivElement | null>(null);
  const id = useId();
  const t = useT();

  useEffect(() => {
    if (mobile || !open) return undefined;
    const onEvent = (event: Event) => {
      if (shouldCloseDropdown(event.type, event.target as Node | null, ref.current)) setOpen(false);
    };
    for (const type of DROPDOWN_CLOSE_EVENTS) document.addEventListener(type, onEvent);
    return () => {
      for (const type of DROPDOWN_CLOSE_EVENTS) document.removeEventListener(type, onEvent);
    };
  }, [open, mobile]);

  return (
    <div ref={ref} className={mobile ? styles['mobileDropdown'] : styles['dropdown']} data-state={open ? 'open' : 'closed'}>
      <button
        type="button"
        className={`${mobile ? styles['mobileLink'] : styles['link']} ${childActive ? styles['active'] : ''}`}
        aria-expanded={open}
        aria-controls={id}
        aria-label={t(open ? 'Collapse the dropdown' : 'Expand the dropdown')}
        onClick={() => setOpen((o) => !o)}
        onKeyDown={(event) => {
          const intent = dropdownKeyIntent(event.key);
          if (intent === 'toggle') {
            event.preventDefault();
            setOpen((o) => !o);
          } else if (intent === 'close') setOpen(false);
        }}
      >
        {label ?? item.label}
        <span aria-hidden="true" className={styles['caret']} />
      </button>
      <ul id={id} className={mobile ? styles['mobileMenuList'] : styles['menu']} hidden={!open}>
        {entries ??
          children.map((child, i) => (
            <li key={`${child.label ?? ''}-${i}`}>
              <NavbarItem item={child} mobile={mobile} />
            </li>
          ))}
      </ul>
    </div>
  );
}

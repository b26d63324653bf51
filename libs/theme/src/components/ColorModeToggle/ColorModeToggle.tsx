import type { ReactNode } from 'react';
import { useOptionalColorMode } from '../../contexts/ColorMode.js';
import { useT } from '../../contexts/SiteConfig.js';
import styles from './ColorModeToggle.module.css';

const ICONS = {
  light: 'M12 4V2M12 22v-2M4 12H2M22 12h-2M5.6 5.6 4.2 4.2M19.8 19.8l-1.4-1.4M5.6 18.4l-1.4 1.4M19.8 4.2l-1.4 1.4M12 8a4 4 0 1 0 0 8 4 4 0 0 0 0-8z',
  dark: 'M20 14.5A8 8 0 0 1 9.5 4a8 8 0 1 0 10.5 10.5z',
  system: 'M3 5h18v11H3zM8 20h8M12 16v4',
} as const;

/** The colour mode switch; renders nothing when the site disables it (as this site does). */
export function ColorModeToggle(): ReactNode {
  const colorMode = useOptionalColorMode();
  const t = useT();
  if (!colorMode || colorMode.config.disableSwitch) return null;
  const { choice, toggle, ready } = colorMode;
  // The English text is colorModeTitle()'s; `light mode`, `dark mode` and `system mode` translate on their own.
  const title = t('Switch between dark and light mode (currently {mode})', { mode: t(`${choice} mode`) });
  return (
    <button type="button" className={styles['toggle']} onClick={toggle} disabled={!ready} title={title} aria-label={title} aria-live="polite">
      <svg viewBox="0 0 24 24" width="20" height="20" fill="none" stroke="currentColor" strokeWidth="1.8" strokeLinecap="round" aria-hidden="true">
        <path d={ICONS[choice]} />
      </svg>
    </button>
  );
}

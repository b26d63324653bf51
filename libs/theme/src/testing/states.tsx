/**
 * Layout helpers for "all states" stories: each state under a caption, stacked,
 * so a reviewer sees every state of a piece on one canvas.
 */
import type { CSSProperties, ReactNode } from 'react';

const grid: CSSProperties = { display: 'grid', gap: '1.5rem', alignItems: 'start' };
const caption: CSSProperties = {
  margin: '0 0 0.5rem',
  font: '600 0.75rem/1.2 var(--hpc-font-sans, system-ui)',
  letterSpacing: '0.04em',
  textTransform: 'uppercase',
  color: 'var(--hpc-color-text-muted, #4b5563)',
};

/** The grid of states; `columns` lays them side by side (default: one column). */
export function States({ children, columns }: { readonly children: ReactNode; readonly columns?: number }): ReactNode {
  return <div style={columns ? { ...grid, gridTemplateColumns: `repeat(${columns}, minmax(0, 1fr))` } : grid}>{children}</div>;
}

/**
 * One state under its caption. `contain` makes the frame the containing block of fixed-position
 * children (the mobile menu, the progress bar), so each stays inside its own frame.
 */
export function State({ label, children, contain }: { readonly label: string; readonly children: ReactNode; readonly contain?: { readonly width?: number; readonly height: number } }): ReactNode {
  const frame: CSSProperties | undefined = contain
    ? { position: 'relative', transform: 'translateZ(0)', overflow: 'hidden', height: contain.height, width: contain.width, border: '1px solid var(--hpc-color-border, #d0d7de)', borderRadius: 8 }
    : undefined;
  return (
    <section aria-label={label} data-state-label={label}>
      <p style={caption} aria-hidden="true">
        {label}
      </p>
      {frame ? <div style={frame}>{children}</div> : children}
    </section>
  );
}

/** The a11y parameter for collages that repeat a landmark by design (two navbars = two banners). */
export const REPEATED_LANDMARKS = {
  config: {
    rules: [
      { id: 'landmark-unique', enabled: false },
      { id: 'landmark-no-duplicate-banner', enabled: false },
      { id: 'landmark-no-duplicate-main', enabled: false },
      { id: 'landmark-no-duplicate-contentinfo', enabled: false },
      { id: 'landmark-banner-is-top-level', enabled: false },
      { id: 'landmark-main-is-top-level', enabled: false },
      { id: 'landmark-contentinfo-is-top-level', enabled: false },
      { id: 'landmark-complementary-is-top-level', enabled: false },
    ],
  },
} as const;

/**
 * Content laid out right to left, as on a page with `<html dir="rtl">` (the theme's stylesheets
 * mirror under any `[dir='rtl']` ancestor). `lang` defaults to Arabic.
 */
export function RightToLeft({ children, lang = 'ar' }: { readonly children: ReactNode; readonly lang?: string }): ReactNode {
  return (
    <div dir="rtl" lang={lang}>
      {children}
    </div>
  );
}

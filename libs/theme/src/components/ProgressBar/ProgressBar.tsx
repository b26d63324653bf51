import type { ReactNode } from 'react';
import { useNavigationProgress } from '@hpcdocs/router';
import { useT } from '../../contexts/SiteConfig.js';
import styles from './ProgressBar.module.css';

export interface ProgressBarProps {
  /** Force the bar on or off (Storybook, tests); by default it follows the router. */
  readonly visible?: boolean;
}

/** A thin bar at the top that appears when a navigation takes longer than 200 ms. */
export function ProgressBar({ visible }: ProgressBarProps): ReactNode {
  return visible === undefined ? <RouterProgressBar /> : <Bar visible={visible} />;
}

function RouterProgressBar(): ReactNode {
  return <Bar visible={useNavigationProgress()} />;
}

function Bar({ visible }: { readonly visible: boolean }): ReactNode {
  const t = useT();
  if (!visible) return null;
  return <div className={styles['bar']} role="progressbar" aria-label={t('Loading page')} data-testid="progress-bar" />;
}

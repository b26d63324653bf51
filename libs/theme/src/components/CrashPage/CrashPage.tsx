import { Component, type ErrorInfo, type ReactNode } from 'react';
import { useT } from '../../contexts/SiteConfig.js';
import styles from './CrashPage.module.css';

export interface CrashPageProps {
  /** The error that crashed the page; its message and its chain of causes are shown. */
  readonly error: Error;
  /** Called by 'Try again' (the boundary re-renders its children). */
  readonly onTryAgain: () => void;
}

/** Messages of an error and its `cause` chain. */
export function errorCauses(error: unknown): string[] {
  const out: string[] = [];
  let current: unknown = error;
  for (let depth = 0; current && depth < 10; depth++) {
    out.push(current instanceof Error ? current.message : String(current));
    current = current instanceof Error ? current.cause : undefined;
  }
  return out;
}

/** Shown when rendering fails: 'This page crashed.', the error and its causes. */
export function CrashPage({ error, onTryAgain }: CrashPageProps): ReactNode {
  const [message, ...causes] = errorCauses(error);
  const t = useT();
  return (
    <div className={styles['crash']} role="alert">
      <h1 className={styles['title']}>{t('This page crashed.')}</h1>
      <button type="button" className={styles['button']} onClick={onTryAgain}>
        {t('Try again')}
      </button>
      <p className={styles['message']}>{message}</p>
      {causes.map((cause, i) => (
        <p key={i} className={styles['cause']}>
          {t('Cause: {cause}', { cause })}
        </p>
      ))}
    </div>
  );
}

export interface ErrorBoundaryProps {
  /** What the boundary renders while nothing has thrown. */
  readonly children?: ReactNode;
  /** Changing this value clears a caught error (for example the current path). */
  readonly resetKey?: string;
}

interface ErrorBoundaryState {
  readonly error: Error | null;
  readonly resetKey: string | undefined;
}

/** Catches render errors below it and shows the crash page; 'Try again' re-renders. */
export class ErrorBoundary extends Component<ErrorBoundaryProps, ErrorBoundaryState> {
  override state: ErrorBoundaryState = { error: null, resetKey: this.props.resetKey };

  static getDerivedStateFromError(error: unknown): Partial<ErrorBoundaryState> {
    return { error: error instanceof Error ? error : new Error(String(error)) };
  }

  static getDerivedStateFromProps(props: ErrorBoundaryProps, state: ErrorBoundaryState): Partial<ErrorBoundaryState> | null {
    if (props.resetKey !== state.resetKey) return { error: null, resetKey: props.resetKey };
    return null;
  }

  override componentDidCatch(error: Error, info: ErrorInfo): void {
    console.error('@hpcdocs/theme: a page crashed while rendering.', error, info.componentStack);
  }

  override render(): ReactNode {
    if (this.state.error) return <CrashPage error={this.state.error} onTryAgain={() => this.setState({ error: null })} />;
    return this.props.children;
  }
}

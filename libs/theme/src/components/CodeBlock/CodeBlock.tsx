import type { CSSProperties, ReactNode } from 'react';
import { useCopyToClipboard } from '../../hooks/useCopyToClipboard.js';
import { useT } from '../../contexts/SiteConfig.js';
import styles from './CodeBlock.module.css';

export interface CodeBlockProps {
  /** The raw code, copied by the copy button. */
  readonly code: string;
  /** Language of the code (`data-language`, for styling); highlighting happens at build time. */
  readonly language?: string;
  /** File name or caption shown above the code. */
  readonly title?: string;
  /** First line number; line numbers show when set. */
  readonly showLineNumbers?: number;
  /** Highlighted lines (`span.line` elements), as produced by the content pipeline. */
  readonly children?: ReactNode;
}

/** A highlighted code block with optional title, line numbers and a copy button. */
export function CodeBlock({ code, language, title, showLineNumbers, children }: CodeBlockProps): ReactNode {
  const { copied, failed, copy } = useCopyToClipboard();
  const t = useT();
  const numbered = showLineNumbers !== undefined;
  const style = numbered ? ({ '--hpc-line-start': showLineNumbers - 1 } as CSSProperties) : undefined;
  return (
    <div className={styles['block']} data-language={language}>
      {title ? <div className={styles['title']}>{title}</div> : null}
      <div className={styles['body']}>
        {/* Before the code: on touch screens it sits in its own row above it (see the stylesheet). */}
        <button
          type="button"
          className={styles['copy']}
          onClick={() => copy(code)}
          aria-label={t(copied ? 'Copied' : 'Copy code to clipboard')}
          title={t('Copy')}
        >
          {t(copied ? 'Copied' : failed ? 'Copy failed' : 'Copy')}
        </button>
        <pre className={`${styles['pre']} hpc-code`} tabIndex={0} data-line-numbers={numbered || undefined} style={style}>
          <code className={styles['code']}>{children ?? code}</code>
        </pre>
      </div>
    </div>
  );
}

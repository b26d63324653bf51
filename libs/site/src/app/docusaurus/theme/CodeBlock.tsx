/**
 * `@theme/CodeBlock` for a site's own components: the theme's code block with the code as given
 * (a component's code is not highlighted at build time: only docs are), title, line numbers and
 * the copy button. The language comes from `language` or a `language-*` class.
 */
import type { ReactNode } from 'react';
import { CodeBlock as ThemeCodeBlock } from '@hpcdocs/theme';
import { textOf } from './text-of.js';

export interface CodeBlockProps {
  /** The code: a string (other children are turned into their text). */
  readonly children?: ReactNode;
  readonly language?: string;
  readonly className?: string;
  readonly title?: ReactNode;
  /** Line numbers, from 1 or from the number given. */
  readonly showLineNumbers?: boolean | number;
  /** Accepted for compatibility; line highlighting from it is not applied. */
  readonly metastring?: string;
}

export default function CodeBlock({ children, language, className, title, showLineNumbers }: CodeBlockProps): ReactNode {
  const code = textOf(children).replace(/\n$/, '');
  const lang = language ?? /(?:^|\s)language-(\S+)/.exec(className ?? '')?.[1];
  const start = showLineNumbers === true ? 1 : typeof showLineNumbers === 'number' ? showLineNumbers : undefined;
  return (
    <ThemeCodeBlock code={code} {...(lang ? { language: lang } : {})} {...(title === undefined ? {} : { title: textOf(title) })} {...(start === undefined ? {} : { showLineNumbers: start })}>
      {code.split('\n').map((line, i) => (
        // Lines never reorder: the index is their identity.
        <span key={i} className="line">
          {line}
          {'\n'}
        </span>
      ))}
    </ThemeCodeBlock>
  );
}

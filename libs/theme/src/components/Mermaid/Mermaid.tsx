import { useEffect, useId, useState, type ReactNode } from 'react';
import { useOptionalColorMode } from '../../contexts/ColorMode.js';
import { useT } from '../../contexts/SiteConfig.js';
import styles from './Mermaid.module.css';

/** The part of mermaid's API the component uses. */
export interface MermaidApi {
  initialize(config: { readonly startOnLoad: boolean; readonly securityLevel: 'strict'; readonly theme: 'default' | 'dark' }): void;
  render(id: string, text: string): Promise<{ readonly svg: string }>;
}

export interface MermaidProps {
  /** The diagram's source (a ```` ```mermaid ```` block). */
  readonly value: string;
  /** Loads mermaid. Default: a dynamic import, so only a page with a diagram downloads it. */
  readonly load?: () => Promise<MermaidApi>;
}

const loadMermaid = (): Promise<MermaidApi> => import('mermaid').then((module) => module.default as unknown as MermaidApi);

type Drawing = { readonly svg: string } | { readonly error: string } | null;

/**
 * A mermaid diagram, drawn in the browser. Until it is drawn (and on the server, and if drawing
 * fails) the page shows the diagram's source, so it reads without the script. mermaid runs with
 * its strict security level: labels are text, no click handlers, no HTML.
 */
export function Mermaid({ value, load = loadMermaid }: MermaidProps): ReactNode {
  // mermaid uses the id in CSS selectors: no colons.
  const id = `mermaid-${useId().replace(/[^\w-]/g, '')}`;
  const mode = useOptionalColorMode()?.mode ?? 'light';
  const [drawing, setDrawing] = useState<Drawing>(null);
  const t = useT();
  useEffect(() => {
    let live = true;
    load()
      .then(async (mermaid) => {
        mermaid.initialize({ startOnLoad: false, securityLevel: 'strict', theme: mode === 'dark' ? 'dark' : 'default' });
        const { svg } = await mermaid.render(id, value);
        if (live) setDrawing({ svg });
      })
      .catch((error: unknown) => {
        if (live) setDrawing({ error: error instanceof Error ? error.message : String(error) });
      });
    return () => {
      live = false;
    };
  }, [value, mode, id, load]);
  if (drawing && 'svg' in drawing) {
    // mermaid's own output (strict level), for the diagram written in the doc.
    return <div className={`${styles['diagram']} hpc-mermaid`} data-state="drawn" dangerouslySetInnerHTML={{ __html: drawing.svg }} />;
  }
  return (
    // `hpc-mermaid`: a stable class for a site's stylesheet (and tools) to find diagrams by.
    <figure className={`${styles['diagram']} hpc-mermaid`} data-state={drawing ? 'failed' : 'source'}>
      <pre className={styles['source']}>
        <code>{value}</code>
      </pre>
      {drawing ? <figcaption className={styles['error']}>{t('The diagram could not be drawn: {error}', { error: drawing.error })}</figcaption> : null}
    </figure>
  );
}

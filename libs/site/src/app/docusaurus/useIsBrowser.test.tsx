// @vitest-environment jsdom
/**
 * useIsBrowser in the browser: the hydrating render matches the server's (false), then it turns
 * true; a component mounted after hydration gets true in its first render.
 */
import { act } from 'react';
import { hydrateRoot, createRoot } from 'react-dom/client';
import { renderToString } from 'react-dom/server';
import { describe, expect, it } from 'vitest';
import useIsBrowser from './useIsBrowser.js';

(globalThis as { IS_REACT_ACT_ENVIRONMENT?: boolean }).IS_REACT_ACT_ENVIRONMENT = true;

const firstRenders: boolean[] = [];
function Where({ note = false }: { readonly note?: boolean }) {
  const browser = useIsBrowser();
  if (note) firstRenders.push(browser);
  return <span>{browser ? 'browser' : 'server'}</span>;
}

describe('useIsBrowser in the browser', () => {
  it('should hydrate with false, turn true, and be true at once for a component mounted later', async () => {
    const host = document.createElement('div');
    host.innerHTML = renderToString(<Where />);
    expect(host.textContent).toBe('server');
    const errors: unknown[] = [];
    await act(async () => {
      hydrateRoot(host, <Where />, { onRecoverableError: (error) => errors.push(error) });
    });
    expect(errors).toEqual([]);
    expect(host.textContent).toBe('browser');
    const later = document.createElement('div');
    await act(async () => {
      createRoot(later).render(<Where note />);
    });
    expect(firstRenders[0]).toBe(true);
  });
});

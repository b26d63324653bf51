import { render, screen, waitFor } from '@testing-library/react';
import { renderToString } from 'react-dom/server';
import { describe, expect, it, vi } from 'vitest';
import { axeViolations } from '../../../test/render.tsx';
import { ColorModeProvider } from '../../contexts/ColorMode.js';
import { Mermaid, type MermaidApi } from './Mermaid.js';

const diagram = 'graph TD;\n  A-->B;';

/** A mermaid stand-in whose loading the test finishes when it wants. */
function deferredMermaid(svg = '<svg role="img" aria-label="A to B"><text>A to B</text></svg>') {
  let finish: (api: MermaidApi) => void = () => undefined;
  const api: MermaidApi = { initialize: vi.fn(), render: vi.fn(() => Promise.resolve({ svg })) };
  const load = vi.fn(() => new Promise<MermaidApi>((resolve) => (finish = resolve)));
  return { api, load, finish: () => finish(api) };
}

describe('Mermaid', () => {
  describe('given the server render', () => {
    it('should show the diagram\'s source, readable without script', () => {
      const html = renderToString(<Mermaid value={diagram} load={() => new Promise(() => undefined)} />);
      expect(html).toContain('data-state="source"');
      expect(html).toContain('graph TD;\n  A--&gt;B;');
      expect(html).not.toContain('<svg');
    });
  });

  describe('given mermaid loads in the browser', () => {
    it('should keep the source until then, and then draw the diagram with the strict security level', async () => {
      const mermaid = deferredMermaid();
      const { container } = render(<Mermaid value={diagram} load={mermaid.load} />);
      expect(container.querySelector('pre code')?.textContent).toBe(diagram);
      mermaid.finish();
      await screen.findByRole('img', { name: 'A to B' });
      expect(container.querySelector('[data-state="drawn"]')).not.toBeNull();
      expect(mermaid.api.initialize).toHaveBeenCalledWith({ startOnLoad: false, securityLevel: 'strict', theme: 'default' });
      expect(mermaid.api.render).toHaveBeenCalledWith(expect.stringMatching(/^mermaid-[\w-]+$/), diagram);
      expect(mermaid.load).toHaveBeenCalledTimes(1);
      expect(await axeViolations(container)).toEqual([]);
    });

    it('should draw with mermaid\'s dark theme in dark mode', async () => {
      const mermaid = deferredMermaid();
      render(
        <ColorModeProvider config={{ defaultMode: 'dark', disableSwitch: false, respectPrefersColorScheme: false }}>
          <Mermaid value={diagram} load={mermaid.load} />
        </ColorModeProvider>,
      );
      mermaid.finish();
      await waitFor(() => expect(mermaid.api.initialize).toHaveBeenCalledWith(expect.objectContaining({ theme: 'dark' })));
    });
  });

  describe('given a diagram mermaid cannot draw', () => {
    it('should keep the source and say why', async () => {
      const load = () => Promise.resolve<MermaidApi>({ initialize: () => undefined, render: () => Promise.reject(new Error('Parse error on line 2')) });
      const { container } = render(<Mermaid value="graph oops" load={load} />);
      expect(await screen.findByText(/The diagram could not be drawn: Parse error on line 2/)).toBeTruthy();
      expect(container.querySelector('pre code')?.textContent).toBe('graph oops');
    });
  });

  describe('given the module itself', () => {
    it('should load mermaid only by a dynamic import, so pages without a diagram never download it', async () => {
      const source = String(await import('./Mermaid.tsx?raw').then((m: { default: string }) => m.default));
      expect(source).not.toMatch(/^import[^;]*from 'mermaid'/m);
      expect(source).toContain("import('mermaid')");
    });
  });
});

import type { PageLoader } from '@hpcdocs/router';
import { describe, expect, it } from 'vitest';
import { loadPageComponents, pageComponentsOf, withPageComponents, type ModuleExports } from './page-components.js';

const Chart = () => null;
const Pill = () => null;

/** A module loader that records what it was asked for. */
function modules(table: Record<string, ModuleExports>) {
  const asked: string[] = [];
  const load = (key: string) => {
    asked.push(key);
    return key in table ? Promise.resolve(table[key] as ModuleExports) : undefined;
  };
  return { asked, load };
}

describe('page components', () => {
  describe('given a doc that names components of two modules', () => {
    it('should load each module once and give the components by the names the body uses', async () => {
      const { asked, load } = modules({ 'src/Chart.tsx': { default: Chart }, 'src/widgets.tsx': { Pill } });
      const doc = { components: { Chart: 'src/Chart.tsx#default', Tag: 'src/widgets.tsx#Pill' } };
      await loadPageComponents(doc, load);
      await loadPageComponents(doc, load);
      expect(asked.sort()).toEqual(['src/Chart.tsx', 'src/widgets.tsx']);
      const Base = () => null;
      expect(pageComponentsOf(doc, { Base })).toEqual({ Base, Chart, Tag: Pill });
    });
  });

  describe('given a doc without components', () => {
    it('should keep the table as it is', () => {
      const base = {};
      expect(pageComponentsOf({}, base)).toBe(base);
    });
  });

  describe('given a page loader', () => {
    it('should resolve doc data once its components are loaded, and pass other data through', async () => {
      let release: (exports: ModuleExports) => void = () => undefined;
      const slow = new Promise<ModuleExports>((resolve) => (release = resolve));
      const files: Record<string, unknown> = { '/doc.json': { body: [], components: { Late: 'src/Late.tsx#default' } }, '/routes.json': { routes: [] } };
      const base = { load: async (url: string) => files[url], prefetch: () => undefined, has: () => false, seed: () => undefined } as unknown as PageLoader;
      const loader = withPageComponents(base, (key) => (key === 'src/Late.tsx' ? slow : undefined));
      expect(await loader.load('/routes.json')).toEqual({ routes: [] });
      let done = false;
      const loading = loader.load('/doc.json').then(() => (done = true));
      await Promise.resolve();
      expect(done).toBe(false);
      const Late = () => null;
      release({ default: Late });
      await loading;
      expect(pageComponentsOf(files['/doc.json'] as { components: Record<string, string> }, undefined)).toEqual({ Late });
    });
  });
});

/**
 * Components a page loads with its data (`DocJson.components`): a site component a doc imports,
 * or one of the theme's per-page components. Each module is loaded once, the first time a page
 * needs it: with the page's data for a navigation or a prefetch (see {@link withPageComponents}),
 * and so before hydration for the first page; the server bundle has them all. A page that uses
 * none loads none. This code is in every page's first load, so it is kept to the bone: a module
 * the build does not have leaves its components out (their children still render).
 */
import type { DocJson } from '@hpcdocs/content-pipeline/schema';
import type { PageLoader } from '@hpcdocs/router';
import type { ContentComponents } from '@hpcdocs/theme';

/** A module's exports, as `import()` gives them. */
export type ModuleExports = Readonly<Record<string, unknown>>;

/** Loads a module by its key (the part of a `DocJson.components` value before `#`); undefined when the build has no such module. */
export type PageModules = (key: string) => Promise<ModuleExports> | undefined;

const loaded = new Map<string, ModuleExports | undefined>();
/** `path#export` -> `path`. */
const keyOf = (reference: string) => reference.slice(0, reference.lastIndexOf('#'));

/** Modules already at hand (the server bundle imports them all). */
export function registerPageModules(modules: Readonly<Record<string, ModuleExports>>): void {
  for (const [key, exports] of Object.entries(modules)) loaded.set(key, exports);
}

/** Loads the modules `doc` needs that are not loaded yet. Rejects when one fails (as a page chunk would). */
export function loadPageComponents(doc: Pick<DocJson, 'components'> | null | undefined, modules: PageModules): Promise<unknown> {
  return Promise.all(
    Object.values(doc?.components ?? {}).map(async (reference) => {
      const key = keyOf(reference);
      if (!loaded.has(key)) loaded.set(key, await modules(key));
    }),
  );
}

/** `base` with the components `doc` loaded with its page, by the names its body uses. */
export function pageComponentsOf(doc: Pick<DocJson, 'components'>, base: ContentComponents | undefined): ContentComponents | undefined {
  const own = doc.components;
  if (!own) return base;
  const entries = Object.entries(own).map(([name, reference]) => [name, loaded.get(keyOf(reference))?.[reference.slice(reference.lastIndexOf('#') + 1)]]);
  return { ...base, ...(Object.fromEntries(entries) as ContentComponents) };
}

/**
 * `loader`, whose data resolves once the components it names are loaded too (navigation and
 * prefetch alike). Only doc data has `components`; the route table and sidebars pass through.
 */
export function withPageComponents(loader: PageLoader, modules: PageModules): PageLoader {
  const load = <T,>(url: string): Promise<T> =>
    loader.load<T>(url).then(async (data) => {
      await loadPageComponents(data as Pick<DocJson, 'components'>, modules);
      return data;
    });
  return { ...loader, load, prefetch: (url) => void load(url).catch(() => undefined) };
}

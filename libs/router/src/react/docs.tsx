/**
 * Docs version data and the remembered preferred version (in localStorage; when storage fails,
 * that is logged and ignored). Hooks used outside `<DocsProvider>` throw the "plugin seems not
 * enabled" error; an unknown version name throws an error listing the available names.
 */
import { createContext, useCallback, useContext, useMemo, useSyncExternalStore, type ReactNode } from 'react';
import { useLocation } from 'react-router-dom';
import type { DocsVersion } from '@hpcdocs/content-pipeline/schema';

interface DocsContextValue {
  readonly versions: readonly DocsVersion[];
  readonly pluginId: string;
}

const DocsContext = createContext<DocsContextValue | null>(null);

/** Props of {@link DocsProvider}. */
export interface DocsProviderProps {
  /** The docs versions (from the pipeline's sidebars file); the one with `isLast` (else the first) is the latest. */
  readonly versions: readonly DocsVersion[];
  /** Docs plugin instance id. Default `default`. */
  readonly pluginId?: string;
  readonly children: ReactNode;
}

/** Enables the docs features for the pages inside it. */
export function DocsProvider({ versions, pluginId = 'default', children }: DocsProviderProps): ReactNode {
  const value = useMemo(() => ({ versions, pluginId }), [versions, pluginId]);
  return <DocsContext.Provider value={value}>{children}</DocsContext.Provider>;
}

/** Error thrown when a docs hook runs on a page without the docs plugin. */
export class DocsPluginNotEnabledError extends Error {
  override readonly name = 'DocsPluginNotEnabledError';
  constructor(hook: string) {
    super(`@hpcdocs/router: ${hook} was called on a page where the docs plugin seems not enabled. Render the page inside <DocsProvider versions={...}>.`);
  }
}

function useDocsContext(hook: string): DocsContextValue {
  const value = useContext(DocsContext);
  if (!value) throw new DocsPluginNotEnabledError(hook);
  return value;
}

/** Every docs version. */
export function useDocsVersions(): readonly DocsVersion[] {
  return useDocsContext('useDocsVersions()').versions;
}

/** Looks a version up by name; throws listing the available names when there is none. */
export function findVersion(versions: readonly DocsVersion[], name: string): DocsVersion {
  const found = versions.find((v) => v.name === name);
  if (!found) {
    throw new Error(`@hpcdocs/router: no docs version is named "${name}". Available version names are: ${versions.map((v) => v.name).join(', ')}.`);
  }
  return found;
}

/** The version named `name` (default: the latest one). */
export function useDocsVersion(name?: string): DocsVersion {
  const versions = useDocsVersions();
  if (name === undefined) {
    const latest = versions.find((v) => v.isLast) ?? versions[0];
    if (!latest) throw new Error('@hpcdocs/router: the docs plugin has no versions.');
    return latest;
  }
  return findVersion(versions, name);
}

/**
 * The version whose URLs `pathname` is under (the longest version path that holds it, so
 * `/docs/1.0/setup` is in version 1.0, not in the last version at `/docs`), or undefined.
 */
export function activeVersionOf(versions: readonly DocsVersion[], pathname: string): DocsVersion | undefined {
  let found: DocsVersion | undefined;
  for (const version of versions) {
    const root = version.path.replace(/\/+$/, '');
    const holds = pathname === root || pathname.startsWith(`${root}/`);
    if (holds && (!found || version.path.length > found.path.length)) found = version;
  }
  return found;
}

const listeners = new Set<() => void>();
const subscribe = (listener: () => void) => {
  listeners.add(listener);
  return () => {
    listeners.delete(listener);
  };
};
const storageKey = (pluginId: string) => `docs-preferred-version-${pluginId}`;

/** Reads the stored preference; when storage is unavailable the case is logged and ignored. */
export function readPreferredVersion(pluginId: string, storage: () => Storage = () => window.localStorage): string | null {
  try {
    return storage().getItem(storageKey(pluginId));
  } catch (error) {
    console.error(`@hpcdocs/router: could not read the preferred docs version from localStorage; it is ignored.`, error);
    return null;
  }
}

/** Stores the preference; when storage is unavailable the case is logged and ignored. */
export function writePreferredVersion(pluginId: string, name: string, storage: () => Storage = () => window.localStorage): void {
  try {
    storage().setItem(storageKey(pluginId), name);
  } catch (error) {
    console.error(`@hpcdocs/router: could not save the preferred docs version to localStorage; it is ignored.`, error);
  }
  for (const listener of listeners) listener();
}

/** The reader's preferred docs version (remembered in localStorage) and its setter. */
export function useDocsPreferredVersion(): readonly [DocsVersion | null, (name: string) => void] {
  const { versions, pluginId } = useDocsContext('useDocsPreferredVersion()');
  const stored = useSyncExternalStore(subscribe, () => readPreferredVersion(pluginId), () => null);
  const preferred = stored ? (versions.find((v) => v.name === stored) ?? null) : null;
  const setPreferred = useCallback(
    (name: string) => {
      findVersion(versions, name);
      writePreferredVersion(pluginId, name);
    },
    [versions, pluginId],
  );
  return [preferred, setPreferred] as const;
}

/** The docs plugin instance a version belongs to (`default`: the site's own docs). */
export const pluginOf = (version: DocsVersion): string => version.pluginId ?? 'default';

/**
 * The docs versions as a page sees them: the one it is in (if any), the reader's preferred one,
 * the latest, and every version; of one docs instance when `pluginId` is given, else of the
 * instance the page is in (the site's own docs when it is in none). Null outside `<DocsProvider>`
 * or when there are no such versions (a page may be shown without the docs, as in Storybook).
 */
export function useActiveDocsVersion(pluginId?: string): { readonly active: DocsVersion | undefined; readonly preferred: DocsVersion | undefined; readonly latest: DocsVersion; readonly versions: readonly DocsVersion[] } | null {
  const value = useContext(DocsContext);
  const { pathname } = useLocation();
  const all = value?.versions ?? [];
  const inPage = activeVersionOf(pluginId === undefined ? all : all.filter((v) => pluginOf(v) === pluginId), pathname);
  const plugin = pluginId ?? (inPage ? pluginOf(inPage) : 'default');
  const stored = useSyncExternalStore(subscribe, () => (value ? readPreferredVersion(plugin) : null), () => null);
  const versions = all.filter((v) => pluginOf(v) === plugin);
  const latest = versions.find((v) => v.isLast) ?? versions[0];
  return latest ? { active: inPage, preferred: versions.find((v) => v.name === stored), latest, versions } : null;
}

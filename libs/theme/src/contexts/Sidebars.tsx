import { createContext, useContext, type ReactNode } from 'react';
import type { SidebarItem } from '@hpcdocs/content-pipeline/schema';

type Sidebars = Readonly<Record<string, readonly SidebarItem[]>>;

const SidebarsContext = createContext<Sidebars | null>(null);

/** Why the sidebars are not there (their file did not load), and how to ask for them again. */
export interface SidebarsLoadError {
  readonly error: Error;
  readonly retry: () => void;
}

const SidebarsLoadErrorContext = createContext<SidebarsLoadError | null>(null);

export interface SidebarsProviderProps {
  readonly sidebars: Sidebars;
  /** Set when the sidebars could not be loaded: `sidebars` is empty, and a doc page shows this where its sidebar goes. */
  readonly loadError?: SidebarsLoadError | null;
  readonly children: ReactNode;
}

/** Provides the site's sidebars (navbar `docSidebar` items, the doc page, the mobile menu). */
export function SidebarsProvider({ sidebars, loadError = null, children }: SidebarsProviderProps): ReactNode {
  return (
    <SidebarsContext.Provider value={sidebars}>
      <SidebarsLoadErrorContext.Provider value={loadError}>{children}</SidebarsLoadErrorContext.Provider>
    </SidebarsContext.Provider>
  );
}

/** Why the sidebars did not load, or null when they did. */
export function useSidebarsLoadError(): SidebarsLoadError | null {
  return useContext(SidebarsLoadErrorContext);
}

/** All sidebars by name; throws a named error outside `<SidebarsProvider>`. */
export function useSidebars(): Sidebars {
  const value = useContext(SidebarsContext);
  if (!value) throw new Error('@hpcdocs/theme: useSidebars() must be used inside <SidebarsProvider>.');
  return value;
}

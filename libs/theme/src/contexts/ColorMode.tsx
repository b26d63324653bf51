import { createContext, startTransition, useCallback, useContext, useEffect, useMemo, useState, type ReactNode } from 'react';
import type { ColorModeConfig } from '../config.js';
import { useMediaQuery } from '../hooks/useMediaQuery.js';
import {
  assertColorModeChoice,
  COLOR_MODE_STORAGE_KEY,
  fromStored,
  nextColorMode,
  resolveColorMode,
  toStored,
  type ColorMode,
  type ColorModeChoice,
} from '../utils/colorMode.js';

export interface ColorModeContextValue {
  /** The reader's choice (`system` follows the OS). */
  readonly choice: ColorModeChoice;
  /** The mode painted now. */
  readonly mode: ColorMode;
  readonly setChoice: (choice: ColorModeChoice) => void;
  /** Applies the next choice of the toggle cycle. */
  readonly toggle: () => void;
  /** False until the client has hydrated (the toggle is disabled until then). */
  readonly ready: boolean;
  readonly config: ColorModeConfig;
}

const ColorModeContext = createContext<ColorModeContextValue | null>(null);

const DEFAULT_CONFIG: ColorModeConfig = { defaultMode: 'light', disableSwitch: false, respectPrefersColorScheme: false };

function readStorage(): string | null {
  try {
    return window.localStorage.getItem(COLOR_MODE_STORAGE_KEY);
  } catch {
    return null;
  }
}

export interface ColorModeProviderProps {
  readonly config?: ColorModeConfig;
  readonly children: ReactNode;
}

/** Colour mode state: stored in localStorage, synced across tabs, applied to `<html data-theme>`. */
export function ColorModeProvider({ config = DEFAULT_CONFIG, children }: ColorModeProviderProps): ReactNode {
  const fallback: ColorModeChoice = config.respectPrefersColorScheme ? 'system' : config.defaultMode;
  const [choice, setChoiceState] = useState<ColorModeChoice>(config.defaultMode);
  const [ready, setReady] = useState(false);
  const prefersDark = useMediaQuery('(prefers-color-scheme: dark)');
  const prefersLight = useMediaQuery('(prefers-color-scheme: light)');
  // A system that says neither (no preference) gets the site's default, as the head script paints it.
  const systemMode: ColorMode = prefersDark ? 'dark' : prefersLight ? 'light' : config.defaultMode;

  useEffect(() => {
    // As a transition: at the default priority, this change of context would make React hydrate
    // whatever below is still dehydrated (the page's content, in its Suspense boundary) at once,
    // in one long task, instead of in the short tasks of a transition.
    startTransition(() => {
      if (!config.disableSwitch) setChoiceState(fromStored(readStorage(), fallback));
      setReady(true);
    });
    const onStorage = (event: StorageEvent) => {
      if (event.key === COLOR_MODE_STORAGE_KEY && !config.disableSwitch) setChoiceState(fromStored(event.newValue, fallback));
    };
    window.addEventListener('storage', onStorage);
    return () => window.removeEventListener('storage', onStorage);
  }, [config.disableSwitch, fallback]);

  const mode = resolveColorMode(choice, systemMode);
  useEffect(() => {
    if (ready) document.documentElement.setAttribute('data-theme', mode);
  }, [mode, ready]);

  const setChoice = useCallback((next: ColorModeChoice) => {
    const valid = assertColorModeChoice(next);
    setChoiceState(valid);
    try {
      const stored = toStored(valid);
      if (stored === null) window.localStorage.removeItem(COLOR_MODE_STORAGE_KEY);
      else window.localStorage.setItem(COLOR_MODE_STORAGE_KEY, stored);
    } catch {
      // Storage unavailable: the choice still applies to this tab.
    }
  }, []);

  const value = useMemo<ColorModeContextValue>(
    () => ({ choice, mode, setChoice, toggle: () => setChoice(nextColorMode(choice, config.respectPrefersColorScheme, systemMode)), ready, config }),
    [choice, mode, setChoice, config, systemMode, ready],
  );
  return <ColorModeContext.Provider value={value}>{children}</ColorModeContext.Provider>;
}

/** Colour mode state; throws a named error outside `<ColorModeProvider>`. */
export function useColorMode(): ColorModeContextValue {
  const value = useContext(ColorModeContext);
  if (!value) throw new Error('@hpcdocs/theme: useColorMode() must be used inside <ColorModeProvider>.');
  return value;
}

/** Colour mode state, or null outside a provider (for optional UI such as the toggle). */
export function useOptionalColorMode(): ColorModeContextValue | null {
  return useContext(ColorModeContext);
}

import { act, fireEvent, render, screen } from '@testing-library/react';
import { renderToString } from 'react-dom/server';
import { afterEach, describe, expect, it, vi } from 'vitest';
import { ColorModeToggle } from '../components/ColorModeToggle/ColorModeToggle.js';
import type { ColorModeConfig } from '../config.js';
import { COLOR_MODE_STORAGE_KEY } from '../utils/colorMode.js';
import { ColorModeProvider, useColorMode } from './ColorMode.js';

const cycling: ColorModeConfig = { defaultMode: 'light', disableSwitch: false, respectPrefersColorScheme: true };
const flipping: ColorModeConfig = { defaultMode: 'light', disableSwitch: false, respectPrefersColorScheme: false };
const title = (mode: string) => `Switch between dark and light mode (currently ${mode} mode)`;

/** Browser storage that refuses every call, as in some private modes or with cookies blocked. */
function breakStorage() {
  const denied = () => {
    throw new DOMException('The operation is insecure.', 'SecurityError');
  };
  vi.spyOn(Storage.prototype, 'getItem').mockImplementation(denied);
  vi.spyOn(Storage.prototype, 'setItem').mockImplementation(denied);
  vi.spyOn(Storage.prototype, 'removeItem').mockImplementation(denied);
}

function ModeProbe(): string {
  const { choice, mode } = useColorMode();
  return `${choice}/${mode}`;
}

afterEach(() => {
  vi.restoreAllMocks();
  document.documentElement.removeAttribute('data-theme');
});

describe('ColorModeProvider', () => {
  describe('given nothing stored', () => {
    it('should paint the default mode, light', () => {
      render(
        <ColorModeProvider config={flipping}>
          <ModeProbe />
        </ColorModeProvider>,
      );
      expect(document.documentElement.getAttribute('data-theme')).toBe('light');
      expect(document.body.textContent).toBe('light/light');
    });
  });

  describe('given a stored choice', () => {
    it('should restore it after hydration', () => {
      window.localStorage.setItem(COLOR_MODE_STORAGE_KEY, 'dark');
      render(
        <ColorModeProvider config={flipping}>
          <ColorModeToggle />
        </ColorModeProvider>,
      );
      expect(screen.getByRole('button').getAttribute('title')).toBe(title('dark'));
    });

    it('should ignore a stored value that is not a mode', () => {
      window.localStorage.setItem(COLOR_MODE_STORAGE_KEY, 'sepia');
      render(
        <ColorModeProvider config={flipping}>
          <ModeProbe />
        </ColorModeProvider>,
      );
      expect(document.body.textContent).toBe('light/light');
    });
  });

  describe('given respectPrefersColorScheme and the system choice', () => {
    it('should follow the operating system preference', () => {
      // The test matchMedia reports `(prefers-color-scheme: dark)` as matching.
      render(
        <ColorModeProvider config={cycling}>
          <ModeProbe />
        </ColorModeProvider>,
      );
      expect(document.body.textContent).toBe('system/dark');
      expect(document.documentElement.getAttribute('data-theme')).toBe('dark');
    });
  });

  describe('when browser storage throws', () => {
    it('should still start, toggle and paint the mode for this tab', () => {
      breakStorage();
      render(
        <ColorModeProvider config={flipping}>
          <ColorModeToggle />
        </ColorModeProvider>,
      );
      const button = screen.getByRole('button');
      expect(button.getAttribute('title')).toBe(title('light'));
      fireEvent.click(button);
      expect(button.getAttribute('title')).toBe(title('dark'));
      expect(document.documentElement.getAttribute('data-theme')).toBe('dark');
    });
  });

  describe('when rendered on the server', () => {
    it('should render the toggle disabled until the client is ready', () => {
      const html = renderToString(
        <ColorModeProvider config={flipping}>
          <ColorModeToggle />
        </ColorModeProvider>,
      );
      expect(html).toMatch(/<button[^>]*disabled=""/);
    });
  });

  describe('when another tab clears the choice', () => {
    it('should fall back to the default', () => {
      window.localStorage.setItem(COLOR_MODE_STORAGE_KEY, 'dark');
      render(
        <ColorModeProvider config={flipping}>
          <ModeProbe />
        </ColorModeProvider>,
      );
      expect(document.body.textContent).toBe('dark/dark');
      act(() => {
        window.dispatchEvent(new StorageEvent('storage', { key: COLOR_MODE_STORAGE_KEY, newValue: null }));
      });
      expect(document.body.textContent).toBe('light/light');
    });
  });
});

describe('useColorMode', () => {
  it('should throw a named error outside its provider', () => {
    vi.spyOn(console, 'error').mockImplementation(() => undefined);
    expect(() => render(<ModeProbe />)).toThrow('@hpcdocs/theme: useColorMode() must be used inside <ColorModeProvider>.');
  });

  it('should reject an unknown mode with "unexpected color mode"', () => {
    let setChoice: ((choice: never) => void) | undefined;
    function Grab(): null {
      setChoice = useColorMode().setChoice as (choice: never) => void;
      return null;
    }
    render(
      <ColorModeProvider config={flipping}>
        <Grab />
      </ColorModeProvider>,
    );
    expect(() => setChoice?.('sepia' as never)).toThrow(/^unexpected color mode/);
  });
});

import type { Meta, StoryObj } from '@storybook/react-vite';
import type { ReactNode } from 'react';
import { expect, userEvent, waitFor, within } from 'storybook/test';
import type { ColorModeConfig } from '../config.js';
import { forgetColorModeChoice } from '../testing/colorMode.js';
import { State, States } from '../testing/states.js';
import { COLOR_MODE_STORAGE_KEY } from '../utils/colorMode.js';
import { ColorModeProvider, useColorMode } from './ColorMode.js';

/**
 * What `useColorMode()` gives a component: the reader's choice, the painted mode and the setters.
 * The theme's toggle is one such component; this readout shows the raw values.
 */
function ColorModeReadout(): ReactNode {
  const { choice, mode, ready, setChoice, config } = useColorMode();
  return (
    <div style={{ display: 'grid', gap: 8, font: '14px/1.5 var(--hpc-font-sans, system-ui)' }}>
      <p style={{ margin: 0 }}>
        Choice <strong data-testid="choice">{choice}</strong>, painted <strong data-testid="mode">{mode}</strong>, {ready ? 'ready' : 'hydrating'}
        {config.disableSwitch ? ', switch disabled by the site config' : ''}
      </p>
      <div style={{ display: 'flex', gap: 8 }}>
        {(['light', 'dark', 'system'] as const).map((next) => (
          <button key={next} type="button" onClick={() => setChoice(next)} disabled={!ready} aria-pressed={choice === next}>
            {next[0]?.toUpperCase() + next.slice(1)}
          </button>
        ))}
      </div>
    </div>
  );
}

const lightByDefault: ColorModeConfig = { defaultMode: 'light', disableSwitch: false, respectPrefersColorScheme: false };
const darkByDefault: ColorModeConfig = { defaultMode: 'dark', disableSwitch: false, respectPrefersColorScheme: false };
const followingSystem: ColorModeConfig = { defaultMode: 'light', disableSwitch: false, respectPrefersColorScheme: true };

const meta = {
  title: 'Contexts/ColorMode',
  component: ColorModeProvider,
  args: { config: lightByDefault, children: null },
  render: (args) => (
    <ColorModeProvider config={args.config ?? lightByDefault}>
      <ColorModeReadout />
    </ColorModeProvider>
  ),
  beforeEach: forgetColorModeChoice,
} satisfies Meta<typeof ColorModeProvider>;

export default meta;
type Story = StoryObj<typeof meta>;

/** A choice is stored, painted on `<html data-theme>`, and survives as the reader's setting. */
export const SettingAChoice: Story = {
  play: async ({ canvasElement }) => {
    const canvas = within(canvasElement);
    const dark = await canvas.findByRole('button', { name: 'Dark' });
    await waitFor(() => expect(dark).toBeEnabled());
    await expect(canvas.getByTestId('mode')).toHaveTextContent('light');
    await userEvent.click(dark);
    await expect(canvas.getByTestId('choice')).toHaveTextContent('dark');
    await expect(canvas.getByTestId('mode')).toHaveTextContent('dark');
    await expect(document.documentElement).toHaveAttribute('data-theme', 'dark');
    await expect(window.localStorage.getItem(COLOR_MODE_STORAGE_KEY)).toBe('dark');
  },
};

/** The site's default mode applies until the reader chooses. */
export const DarkByDefault: Story = {
  args: { config: darkByDefault },
  play: async ({ canvasElement }) => {
    const canvas = within(canvasElement);
    await waitFor(() => expect(canvas.getByTestId('mode')).toHaveTextContent('dark'));
    await expect(window.localStorage.getItem(COLOR_MODE_STORAGE_KEY)).toBeNull();
  },
};

/** Every configuration side by side, for visual review. */
export const AllStates: Story = {
  render: () => (
    <States>
      <State label="Light by default">
        <ColorModeProvider config={lightByDefault}>
          <ColorModeReadout />
        </ColorModeProvider>
      </State>
      <State label="Following the system setting">
        <ColorModeProvider config={followingSystem}>
          <ColorModeReadout />
        </ColorModeProvider>
      </State>
      <State label="Switch disabled">
        <ColorModeProvider config={{ ...lightByDefault, disableSwitch: true }}>
          <ColorModeReadout />
        </ColorModeProvider>
      </State>
    </States>
  ),
};

import type { Meta, StoryObj } from '@storybook/react-vite';
import { expect, userEvent, waitFor, within } from 'storybook/test';
import { ColorModeProvider } from '../../contexts/ColorMode.js';
import type { ColorModeConfig } from '../../config.js';
import { forgetColorModeChoice } from '../../testing/colorMode.js';
import { State, States } from '../../testing/states.js';
import { COLOR_MODE_STORAGE_KEY } from '../../utils/colorMode.js';
import { ColorModeToggle } from './ColorModeToggle.js';

const title = (mode: string) => `Switch between dark and light mode (currently ${mode} mode)`;
/** The toggle inside a provider with the given colour-mode config. */
function Toggle({ config }: { readonly config: ColorModeConfig }) {
  return (
    <ColorModeProvider config={config}>
      <ColorModeToggle />
    </ColorModeProvider>
  );
}
const cycling: ColorModeConfig = { defaultMode: 'light', disableSwitch: false, respectPrefersColorScheme: true };
const flipping: ColorModeConfig = { defaultMode: 'light', disableSwitch: false, respectPrefersColorScheme: false };
const switchOff: ColorModeConfig = { defaultMode: 'light', disableSwitch: true, respectPrefersColorScheme: false };

const meta = {
  title: 'Layout/ColorModeToggle',
  component: ColorModeToggle,
} satisfies Meta<typeof ColorModeToggle>;

export default meta;
type Story = StoryObj<typeof meta>;

/** Cycles system -> light -> dark -> system. */
export const RespectingSystem: Story = {
  render: () => <Toggle config={cycling} />,
  beforeEach: forgetColorModeChoice,
  play: async ({ canvasElement }) => {
    const button = await within(canvasElement).findByRole('button');
    await waitFor(() => expect(button).toBeEnabled());
    await expect(button).toHaveAttribute('title', title('system'));
    await userEvent.click(button);
    await expect(button).toHaveAttribute('title', title('light'));
    await expect(window.localStorage.getItem(COLOR_MODE_STORAGE_KEY)).toBe('light');
    await userEvent.click(button);
    await expect(button).toHaveAttribute('title', title('dark'));
    await expect(document.documentElement).toHaveAttribute('data-theme', 'dark');
    await userEvent.click(button);
    await expect(button).toHaveAttribute('title', title('system'));
    // System is stored as "no value".
    await expect(window.localStorage.getItem(COLOR_MODE_STORAGE_KEY)).toBeNull();
  },
};

/** Flips between light and dark. */
export const LightDark: Story = {
  render: () => <Toggle config={flipping} />,
  beforeEach: forgetColorModeChoice,
  play: async ({ canvasElement }) => {
    const button = await within(canvasElement).findByRole('button');
    await waitFor(() => expect(button).toBeEnabled());
    await expect(button).toHaveAttribute('title', title('light'));
    await userEvent.click(button);
    await expect(button).toHaveAttribute('title', title('dark'));
    await userEvent.click(button);
    await expect(button).toHaveAttribute('title', title('light'));
  },
};

/** Another tab changed the choice: this tab follows (the `storage` event). */
export const SyncedFromAnotherTab: Story = {
  render: () => <Toggle config={flipping} />,
  beforeEach: forgetColorModeChoice,
  play: async ({ canvasElement }) => {
    const button = await within(canvasElement).findByRole('button');
    await waitFor(() => expect(button).toBeEnabled());
    window.dispatchEvent(new StorageEvent('storage', { key: COLOR_MODE_STORAGE_KEY, newValue: 'dark' }));
    await waitFor(() => expect(button).toHaveAttribute('title', title('dark')));
  },
};

/** This site's setting: the switch is disabled, so nothing renders. */
export const SwitchDisabled: Story = {
  render: () => <Toggle config={switchOff} />,
  play: async ({ canvasElement }) => {
    await expect(within(canvasElement).queryByRole('button')).toBeNull();
  },
};

/** Each mode's icon and tooltip (system, light, dark), and this site's setting (no switch). */
export const AllStates: Story = {
  render: () => (
    <States columns={4}>
      <State label="System">
        <Toggle config={cycling} />
      </State>
      <State label="Light">
        <Toggle config={flipping} />
      </State>
      <State label="Dark">
        <Toggle config={{ ...flipping, defaultMode: 'dark' }} />
      </State>
      <State label="Switch disabled (this site)">
        <Toggle config={switchOff} />
      </State>
    </States>
  ),
};

/**
 * Wraps every story in the theme's providers (site config, sidebars, a router kept in memory, so
 * the preview's own URL is left alone) built from the fixtures. A story picks other surroundings
 * with `parameters.theme` (see ThemeProvidersOptions).
 */
import type { MouseEvent } from 'react';
import type { Decorator } from '@storybook/react-vite';
import { ThemeProviders, type ThemeProvidersOptions } from '../src/testing/providers.tsx';

/** Links do not navigate inside Storybook (they would leave the preview iframe's URL). */
function stopNavigation(event: MouseEvent): void {
  const target = event.target instanceof Element ? event.target.closest('a[href]') : null;
  if (target) event.preventDefault();
}

export const withThemeProviders: Decorator = (Story, context) => (
  <ThemeProviders {...((context.parameters['theme'] as ThemeProvidersOptions | undefined) ?? {})}>
    <div onClickCapture={stopNavigation}>
      <Story />
    </div>
  </ThemeProviders>
);

/**
 * Storybook for @hpcdocs/theme, configured by hand: `storybook init` fails with the registry we
 * install from (its CLI package stops at 10.6.1, behind the 10.6.7 we use), while `storybook build`
 * and `dev` of 10.6.7 work. Uses the lib's own vite.config.ts, minus what only the library build needs.
 */
import type { StorybookConfig } from '@storybook/react-vite';
import type { PluginOption } from 'vite';
import { noPluginRouteComponents, workspaceResolve } from '../../../tools/vite/workspace.ts';

/** True for plugins that must not run in Storybook (vite-plugin-dts leaks .d.ts files into the output). */
function isDtsPlugin(plugin: PluginOption): boolean {
  return typeof plugin === 'object' && plugin !== null && !Array.isArray(plugin) && 'name' in plugin && /dts/i.test(String(plugin.name));
}

function withoutDts(plugins: PluginOption[] | undefined): PluginOption[] {
  return (plugins ?? []).flatMap((plugin) => (Array.isArray(plugin) ? [withoutDts(plugin)] : isDtsPlugin(plugin) ? [] : [plugin]));
}

const config: StorybookConfig = {
  framework: { name: '@storybook/react-vite', options: {} },
  // One Storybook for the whole UI: the theme, the search UI (libs/search/src/react), the
  // router's components (libs/router/src/react) and the site's App (libs/site/src/app).
  stories: ['../src/**/*.mdx', '../src/**/*.stories.@(ts|tsx)', '../../search/src/**/*.stories.@(ts|tsx)', '../../router/src/**/*.stories.@(ts|tsx)', '../../site/src/app/**/*.stories.@(ts|tsx)'],
  addons: ['@storybook/addon-docs'],
  core: { disableTelemetry: true },
  async viteFinal(viteConfig) {
    const { resolve, ssr } = workspaceResolve();
    return {
      ...viteConfig,
      plugins: [...withoutDts(viteConfig.plugins), noPluginRouteComponents()],
      // Workspace packages resolve to their sources (the `@hpcdocs/source` export condition).
      resolve: { ...viteConfig.resolve, conditions: resolve?.conditions ?? [] },
      ssr: { ...viteConfig.ssr, resolve: { ...viteConfig.ssr?.resolve, ...ssr?.resolve } },
    };
  },
};

export default config;

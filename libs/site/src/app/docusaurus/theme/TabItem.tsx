/** `@theme/TabItem` for a site's own components: the theme's tab panel. */
export { TabItem as default } from '@hpcdocs/theme';

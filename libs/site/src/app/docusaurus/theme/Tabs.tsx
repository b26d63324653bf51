/**
 * `@theme/Tabs` for a site's own components: the theme's tabs, which take Docusaurus' props
 * (`values` giving the tabs' order and labels, `lazy`, `queryString`, `groupId`, `defaultValue`).
 */
import type { ReactNode } from 'react';
import { Tabs as ThemeTabs, type TabsProps } from '@hpcdocs/theme';

export type { TabsProps };

export default function Tabs(props: TabsProps): ReactNode {
  return <ThemeTabs {...props} />;
}

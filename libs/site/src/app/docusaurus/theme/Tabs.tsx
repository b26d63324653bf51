/**
 * `@theme/Tabs` for a site's own components: the theme's tabs, with Docusaurus' `values` list
 * (`[{label, value}]`) giving the labels of items that have none.
 */
import { Children, cloneElement, isValidElement, type ReactElement, type ReactNode } from 'react';
import { Tabs as ThemeTabs, type TabItemProps, type TabsProps as ThemeTabsProps } from '@hpcdocs/theme';

export interface TabsProps extends ThemeTabsProps {
  /** Labels by value, as Docusaurus' `values`. */
  readonly values?: readonly { readonly value: string; readonly label?: string }[];
  /** Accepted for compatibility; tabs are always rendered. */
  readonly lazy?: boolean;
  /** Accepted for compatibility; the selected tab is not written into the URL. */
  readonly queryString?: boolean | string;
}

export default function Tabs({ values, groupId, defaultValue, className, children }: TabsProps): ReactNode {
  const labels = new Map((values ?? []).map((entry) => [entry.value, entry.label]));
  const items = Children.map(children, (child) => {
    if (!isValidElement<TabItemProps>(child) || child.props.label !== undefined) return child;
    const label = labels.get(child.props.value);
    return label === undefined ? child : cloneElement(child as ReactElement<TabItemProps>, { label });
  });
  return (
    <ThemeTabs {...(groupId === undefined ? {} : { groupId })} {...(defaultValue === undefined ? {} : { defaultValue })} {...(className === undefined ? {} : { className })}>
      {items}
    </ThemeTabs>
  );
}

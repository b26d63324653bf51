export { Tabs, TabItem } from './Tabs.js';
export type { TabsProps, TabItemProps, TabValue } from './Tabs.js';

import { Children, isValidElement, useId, useRef, type KeyboardEvent, type ReactElement, type ReactNode } from 'react';
import { useTabGroup, useTabQueryString } from '../../hooks/useTabGroup.js';
import { moveIndex, rovingIntent } from '../../utils/keyboard.js';
import styles from './Tabs.module.css';

export interface TabItemProps {
  /** Identifies the tab (and is remembered for a group). */
  readonly value: string;
  /** Tab text (default: the value). */
  readonly label?: string;
  /** Selected first when no other tab is chosen. */
  readonly default?: boolean;
  /** Extra class of the item's panel. */
  readonly className?: string;
  /** The panel's content. */
  readonly children?: ReactNode;
}

/** One panel of `<Tabs>`; rendered by its parent. */
export function TabItem({ children }: TabItemProps): ReactNode {
  return <>{children}</>;
}

/** A tab as `<Tabs values>` gives it (Docusaurus' shape): its value, label and button attributes. */
export interface TabValue {
  readonly value: string;
  readonly label?: string;
  /** Attributes of the tab's button (`className` is added to ours). */
  readonly attributes?: Readonly<Record<string, unknown>>;
  readonly default?: boolean;
}

export interface TabsProps {
  /** Tab sets with the same group switch together and remember the choice. */
  readonly groupId?: string;
  /** Tab selected first (default: the item marked `default`, else the first). */
  readonly defaultValue?: string | null;
  /** The tabs, in order, with their labels (default: the children's `value` and `label`, in order). */
  readonly values?: readonly TabValue[];
  /** Render only the selected panel (the others when selected). */
  readonly lazy?: boolean;
  /** Keep the selected tab in the page's URL: under this query parameter, or under `groupId` when `true`. */
  readonly queryString?: string | boolean;
  /** Extra class of the tab set. */
  readonly className?: string;
  /** `<TabItem>` children. */
  readonly children?: ReactNode;
}

/** Attributes a tab's button takes from `values` (ours, which make it a tab, win). */
const OWN_ATTRIBUTES = new Set(['role', 'id', 'type', 'aria-selected', 'aria-controls', 'tabIndex', 'onClick', 'onKeyDown', 'ref', 'key', 'className']);
const buttonAttributes = (attributes: TabValue['attributes']): Record<string, unknown> => Object.fromEntries(Object.entries(attributes ?? {}).filter(([name]) => !OWN_ATTRIBUTES.has(name)));

/** Accessible tabs (WAI-ARIA tabs pattern: arrow keys, Home, End), with Docusaurus' props. */
export function Tabs({ groupId, defaultValue, values: valuesProp, lazy = false, queryString = false, className, children }: TabsProps): ReactNode {
  const items = Children.toArray(children).filter((c): c is ReactElement<TabItemProps> => isValidElement(c) && typeof (c.props as TabItemProps).value === 'string');
  const tabValues: readonly TabValue[] = valuesProp ?? items.map(({ props }) => ({ value: props.value, ...(props.label === undefined ? {} : { label: props.label }), ...(props.default ? { default: true } : {}) }));
  const values = tabValues.map((t) => t.value);
  const panelOf = (value: string) => items.find((item) => item.props.value === value);
  const initial = (defaultValue && values.includes(defaultValue) ? defaultValue : undefined) ?? tabValues.find((t) => t.default)?.value ?? items.find((i) => i.props.default)?.props.value ?? values[0] ?? '';
  const [selected, select] = useTabGroup(values, initial, groupId);
  const queryKey = typeof queryString === 'string' ? queryString : queryString && groupId ? groupId : null;
  const choose = useTabQueryString(queryKey, values, select);
  const id = useId();
  const tabs = useRef<(HTMLButtonElement | null)[]>([]);
  const onKeyDown = (event: KeyboardEvent, index: number) => {
    const intent = rovingIntent(event.key);
    if (!intent) return;
    event.preventDefault();
    const next = moveIndex(index, items.length, intent);
    const value = values[next];
    if (value === undefined) return;
    choose(value);
    tabs.current[next]?.focus();
  };
  return (
    <div className={className ? `${styles['tabs']} ${className}` : styles['tabs']}>
      <div role="tablist" aria-orientation="horizontal" className={styles['list']}>
        {tabValues.map((tab, index) => {
          const active = tab.value === selected;
          const extra = typeof tab.attributes?.['className'] === 'string' ? ` ${tab.attributes['className']}` : '';
          return (
            <button
              {...buttonAttributes(tab.attributes)}
              key={tab.value}
              ref={(node) => {
                tabs.current[index] = node;
              }}
              type="button"
              role="tab"
              id={`${id}-tab-${index}`}
              aria-selected={active}
              aria-controls={`${id}-panel-${index}`}
              tabIndex={active ? 0 : -1}
              className={`${styles['tab']}${extra}`}
              onClick={() => choose(tab.value)}
              onKeyDown={(e) => onKeyDown(e, index)}
            >
              {tab.label ?? panelOf(tab.value)?.props.label ?? tab.value}
            </button>
          );
        })}
      </div>
      {tabValues.map((tab, index) => {
        const item = panelOf(tab.value);
        if (lazy && tab.value !== selected) return null;
        return (
          <div
            key={tab.value}
            role="tabpanel"
            id={`${id}-panel-${index}`}
            aria-labelledby={`${id}-tab-${index}`}
            hidden={tab.value !== selected}
            tabIndex={0}
            className={item?.props.className ? `${styles['panel']} ${item.props.className}` : styles['panel']}
          >
            {item}
          </div>
        );
      })}
    </div>
  );
}

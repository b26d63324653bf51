import { Children, isValidElement, useId, useRef, type KeyboardEvent, type ReactElement, type ReactNode } from 'react';
import { useTabGroup } from '../../hooks/useTabGroup.js';
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

export interface TabsProps {
  /** Tab sets with the same group switch together and remember the choice. */
  readonly groupId?: string;
  /** Tab selected first (default: the item marked `default`, else the first). */
  readonly defaultValue?: string;
  /** Extra class of the tab set. */
  readonly className?: string;
  /** `<TabItem>` children. */
  readonly children?: ReactNode;
}

/** Accessible tabs (WAI-ARIA tabs pattern: arrow keys, Home, End). */
export function Tabs({ groupId, defaultValue, className, children }: TabsProps): ReactNode {
  const items = Children.toArray(children).filter((c): c is ReactElement<TabItemProps> => isValidElement(c) && typeof (c.props as TabItemProps).value === 'string');
  const values = items.map((i) => i.props.value);
  const initial = defaultValue ?? items.find((i) => i.props.default)?.props.value ?? values[0] ?? '';
  const [selected, select] = useTabGroup(values, initial, groupId);
  const id = useId();
  const tabs = useRef<(HTMLButtonElement | null)[]>([]);
  const onKeyDown = (event: KeyboardEvent, index: number) => {
    const intent = rovingIntent(event.key);
    if (!intent) return;
    event.preventDefault();
    const next = moveIndex(index, items.length, intent);
    const value = values[next];
    if (value === undefined) return;
    select(value);
    tabs.current[next]?.focus();
  };
  return (
    <div className={className ? `${styles['tabs']} ${className}` : styles['tabs']}>
      <div role="tablist" aria-orientation="horizontal" className={styles['list']}>
        {items.map((item, index) => {
          const active = item.props.value === selected;
          return (
            <button
              key={item.props.value}
              ref={(node) => {
                tabs.current[index] = node;
              }}
              type="button"
              role="tab"
              id={`${id}-tab-${index}`}
              aria-selected={active}
              aria-controls={`${id}-panel-${index}`}
              tabIndex={active ? 0 : -1}
              className={styles['tab']}
              onClick={() => select(item.props.value)}
              onKeyDown={(e) => onKeyDown(e, index)}
            >
              {item.props.label ?? item.props.value}
            </button>
          );
        })}
      </div>
      {items.map((item, index) => (
        <div
          key={item.props.value}
          role="tabpanel"
          id={`${id}-panel-${index}`}
          aria-labelledby={`${id}-tab-${index}`}
          hidden={item.props.value !== selected}
          tabIndex={0}
          className={item.props.className ? `${styles['panel']} ${item.props.className}` : styles['panel']}
        >
          {item}
        </div>
      ))}
    </div>
  );
}

import type { ReactNode } from 'react';
import {
  Tab as AriaTab,
  TabList as AriaTabList,
  type TabListProps as AriaTabListProps,
  TabPanel as AriaTabPanel,
  type TabPanelProps as AriaTabPanelProps,
  type TabProps as AriaTabProps,
  Tabs as AriaTabs,
  type TabsProps as AriaTabsProps,
  VisuallyHidden,
} from 'react-aria-components';
import styled from 'styled-components';
import { Badge } from '../Badge/Badge.tsx';

const StyledTabs = styled(AriaTabs)`
  display: flex;
  flex-direction: column;
  &[data-orientation='vertical'] {
    flex-direction: row;
  }
`;

const StyledTabList = styled(AriaTabList<object>)`
  display: flex;
  gap: var(--ds-space-1);
  border-block-end: 1px solid var(--ds-color-border);
  overflow-x: auto;

  &[data-orientation='vertical'] {
    flex-direction: column;
    border-block-end: 0;
    border-inline-end: 1px solid var(--ds-color-border);
  }
`;

const StyledTab = styled(AriaTab)`
  display: inline-flex;
  align-items: center;
  gap: var(--ds-space-2);
  min-block-size: 44px;
  padding: var(--ds-space-2) var(--ds-space-4);
  border-block-end: 3px solid transparent;
  color: var(--ds-color-text-muted);
  font-weight: 600;
  white-space: nowrap;
  cursor: pointer;
  outline: none;

  &[data-hovered] {
    color: var(--ds-color-text);
  }
  &[data-selected] {
    color: var(--ds-color-primary);
    border-block-end-color: var(--ds-color-primary);
  }
  &[data-focus-visible] {
    outline: 3px solid var(--ds-color-focus-ring);
    outline-offset: -3px;
    border-radius: var(--ds-radius-sm);
  }
  &[data-disabled] {
    opacity: 0.55;
    cursor: not-allowed;
  }
`;

const StyledTabPanel = styled(AriaTabPanel)`
  padding-block: var(--ds-space-4);
  &[data-focus-visible] {
    outline: 3px solid var(--ds-color-focus-ring);
    outline-offset: 2px;
  }
`;

export type TabsProps = AriaTabsProps;

/** Tabs; arrow keys move between tabs, Home/End jump (React Aria). Compose TabList and TabPanel. */
export function Tabs(props: TabsProps) {
  return <StyledTabs {...props} />;
}

export type TabListProps<T extends object> = AriaTabListProps<T>;

/** The row of tabs; give it an `aria-label` naming the set. */
export function TabList<T extends object>(props: TabListProps<T>) {
  return <StyledTabList {...(props as unknown as AriaTabListProps<object>)} />;
}

export interface TabProps extends Omit<AriaTabProps, 'children'> {
  /** The tab's label. */
  children: ReactNode;
  /**
   * A count shown in a badge after the label (spec section 2, Account: Enrollments counts those
   * in Processing, Payments those in Payment Review). Zero or undefined shows no badge.
   */
  count?: number;
  /**
   * What the count means, for screen readers, e.g. `(n) => `${n} in processing``. It replaces
   * the bare number in the tab's accessible name.
   * @default (n) => String(n)
   */
  countLabel?: (count: number) => string;
}

/** One tab, optionally with a count badge. */
export function Tab({ children, count, countLabel, ...props }: TabProps) {
  const showCount = typeof count === 'number' && count > 0;
  return (
    <StyledTab {...props}>
      {children}
      {showCount ? (
        <Badge variant="accent" aria-hidden={countLabel ? true : undefined}>
          {count}
        </Badge>
      ) : null}
      {showCount && countLabel ? <VisuallyHidden>{countLabel(count)}</VisuallyHidden> : null}
    </StyledTab>
  );
}

export type TabPanelProps = AriaTabPanelProps;

/** The content of the tab with the same `id`. */
export function TabPanel(props: TabPanelProps) {
  return <StyledTabPanel {...props} />;
}

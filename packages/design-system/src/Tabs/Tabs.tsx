import type { RefAttributes } from 'react';
import {
  Tab as AriaTab,
  TabList as AriaTabList,
  type TabListProps as AriaTabListProps,
  TabPanel as AriaTabPanel,
  type TabPanelProps as AriaTabPanelProps,
  type TabProps as AriaTabProps,
  Tabs as AriaTabs,
  type TabsProps as AriaTabsProps,
  composeRenderProps,
  VisuallyHidden,
} from 'react-aria-components';
import styled from 'styled-components';
import { Badge } from '../Badge/Badge.tsx';
import { styleable } from '../utils/styleable.ts';
import { focusRing, insetFocusRing } from '../styles/focusRing.ts';

const StyledTabs = styled(styleable(AriaTabs))`
  display: flex;
  flex-direction: column;
  &[data-orientation='vertical'] {
    flex-direction: row;
  }
`;

const StyledTabList = styled(styleable(AriaTabList<object>))`
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

const StyledTab = styled(styleable(AriaTab))`
  display: inline-flex;
  align-items: center;
  gap: var(--ds-space-2);
  min-block-size: 44px;
  padding: var(--ds-space-2) var(--ds-space-4);
  border-block-end: 3px solid transparent;
  color: var(--ds-color-text-muted);
  font-weight: var(--ds-font-weight-semibold);
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
    ${insetFocusRing}
    border-radius: var(--ds-radius-sm);
  }
  &[data-disabled] {
    opacity: 0.55;
    cursor: not-allowed;
  }
`;

const StyledTabPanel = styled(styleable(AriaTabPanel))`
  padding-block: var(--ds-space-4);
  &[data-focus-visible] {
    ${focusRing}
  }
`;

export interface TabsProps extends AriaTabsProps, RefAttributes<HTMLDivElement> {}

/** Tabs; arrow keys move between tabs, Home/End jump (React Aria). Compose TabList and TabPanel. */
export function Tabs({ className, ...props }: TabsProps) {
  return <StyledTabs {...props} renderClassName={className} />;
}

export interface TabListProps<T extends object> extends AriaTabListProps<T>, RefAttributes<HTMLDivElement> {}

/** The row of tabs; give it an `aria-label` naming the set. */
export function TabList<T extends object>({ className, ...props }: TabListProps<T>) {
  return (
    <StyledTabList
      {...(props as unknown as AriaTabListProps<object>)}
      renderClassName={className as AriaTabListProps<object>['className']}
    />
  );
}

export interface TabProps extends AriaTabProps, RefAttributes<HTMLDivElement> {
  /** The tab's label, or a function of its state. */
  children: AriaTabProps['children'];
  /**
   * A count shown in a badge after the label (product §2, Account: Enrollments counts those
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
export function Tab({ children, count, countLabel, className, ...props }: TabProps) {
  const showCount = typeof count === 'number' && count > 0;
  return (
    <StyledTab {...props} renderClassName={className}>
      {composeRenderProps(children, (children) => (
        <>
          {children}
          {showCount ? (
            <Badge variant="accent" aria-hidden={countLabel ? true : undefined}>
              {count}
            </Badge>
          ) : null}
          {showCount && countLabel ? <VisuallyHidden>{countLabel(count)}</VisuallyHidden> : null}
        </>
      ))}
    </StyledTab>
  );
}

export interface TabPanelProps extends AriaTabPanelProps, RefAttributes<HTMLDivElement> {}

/** The content of the tab with the same `id`. */
export function TabPanel({ className, ...props }: TabPanelProps) {
  return <StyledTabPanel {...props} renderClassName={className} />;
}

import { useContext, useEffect, useRef, type RefAttributes } from 'react';
import {
  Tab as AriaTab,
  TabList as AriaTabList,
  type TabListProps as AriaTabListProps,
  TabPanel as AriaTabPanel,
  type TabPanelProps as AriaTabPanelProps,
  type TabProps as AriaTabProps,
  Tabs as AriaTabs,
  type TabsProps as AriaTabsProps,
  TabListStateContext,
  composeRenderProps,
  VisuallyHidden,
} from 'react-aria-components';
import styled from 'styled-components';
import { Badge } from '../Badge/Badge.tsx';
import { styleable } from '../utils/styleable.ts';
import { focusRing, insetFocusRing } from '../styles/focusRing.ts';
import { revealInScroller } from '../utils/revealInScroller.ts';
import { useMergedRef } from '../utils/useMergedRef.ts';

const StyledTabs = styled(styleable(AriaTabs))`
  display: flex;
  flex-direction: column;
  &[data-orientation='vertical'] {
    flex-direction: row;
  }
`;

/*
 * On a phone the five account tabs are wider than the screen: the row scrolls sideways, and a
 * shadow at an edge shows while more tabs lie beyond it (Lea Verou's scrolling shadows: covers in
 * the page's colour scroll with the tabs and hide each shadow once its end is reached). CSS only,
 * so it works before the app's code has loaded (decision 0040).
 */
const StyledTabList = styled(styleable(AriaTabList<object>))`
  display: flex;
  gap: var(--ds-space-1);
  border-block-end: 1px solid var(--ds-color-border);
  overflow-x: auto;
  overscroll-behavior-x: contain;
  --tabs-cover: var(--ds-color-background);
  --tabs-shadow: color-mix(in srgb, var(--ds-color-text) 60%, transparent);
  background:
    linear-gradient(to right, var(--tabs-cover) 40%, transparent) left center / 2.5rem 100% no-repeat local,
    linear-gradient(to left, var(--tabs-cover) 40%, transparent) right center / 2.5rem 100% no-repeat local,
    radial-gradient(farthest-side at 0 50%, var(--tabs-shadow), transparent) left center / 1.25rem 100% no-repeat scroll,
    radial-gradient(farthest-side at 100% 50%, var(--tabs-shadow), transparent) right center / 1.25rem 100% no-repeat
      scroll;

  &[data-orientation='vertical'] {
    flex-direction: column;
    background: none;
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

/**
 * The row of tabs; give it an `aria-label` naming the set. When the tabs are wider than the row it
 * scrolls, with a shadow at the edge where more tabs are, and the selected tab is scrolled into
 * view whenever the selection changes (a page opened on its last tab shows that tab).
 */
export function TabList<T extends object>({ className, ref, ...props }: TabListProps<T>) {
  // Read so that a change of selection renders this list again (React Aria keeps it in context).
  const selectedKey = useContext(TabListStateContext)?.selectedKey;
  const list = useRef<HTMLDivElement>(null);
  const revealed = useRef<{ key: unknown; tab: HTMLElement } | null>(null);
  const mergedRef = useMergedRef(list, ref);
  // After each render: the tabs themselves appear a render after the list, so this waits for the
  // selected one, and moves the row only when the selection (or the selected element) changed.
  useEffect(() => {
    const selected = list.current?.querySelector<HTMLElement>('[role="tab"][aria-selected="true"]');
    if (!list.current || !selected) return;
    if (revealed.current?.key === selectedKey && revealed.current?.tab === selected) return;
    revealed.current = { key: selectedKey, tab: selected };
    revealInScroller(list.current, selected);
  });
  return (
    <StyledTabList
      {...(props as unknown as AriaTabListProps<object>)}
      ref={mergedRef}
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

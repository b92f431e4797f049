import {
  createContext,
  useCallback,
  useContext,
  useId,
  useState,
  type ComponentPropsWithRef,
  type KeyboardEvent,
  type ReactNode,
} from 'react';
import styled from 'styled-components';

interface TabsContextValue {
  baseId: string;
  value: string | undefined;
  select: (value: string) => void;
}

const TabsContext = createContext<TabsContextValue | null>(null);

function useTabs(component: string): TabsContextValue {
  const context = useContext(TabsContext);
  if (!context) {
    throw new Error(`${component} must be used inside <Tabs>`);
  }
  return context;
}

function safeId(value: string) {
  return value.replace(/[^a-zA-Z0-9_-]/g, '_');
}

export interface TabsProps {
  value?: string;
  defaultValue?: string;
  onValueChange?: (value: string) => void;
  children: ReactNode;
  className?: string;
}

export function Tabs({ value, defaultValue, onValueChange, children, className }: TabsProps) {
  const baseId = useId();
  const [uncontrolled, setUncontrolled] = useState(defaultValue);
  const current = value ?? uncontrolled;
  const select = useCallback(
    (next: string) => {
      if (value === undefined) {
        setUncontrolled(next);
      }
      onValueChange?.(next);
    },
    [value, onValueChange],
  );
  return (
    <TabsContext.Provider value={{ baseId, value: current, select }}>
      <div className={className}>{children}</div>
    </TabsContext.Provider>
  );
}

const StyledList = styled.div`
  display: inline-flex;
  align-items: center;
  gap: ${({ theme }) => theme.space[1]};
  padding: ${({ theme }) => theme.space[1]};
  border-radius: ${({ theme }) => theme.radii.lg};
  background: ${({ theme }) => theme.colors.muted};
  color: ${({ theme }) => theme.colors.mutedForeground};
  max-width: 100%;
  /* On a narrow screen the tabs go onto a second line rather than out of sight. */
  flex-wrap: wrap;
`;

const StyledTrigger = styled.button`
  display: inline-flex;
  align-items: center;
  gap: ${({ theme }) => theme.space[2]};
  height: 30px;
  padding: 0 ${({ theme }) => theme.space[3]};
  border: 0;
  border-radius: ${({ theme }) => theme.radii.md};
  background: transparent;
  color: inherit;
  font-size: ${({ theme }) => theme.fontSizes.sm};
  font-weight: ${({ theme }) => theme.fontWeights.medium};
  white-space: nowrap;
  cursor: pointer;
  transition: background ${({ theme }) => theme.transitions.fast};
  &[aria-selected='true'] {
    background: ${({ theme }) => theme.colors.background};
    color: ${({ theme }) => theme.colors.foreground};
    box-shadow: ${({ theme }) => theme.shadows.sm};
  }
  &:disabled { opacity: 0.5; cursor: not-allowed; }
  /* A phone's width holds four short tabs on one line with less padding. */
  @media (max-width: 480px) {
    padding: 0 ${({ theme }) => theme.space[2]};
  }
`;

const StyledContent = styled.div`
  margin-top: ${({ theme }) => theme.space[4]};
  &:focus-visible { outline-offset: 4px; }
`;

export type TabsListProps = ComponentPropsWithRef<'div'>;

function moveFocus(event: KeyboardEvent<HTMLDivElement>) {
  const keys = ['ArrowRight', 'ArrowLeft', 'Home', 'End'];
  if (!keys.includes(event.key)) {
    return;
  }
  const tabs = Array.from(event.currentTarget.querySelectorAll<HTMLButtonElement>('[role="tab"]:not(:disabled)'));
  const index = tabs.indexOf(document.activeElement as HTMLButtonElement);
  if (index < 0 || tabs.length === 0) {
    return;
  }
  event.preventDefault();
  const last = tabs.length - 1;
  const next =
    event.key === 'Home' ? 0 : event.key === 'End' ? last : event.key === 'ArrowRight' ? (index + 1) % tabs.length : (index - 1 + tabs.length) % tabs.length;
  tabs[next]!.focus();
  tabs[next]!.click();
}

export function TabsList({ onKeyDown, ...props }: TabsListProps) {
  return (
    <StyledList
      role="tablist"
      aria-orientation="horizontal"
      onKeyDown={(event) => {
        onKeyDown?.(event);
        moveFocus(event);
      }}
      {...props}
    />
  );
}

export interface TabsTriggerProps extends Omit<ComponentPropsWithRef<'button'>, 'value'> {
  value: string;
}

export function TabsTrigger({ value, onClick, ...props }: TabsTriggerProps) {
  const tabs = useTabs('TabsTrigger');
  const selected = tabs.value === value;
  return (
    <StyledTrigger
      type="button"
      role="tab"
      id={`${tabs.baseId}-tab-${safeId(value)}`}
      aria-controls={`${tabs.baseId}-panel-${safeId(value)}`}
      aria-selected={selected}
      tabIndex={selected ? 0 : -1}
      data-state={selected ? 'active' : 'inactive'}
      onClick={(event) => {
        onClick?.(event);
        tabs.select(value);
      }}
      {...props}
    />
  );
}

export interface TabsContentProps extends Omit<ComponentPropsWithRef<'div'>, 'value'> {
  value: string;
}

export function TabsContent({ value, ...props }: TabsContentProps) {
  const tabs = useTabs('TabsContent');
  if (tabs.value !== value) {
    return null;
  }
  return (
    <StyledContent
      role="tabpanel"
      id={`${tabs.baseId}-panel-${safeId(value)}`}
      aria-labelledby={`${tabs.baseId}-tab-${safeId(value)}`}
      tabIndex={0}
      {...props}
    />
  );
}

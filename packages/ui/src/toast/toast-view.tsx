import { useEffect, useRef, useState } from 'react';
import styled, { css, keyframes } from 'styled-components';
import { IconX } from '../icons';
import type { ToastItem } from './toast-context';

/** Dragging a toast this far to the right dismisses it. */
export const TOAST_SWIPE_THRESHOLD = 50;

const slideIn = keyframes`
  from { opacity: 0; transform: translateY(8px); }
  to { opacity: 1; transform: none; }
`;

const StyledToast = styled.div<{ $destructive: boolean }>`
  position: relative;
  display: flex;
  align-items: flex-start;
  gap: ${({ theme }) => theme.space[3]};
  padding: ${({ theme }) => theme.space[4]} ${({ theme }) => theme.space[10]} ${({ theme }) => theme.space[4]}
    ${({ theme }) => theme.space[4]};
  border: 1px solid ${({ theme }) => theme.colors.border};
  border-radius: ${({ theme }) => theme.radii.lg};
  background: ${({ theme }) => theme.colors.background};
  color: ${({ theme }) => theme.colors.foreground};
  box-shadow: ${({ theme }) => theme.shadows.lg};
  pointer-events: auto;
  touch-action: pan-y;
  animation: ${slideIn} 180ms ease-out;
  ${({ $destructive }) =>
    $destructive &&
    css`
      border-color: ${({ theme }) => theme.colors.destructive};
      background: ${({ theme }) => theme.colors.destructive};
      color: ${({ theme }) => theme.colors.destructiveForeground};
    `}
`;

const StyledText = styled.div`
  display: flex;
  flex-direction: column;
  gap: ${({ theme }) => theme.space[1]};
  min-width: 0;
`;

const StyledTitle = styled.div`
  font-size: ${({ theme }) => theme.fontSizes.sm};
  font-weight: ${({ theme }) => theme.fontWeights.semibold};
`;

const StyledDescription = styled.div`
  font-size: ${({ theme }) => theme.fontSizes.sm};
`;

const StyledClose = styled.button`
  position: absolute;
  top: ${({ theme }) => theme.space[2]};
  right: ${({ theme }) => theme.space[2]};
  display: inline-flex;
  padding: ${({ theme }) => theme.space[1]};
  border: 0;
  border-radius: ${({ theme }) => theme.radii.sm};
  background: transparent;
  color: inherit;
  opacity: 0.6;
  cursor: pointer;
  &:hover, &:focus-visible { opacity: 1; }
`;

export interface ToastViewProps {
  toast: ToastItem;
  onDismiss: () => void;
}

export function ToastView({ toast, onDismiss }: ToastViewProps) {
  const [offset, setOffset] = useState(0);
  const dragStart = useRef<number | null>(null);
  const dismissRef = useRef(onDismiss);
  dismissRef.current = onDismiss;

  // Hovering pauses the countdown so a toast being read does not vanish.
  const remaining = useRef(toast.duration);
  const [paused, setPaused] = useState(false);
  useEffect(() => {
    if (paused || !Number.isFinite(remaining.current)) {
      return;
    }
    const startedAt = Date.now();
    const timer = setTimeout(() => dismissRef.current(), remaining.current);
    return () => {
      clearTimeout(timer);
      remaining.current -= Date.now() - startedAt;
    };
  }, [paused]);

  const destructive = toast.variant === 'destructive';
  return (
    <StyledToast
      $destructive={destructive}
      role={destructive ? 'alert' : 'status'}
      aria-atomic="true"
      tabIndex={0}
      data-variant={toast.variant}
      style={offset ? { transform: `translateX(${offset}px)`, opacity: 1 - offset / 200 } : undefined}
      onMouseEnter={() => setPaused(true)}
      onMouseLeave={() => setPaused(false)}
      onKeyDown={(event) => {
        if (event.key === 'Escape') {
          onDismiss();
        }
      }}
      onPointerDown={(event) => {
        if ((event.target as HTMLElement).closest('button')) {
          return;
        }
        dragStart.current = event.clientX;
      }}
      onPointerMove={(event) => {
        if (dragStart.current !== null) {
          setOffset(Math.max(0, event.clientX - dragStart.current));
        }
      }}
      onPointerUp={() => {
        dragStart.current = null;
        if (offset > TOAST_SWIPE_THRESHOLD) {
          onDismiss();
        } else {
          setOffset(0);
        }
      }}
      onPointerCancel={() => {
        dragStart.current = null;
        setOffset(0);
      }}
    >
      <StyledText>
        <StyledTitle>{toast.title}</StyledTitle>
        {toast.description ? <StyledDescription>{toast.description}</StyledDescription> : null}
      </StyledText>
      <StyledClose type="button" aria-label="Dismiss notification" onClick={onDismiss}>
        <IconX size={16} />
      </StyledClose>
    </StyledToast>
  );
}

import { useEffect, useId, useRef, type ReactNode } from 'react';
import { createPortal } from 'react-dom';
import styled, { keyframes } from 'styled-components';
import { IconX } from '../icons';
import { focusableWithin, trapTab } from './focus';

export interface DialogProps {
  open: boolean;
  onOpenChange: (open: boolean) => void;
  title: ReactNode;
  description?: ReactNode;
  children?: ReactNode;
  footer?: ReactNode;
  /** Maximum width in px (number) or any CSS length; 512px by default. */
  width?: number | string;
}

const fadeIn = keyframes`from { opacity: 0; } to { opacity: 1; }`;
const zoomIn = keyframes`
  from { opacity: 0; transform: translateY(4px) scale(0.97); }
  to { opacity: 1; transform: none; }
`;

const StyledOverlay = styled.div`
  position: fixed;
  inset: 0;
  z-index: ${({ theme }) => theme.zIndices.overlay};
  display: flex;
  /* Top-aligned, not centred: a dialog whose tabs differ in height would otherwise move its
     tab bar away from the pointer at every click. */
  align-items: flex-start;
  justify-content: center;
  padding: min(10vh, 80px) ${({ theme }) => theme.space[4]} ${({ theme }) => theme.space[4]};
  background: ${({ theme }) => theme.colors.overlay};
  animation: ${fadeIn} 150ms ease-out;
`;

const StyledContent = styled.div<{ $width: string }>`
  position: relative;
  width: 100%;
  max-width: ${({ $width }) => $width};
  max-height: calc(100vh - min(10vh, 80px) - 16px);
  overflow-y: auto;
  display: flex;
  flex-direction: column;
  gap: ${({ theme }) => theme.space[4]};
  padding: ${({ theme }) => theme.space[6]};
  background: ${({ theme }) => theme.colors.background};
  border: 1px solid ${({ theme }) => theme.colors.border};
  border-radius: ${({ theme }) => theme.radii.lg};
  box-shadow: ${({ theme }) => theme.shadows.xl};
  animation: ${zoomIn} 150ms ease-out;
  &:focus { outline: none; }
`;

const StyledHeader = styled.div`
  display: flex;
  flex-direction: column;
  gap: ${({ theme }) => theme.space[1]};
  padding-right: ${({ theme }) => theme.space[8]};
`;

const StyledTitle = styled.h2`
  font-size: ${({ theme }) => theme.fontSizes.lg};
  font-weight: ${({ theme }) => theme.fontWeights.semibold};
  line-height: ${({ theme }) => theme.lineHeights.tight};
  /* A name written without spaces (an address) breaks rather than runs under the close button. */
  overflow-wrap: anywhere;
`;

const StyledDescription = styled.p`
  color: ${({ theme }) => theme.colors.mutedForeground};
`;

const StyledFooter = styled.div`
  display: flex;
  flex-wrap: wrap;
  justify-content: flex-end;
  gap: ${({ theme }) => theme.space[2]};
`;

const StyledClose = styled.button`
  position: absolute;
  top: ${({ theme }) => theme.space[4]};
  right: ${({ theme }) => theme.space[4]};
  display: inline-flex;
  padding: ${({ theme }) => theme.space[1]};
  border: 0;
  border-radius: ${({ theme }) => theme.radii.sm};
  background: transparent;
  color: ${({ theme }) => theme.colors.mutedForeground};
  cursor: pointer;
  &:hover { color: ${({ theme }) => theme.colors.foreground}; background: ${({ theme }) => theme.colors.accent}; }
`;

// Only the topmost dialog answers Escape when dialogs are stacked.
const openDialogs: string[] = [];

function DialogSurface({ onOpenChange, title, description, children, footer, width = 512 }: Omit<DialogProps, 'open'>) {
  const id = useId();
  const contentRef = useRef<HTMLDivElement>(null);
  const pressedOverlay = useRef(false);
  const close = useRef(() => onOpenChange(false));
  close.current = () => onOpenChange(false);

  useEffect(() => {
    const returnFocusTo = document.activeElement as HTMLElement | null;
    const content = contentRef.current!;
    (focusableWithin(content)[0] ?? content).focus();
    openDialogs.push(id);
    const previousOverflow = document.body.style.overflow;
    document.body.style.overflow = 'hidden';

    function onKeyDown(event: KeyboardEvent) {
      if (event.key === 'Escape' && openDialogs[openDialogs.length - 1] === id) {
        event.stopPropagation();
        close.current();
      }
    }
    document.addEventListener('keydown', onKeyDown);
    return () => {
      document.removeEventListener('keydown', onKeyDown);
      openDialogs.splice(openDialogs.indexOf(id), 1);
      if (openDialogs.length === 0) {
        document.body.style.overflow = previousOverflow;
      }
      returnFocusTo?.focus?.();
    };
  }, [id]);

  return (
    <StyledOverlay
      data-testid="dialog-overlay"
      onMouseDown={(event) => {
        pressedOverlay.current = event.target === event.currentTarget;
      }}
      onClick={(event) => {
        if (pressedOverlay.current && event.target === event.currentTarget) {
          close.current();
        }
      }}
    >
      <StyledContent
        ref={contentRef}
        role="dialog"
        aria-modal="true"
        aria-labelledby={`${id}-title`}
        aria-describedby={description ? `${id}-description` : undefined}
        tabIndex={-1}
        $width={typeof width === 'number' ? `${width}px` : width}
        onKeyDown={(event) => {
          if (event.key === 'Tab') {
            trapTab(event, contentRef.current!);
          }
        }}
      >
        <StyledHeader>
          <StyledTitle id={`${id}-title`}>{title}</StyledTitle>
          {description ? <StyledDescription id={`${id}-description`}>{description}</StyledDescription> : null}
        </StyledHeader>
        {children}
        {footer ? <StyledFooter>{footer}</StyledFooter> : null}
        <StyledClose type="button" aria-label="Close" onClick={() => close.current()}>
          <IconX size={16} />
        </StyledClose>
      </StyledContent>
    </StyledOverlay>
  );
}

export function Dialog({ open, ...props }: DialogProps) {
  if (!open || typeof document === 'undefined') {
    return null;
  }
  return createPortal(<DialogSurface {...props} />, document.body);
}

import { useEffect, useRef } from 'react';
import styled from 'styled-components';
import { useToast } from './toast-context';
import { ToastView } from './toast-view';

const StyledRegion = styled.section`
  position: fixed;
  right: 0;
  bottom: 0;
  z-index: ${({ theme }) => theme.zIndices.toast};
  width: 100%;
  max-width: 420px;
  padding: ${({ theme }) => theme.space[4]};
  pointer-events: none;
  &:focus-visible { outline: none; }
  /* On a phone the bottom is where a form's buttons are: toasts show at the top instead. */
  @media (max-width: 480px) {
    top: 0;
    bottom: auto;
  }
`;

/** A stack, not a list: each toast is a status or alert of its own, which a list item may not be. */
const StyledList = styled.div`
  display: flex;
  flex-direction: column;
  gap: ${({ theme }) => theme.space[2]};
`;

export function Toaster() {
  const { toasts, dismiss } = useToast();
  const regionRef = useRef<HTMLElement>(null);

  useEffect(() => {
    function onKeyDown(event: KeyboardEvent) {
      if (event.key === 'F8' || event.code === 'F8') {
        event.preventDefault();
        regionRef.current?.focus();
      }
    }
    document.addEventListener('keydown', onKeyDown);
    return () => document.removeEventListener('keydown', onKeyDown);
  }, []);

  const visible = toasts.filter((item) => item.open);
  return (
    <StyledRegion ref={regionRef} role="region" aria-label="Notifications (F8)" tabIndex={-1}>
      <StyledList>
        {visible.map((item) => (
          <ToastView key={item.id} toast={item} onDismiss={() => dismiss(item.id)} />
        ))}
      </StyledList>
    </StyledRegion>
  );
}

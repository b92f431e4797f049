import type { ReactNode } from 'react';
import styled from 'styled-components';
import { Button, IconPlus } from '@app/ui';

export interface KnowledgeFormProps {
  submitLabel: string;
  busy: boolean;
  onSubmit: () => void;
  children: ReactNode;
}

const StyledForm = styled.form`
  display: flex;
  flex-direction: column;
  gap: ${({ theme }) => theme.space[3]};
`;

const StyledActions = styled.div`
  display: flex;
  justify-content: flex-end;
`;

/** One way of adding knowledge: its fields and an add button; validation is the caller's. */
export function KnowledgeForm({ submitLabel, busy, onSubmit, children }: KnowledgeFormProps) {
  return (
    <StyledForm
      noValidate
      onSubmit={(event) => {
        event.preventDefault();
        if (!busy) onSubmit();
      }}
    >
      {children}
      <StyledActions>
        {/* Busy, the button says so but stays focusable: a disabled one would drop the keyboard focus onto the page. */}
        <Button type="submit" size="sm" aria-disabled={busy || undefined}>
          <IconPlus size={14} />
          {busy ? 'Adding...' : submitLabel}
        </Button>
      </StyledActions>
    </StyledForm>
  );
}

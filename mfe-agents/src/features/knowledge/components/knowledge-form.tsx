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
        onSubmit();
      }}
    >
      {children}
      <StyledActions>
        <Button type="submit" size="sm" disabled={busy}>
          <IconPlus size={14} />
          {busy ? 'Adding...' : submitLabel}
        </Button>
      </StyledActions>
    </StyledForm>
  );
}

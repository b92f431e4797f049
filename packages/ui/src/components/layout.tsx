import type { ComponentPropsWithRef } from 'react';
import styled from 'styled-components';

const StyledStack = styled.div`
  display: flex;
  flex-direction: column;
  gap: ${({ theme }) => theme.space[4]};
`;

const StyledColumns = styled.div`
  display: grid;
  /* Side by side from 200 px each; narrower than one such column, one column as wide as there is room. */
  grid-template-columns: repeat(auto-fit, minmax(min(200px, 100%), 1fr));
  gap: ${({ theme }) => theme.space[4]};
  align-items: start;
`;

const StyledButtonRow = styled.div`
  display: flex;
  flex-wrap: wrap;
  gap: ${({ theme }) => theme.space[2]};
`;

const StyledMutedText = styled.p`
  font-size: ${({ theme }) => theme.fontSizes.sm};
  color: ${({ theme }) => theme.colors.mutedForeground};
`;

export type StackProps = ComponentPropsWithRef<'div'>;
export type ColumnsProps = ComponentPropsWithRef<'div'>;
export type ButtonRowProps = ComponentPropsWithRef<'div'>;
export type MutedTextProps = ComponentPropsWithRef<'p'>;

/** Form fields and blocks stacked with the theme's rhythm. */
export function Stack(props: StackProps) {
  return <StyledStack {...props} />;
}

/** Two columns on wide screens, one on narrow ones. */
export function Columns(props: ColumnsProps) {
  return <StyledColumns {...props} />;
}

/** Buttons side by side, wrapping when the row is full. */
export function ButtonRow(props: ButtonRowProps) {
  return <StyledButtonRow {...props} />;
}

/** Secondary text: notes, hints and fine print. */
export function MutedText(props: MutedTextProps) {
  return <StyledMutedText {...props} />;
}

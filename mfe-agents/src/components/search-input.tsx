import styled from 'styled-components';
import { IconSearch, Input } from '@app/ui';

export interface SearchInputProps {
  value: string;
  onChange: (value: string) => void;
  placeholder: string;
}

const StyledSearch = styled.div`
  position: relative;
  width: 100%;
  max-width: 360px;
`;

const StyledIcon = styled(IconSearch)`
  position: absolute;
  top: 50%;
  left: ${({ theme }) => theme.space[3]};
  transform: translateY(-50%);
  color: ${({ theme }) => theme.colors.mutedForeground};
  pointer-events: none;
`;

const StyledInput = styled(Input)`
  padding-left: ${({ theme }) => theme.space[8]};
`;

export function SearchInput({ value, onChange, placeholder }: SearchInputProps) {
  return (
    <StyledSearch>
      <StyledIcon size={16} />
      <StyledInput type="search" value={value} placeholder={placeholder} aria-label={placeholder} onChange={(event) => onChange(event.target.value)} />
    </StyledSearch>
  );
}

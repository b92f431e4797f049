import styled from 'styled-components';
import { useFieldControl, type FieldControlProps } from './field-control';
import { controlStyles } from './input';

export interface SelectOption {
  value: string;
  label: string;
  description?: string;
}

export interface SelectProps extends FieldControlProps {
  id?: string;
  name?: string;
  value: string;
  onValueChange: (value: string) => void;
  options: SelectOption[];
  placeholder?: string;
  'aria-label'?: string;
  disabled?: boolean;
  className?: string;
}

const StyledWrapper = styled.div`
  position: relative;
  width: 100%;
`;

const StyledSelect = styled.select`
  ${controlStyles}
  appearance: none;
  height: 36px;
  padding: 0 ${({ theme }) => theme.space[8]} 0 ${({ theme }) => theme.space[3]};
  /* A choice too long for the box ends in an ellipsis instead of being cut mid-letter. */
  text-overflow: ellipsis;
  cursor: pointer;
`;

const StyledChevron = styled.svg`
  position: absolute;
  right: ${({ theme }) => theme.space[3]};
  top: 50%;
  transform: translateY(-50%);
  pointer-events: none;
  color: ${({ theme }) => theme.colors.mutedForeground};
`;

export function Select({ id, name, value, onValueChange, options, placeholder, disabled, className, ...aria }: SelectProps) {
  const described = useFieldControl(aria);
  return (
    <StyledWrapper className={className}>
      <StyledSelect
        id={id}
        name={name}
        value={value}
        disabled={disabled}
        aria-label={aria['aria-label']}
        {...described}
        onChange={(event) => onValueChange(event.target.value)}
      >
        {placeholder !== undefined ? (
          <option value="" disabled>
            {placeholder}
          </option>
        ) : null}
        {options.map((option) => (
          <option key={option.value} value={option.value} title={option.description}>
            {option.label}
          </option>
        ))}
      </StyledSelect>
      <StyledChevron width="16" height="16" viewBox="0 0 24 24" fill="none" stroke="currentColor" strokeWidth="2" aria-hidden="true">
        <path d="m6 9 6 6 6-6" />
      </StyledChevron>
    </StyledWrapper>
  );
}

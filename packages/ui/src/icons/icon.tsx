import type { ReactNode, SVGProps } from 'react';
import styled from 'styled-components';

export interface IconProps extends Omit<SVGProps<SVGSVGElement>, 'children'> {
  size?: number;
  /** Gives the icon an accessible name; without it the icon is decorative. */
  title?: string;
}

interface IconBaseProps extends IconProps {
  children: ReactNode;
}

// An icon is drawn for its size: beside text in a narrow flex row it would otherwise shrink to a sliver.
const StyledSvg = styled.svg`
  flex-shrink: 0;
`;

export function IconBase({ size = 16, title, children, ...props }: IconBaseProps) {
  return (
    <StyledSvg
      xmlns="http://www.w3.org/2000/svg"
      width={size}
      height={size}
      viewBox="0 0 24 24"
      fill="none"
      stroke="currentColor"
      strokeWidth={2}
      strokeLinecap="round"
      strokeLinejoin="round"
      focusable="false"
      role={title ? 'img' : undefined}
      aria-hidden={title ? undefined : true}
      aria-label={title}
      {...props}
    >
      {children}
    </StyledSvg>
  );
}

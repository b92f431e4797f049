import styled, { keyframes } from 'styled-components';

const shimmer = keyframes`
  from { background-position: 200% 0; }
  to { background-position: -200% 0; }
`;

const spin = keyframes`to { transform: rotate(360deg); }`;

function toLength(value: number | string | undefined, fallback: string) {
  if (value === undefined) {
    return fallback;
  }
  return typeof value === 'number' ? `${value}px` : value;
}

const StyledSkeleton = styled.div<{ $width: string; $height: string; $radius: string }>`
  width: ${({ $width }) => $width};
  height: ${({ $height }) => $height};
  border-radius: ${({ $radius }) => $radius};
  background-color: ${({ theme }) => theme.colors.muted};
  background-image: linear-gradient(90deg, transparent 0%, ${({ theme }) => theme.colors.shimmer} 50%, transparent 100%);
  background-size: 200% 100%;
  animation: ${shimmer} 1.6s ease-in-out infinite;
`;

export interface SkeletonProps {
  width?: number | string;
  height?: number | string;
  radius?: number | string;
  className?: string;
}

export function Skeleton({ width, height, radius, className }: SkeletonProps) {
  return (
    <StyledSkeleton
      data-testid="skeleton"
      aria-hidden="true"
      className={className}
      $width={toLength(width, '100%')}
      $height={toLength(height, '16px')}
      $radius={toLength(radius, '6px')}
    />
  );
}

const StyledTrack = styled.div`
  position: relative;
  width: 100%;
  height: 8px;
  overflow: hidden;
  border-radius: ${({ theme }) => theme.radii.full};
  background: ${({ theme }) => theme.colors.muted};
`;

const StyledIndicator = styled.div`
  height: 100%;
  background: ${({ theme }) => theme.colors.primary};
  border-radius: inherit;
  transition: width ${({ theme }) => theme.transitions.normal};
`;

export interface ProgressProps {
  /** 0..100 */
  value: number;
  'aria-label'?: string;
  className?: string;
}

export function Progress({ value, className, ...aria }: ProgressProps) {
  const clamped = Math.min(100, Math.max(0, Number.isFinite(value) ? value : 0));
  return (
    <StyledTrack
      role="progressbar"
      aria-valuemin={0}
      aria-valuemax={100}
      aria-valuenow={Math.round(clamped)}
      aria-label={aria['aria-label']}
      className={className}
    >
      <StyledIndicator style={{ width: `${clamped}%` }} />
    </StyledTrack>
  );
}

const StyledSpinner = styled.svg`
  animation: ${spin} 0.8s linear infinite;
  color: currentColor;
  flex-shrink: 0;
`;

export interface SpinnerProps {
  size?: number;
  /** Accessible text; pass an empty string when a visible label already says it. */
  label?: string;
  className?: string;
}

export function Spinner({ size = 16, label = 'Loading', className }: SpinnerProps) {
  return (
    <StyledSpinner
      className={className}
      width={size}
      height={size}
      viewBox="0 0 24 24"
      fill="none"
      stroke="currentColor"
      strokeWidth="2.5"
      strokeLinecap="round"
      role={label ? 'status' : undefined}
      aria-label={label || undefined}
      aria-hidden={label ? undefined : true}
    >
      <path d="M21 12a9 9 0 1 1-6.2-8.6" />
    </StyledSpinner>
  );
}

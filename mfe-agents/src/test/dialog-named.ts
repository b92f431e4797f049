import { screen, within } from '@testing-library/react';

export function dialogNamed(name: string) {
  return within(screen.getByRole('dialog', { name }));
}

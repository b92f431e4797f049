import { render, type RenderResult } from '@testing-library/react';
import type { ReactElement } from 'react';
import { UiProvider } from '../src';

export function renderWithUi(element: ReactElement): RenderResult {
  return render(<UiProvider>{element}</UiProvider>);
}

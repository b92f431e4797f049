import { screen } from '@testing-library/react';
import { Button, IconPlus, PendingFeatureNotice } from '../src';
import { renderWithUi } from './render';

describe('icons in flex rows', () => {
  // jsdom lays nothing out, so the rule that keeps an icon from being squashed is what can be checked.
  it.each([
    ['the notice', () => renderWithUi(<PendingFeatureNotice />), () => screen.getByRole('note')],
    [
      'a button',
      () =>
        renderWithUi(
          <Button>
            <IconPlus /> Buy Phone Number
          </Button>,
        ),
      () => screen.getByRole('button'),
    ],
  ])('keep their size in %s', (_, render, row) => {
    render();
    expect(getComputedStyle(row().querySelector('svg')!).flexShrink).toBe('0');
  });
});

import { screen } from '@testing-library/react';

/** The visible toast with this title: its variant and its whole text. */
export async function findToast(title: string) {
  const heading = await screen.findByText(title, { selector: '[data-variant] *' });
  const toast = heading.closest('[data-variant]')!;
  return { variant: toast.getAttribute('data-variant'), text: toast.textContent ?? '' };
}

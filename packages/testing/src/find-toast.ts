import { screen } from '@testing-library/react';

/** The visible toast with this title: the toast itself, its variant and its whole text. */
export async function findToast(title: string) {
  const heading = await screen.findByText(title, { selector: '[data-variant] *' });
  const toast = heading.closest<HTMLElement>('[data-variant]')!;
  return { element: toast, variant: toast.getAttribute('data-variant'), text: toast.textContent ?? '' };
}

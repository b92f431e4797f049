/**
 * jsdom lays nothing out, so whether a long unbroken name stays inside its card is read from the
 * styles that make it wrap: it sits alone in its own box, which may shrink below its text and
 * break it anywhere.
 */
export function expectBreaksAnywhere(element: HTMLElement) {
  const style = getComputedStyle(element);
  expect(element.children).toHaveLength(0);
  expect(style.minWidth).toBe('0');
  expect(style.overflowWrap).toBe('anywhere');
}

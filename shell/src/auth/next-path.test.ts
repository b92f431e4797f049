import { safeNextPath } from './next-path';

const ORIGIN = 'https://app.example.com';

describe('safeNextPath', () => {
  it.each([
    ['/agents?tab=mine#top', '/agents?tab=mine#top'],
    ['/', '/'],
  ])('keeps the path inside the app: %s', (raw, expected) => {
    expect(safeNextPath(raw, ORIGIN)).toBe(expected);
  });

  it.each([null, '', 'agents', 'https://evil.example/', '//evil.example', '/\\evil.example', '/\t/evil.example', '/\n/evil.example', '\\/evil.example'])(
    'sends %j to the dashboard instead of another site',
    (raw) => {
      expect(safeNextPath(raw, ORIGIN)).toBe('/');
    },
  );

  it('never sends back to the auth screens', () => {
    expect(safeNextPath('/sign-in?next=%2F', ORIGIN)).toBe('/');
    expect(safeNextPath('/sign-up', ORIGIN)).toBe('/');
    expect(safeNextPath('/sign-ins', ORIGIN)).toBe('/sign-ins');
  });
});

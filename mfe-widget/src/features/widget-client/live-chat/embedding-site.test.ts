import { embeddingSite } from './embedding-site';

function framedWindow(ancestors: string[] | undefined, referrer = ''): Window {
  const view = {
    location: { ancestorOrigins: ancestors },
    document: { referrer },
  } as unknown as Window & { parent: Window };
  Object.assign(view, { parent: {} });
  return view;
}

describe('embeddingSite', () => {
  it('is undefined for a page that is not framed', () => {
    expect(embeddingSite(window)).toBeUndefined();
  });

  it("names the framing website's origin, from ancestorOrigins or else the referrer", () => {
    expect(embeddingSite(framedWindow(['https://shop.example.com']))).toBe('https://shop.example.com');
    expect(embeddingSite(framedWindow(undefined, 'https://shop.example.com/rooms/4'))).toBe('https://shop.example.com');
    expect(embeddingSite(framedWindow(undefined, ''))).toBeUndefined();
  });
});

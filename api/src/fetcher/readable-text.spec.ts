import { extractReadableText, markupDepth } from './readable-text';

const LISTING_PAGE = `<!DOCTYPE html>
<html lang="en">
<head>
  <meta charset="utf-8">
  <title>Harbour View Loft – 2 bed apartment for rent | Bayside Lettings</title>
  <style>.hero { background: url(/img/hero.jpg); } body { font-family: sans-serif; }</style>
  <script>window.dataLayer = window.dataLayer || []; function gtag(){dataLayer.push(arguments);} gtag('js', new Date());</script>
  <script type="application/ld+json">{"@type": "Apartment", "name": "Structured data should not leak"}</script>
</head>
<body>
  <div id="cookie-consent" class="cookie-banner">
    <p>We use cookies to personalise content and analyse our traffic.</p>
    <button>Accept all cookies</button>
  </div>
  <header class="site-header">
    <a class="logo" href="/">Bayside Lettings</a>
    <nav><ul><li><a href="/rent">Rent</a></li><li><a href="/buy">Buy</a></li><li><a href="/landlords">Landlords</a></li><li><a href="/contact">Contact us</a></li></ul></nav>
  </header>
  <main>
    <div class="breadcrumbs"><a href="/">Home</a> › <a href="/rent">Rent</a> › Harbour View Loft</div>
    <article class="listing">
      <h1>Harbour View Loft</h1>
      <p class="price">$2,450 per month · 2 bedrooms · 1 bathroom · 84 m²</p>
      <div class="description">
        <p>A bright, open-plan loft on the fourth floor of a converted warehouse, with floor-to-ceiling
           windows looking straight over the marina. The kitchen was renovated in 2023 and comes with a
           dishwasher, induction hob and a breakfast bar for four.</p>
        <p>Both bedrooms fit a double bed and have built-in wardrobes. The bathroom has a walk-in shower
           and heated towel rail. Heating and hot water are included in the rent.</p>
        <p>The building has a lift, secure bike storage and a shared roof terrace. One parking space
           is available for an extra $120 per month.</p>
      </div>
      <h2>Key features</h2>
      <ul class="features">
        <li>Available from 1 June</li>
        <li>Minimum lease 12 months</li>
        <li>Pets considered on request</li>
      </ul>
    </article>
    <aside class="similar">
      <h3>Similar properties</h3>
      <p>Dockside Studio – $1,600 per month</p>
    </aside>
  </main>
  <form class="newsletter"><label>Get new listings by email</label><input type="email"><button>Subscribe</button></form>
  <footer>
    <p>© 2024 Bayside Lettings Ltd. Registered in England.</p>
    <a href="/privacy">Privacy policy</a>
  </footer>
  <script src="/js/app.js"></script>
</body>
</html>`;

const HOUSE_RULES_PAGE = `<!doctype html>
<html>
<head><title>House rules · Seaside Cottage</title><style>li { margin: 4px }</style></head>
<body>
  <nav class="menu"><a href="/">Home</a> <a href="/book">Book now</a> <a href="/gallery">Gallery</a></nav>
  <div class="content">
    <h1>House rules</h1>
    <p>Please read these rules before you arrive.<br>Thank you for looking after the cottage.</p>
    <h2>Arrival and departure</h2>
    <ul>
      <li>Check-in is from 3 pm.</li>
      <li>Check-out is by 11 am.</li>
      <li>Self check-in with the key box by the front door.</li>
    </ul>
    <h2>During your stay</h2>
    <ul>
      <li>Quiet hours are 10 pm to 8 am.</li>
      <li>No smoking anywhere inside the cottage.</li>
      <li>No parties or events.</li>
    </ul>
    <div hidden>Internal note: change the key box code monthly.</div>
  </div>
  <div class="gdpr-notice">This site stores cookies on your device.</div>
  <div id="footer">Seaside Cottage · 12 Shore Road</div>
</body>
</html>`;

describe('extractReadableText', () => {
  it('keeps the title and the listing description as separate paragraphs', () => {
    const { title, content, text } = extractReadableText(LISTING_PAGE, 'https://bayside.example/rent/harbour-view-loft');

    expect(title).toBe('Harbour View Loft – 2 bed apartment for rent');
    expect(text.startsWith(`${title}\n\n`)).toBe(true);
    expect(content).toContain('$2,450 per month · 2 bedrooms · 1 bathroom · 84 m²');
    expect(content).toContain(
      'A bright, open-plan loft on the fourth floor of a converted warehouse, with floor-to-ceiling windows looking straight over the marina.',
    );
    expect(content).toContain('Heating and hot water are included in the rent.\n\nThe building has a lift');
    expect(content).toContain('Available from 1 June\nMinimum lease 12 months\nPets considered on request');
  });

  it('drops navigation, scripts, styles, forms, cookie banners and the footer from a listing', () => {
    const { text } = extractReadableText(LISTING_PAGE, 'https://bayside.example/rent/harbour-view-loft');

    for (const noise of ['Home ›', 'Landlords', 'Contact us', 'dataLayer', 'Structured data', 'font-family', 'We use cookies', 'Accept all', 'Subscribe', 'Registered in England', 'Privacy policy', 'Dockside Studio']) {
      expect(text).not.toContain(noise);
    }
  });

  it('keeps every rule of a short house-rules page, one per line', () => {
    const { title, content } = extractReadableText(HOUSE_RULES_PAGE, 'https://seaside.example/rules');

    expect(title).toBe('House rules · Seaside Cottage');
    expect(content).toContain('Please read these rules before you arrive.\nThank you for looking after the cottage.');
    expect(content).toContain('Arrival and departure\n\nCheck-in is from 3 pm.\nCheck-out is by 11 am.\nSelf check-in with the key box by the front door.');
    expect(content).toContain('Quiet hours are 10 pm to 8 am.\nNo smoking anywhere inside the cottage.\nNo parties or events.');
  });

  it('drops the menu, hidden parts, a consent notice and a footer block from the house rules', () => {
    const { text } = extractReadableText(HOUSE_RULES_PAGE, 'https://seaside.example/rules');

    for (const noise of ['12 Shore Road', 'Book now', 'Gallery', 'Internal note', 'stores cookies', 'margin']) {
      expect(text).not.toContain(noise);
    }
  });

  it('falls back to the host name for a page without a title and copes with a fragment', () => {
    const result = extractReadableText('<p>Pool opens at 9 am.</p>', 'https://pool.example/hours');

    expect(result).toEqual({ title: 'pool.example', content: 'Pool opens at 9 am.', text: 'pool.example\n\nPool opens at 9 am.' });
  });

  it('reads a page that leaves out its body tag', () => {
    const result = extractReadableText('<html><head><title>Pool hours</title></head><p>Pool opens at 9 am.</p></html>', 'https://pool.example/');

    expect(result.text).toBe('Pool hours\n\nPool opens at 9 am.');
  });

  it('returns only the title for a page with no text', () => {
    expect(extractReadableText('<html><head><title>Empty</title></head><body><script>x()</script></body></html>', 'https://a.example/').text).toBe('Empty');
  });
});

describe('markupDepth', () => {
  it('counts how deep container elements nest, in time that grows with the page', () => {
    expect(markupDepth('<div><p>One<div><span>two</span></div></div><div>three</div>')).toBe(3);
    expect(markupDepth('<ul><li>a<li>b</ul><br><img src=x>')).toBe(1);
    const deep = '<div>'.repeat(200_000);
    const started = Date.now();
    expect(markupDepth(deep)).toBe(200_000);
    expect(Date.now() - started).toBeLessThan(1000);
  });
});

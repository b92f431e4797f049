import { headingText, splitIntoPassages } from './passages';

const manual = [
  '# House manual',
  '',
  '## Parking',
  '',
  'The driveway fits two cars. Street parking is free except on Tuesdays.',
  '',
  '## Pool and hot tub',
  '',
  'The pool is open from 8 am to 10 pm. Pool heating costs $25 per night.',
  '',
  '7. LAUNDRY ROOM',
  'The laundry room is in the basement of Building B.',
].join('\n');

describe('headingText', () => {
  it.each([
    ['## Parking', 'Parking'],
    ['7. LAUNDRY ROOM', 'LAUNDRY ROOM'],
    ['Getting around', 'Getting around'],
    ['Wi-Fi password: saltwater2024', null],
    ['- Price: $549,000', null],
    ['42 Linden Avenue, Brookfield - Offered at $549,000', null],
    ['Welcome to the cottage!', null],
  ])('reads %j as heading %j', (line, expected) => {
    expect(headingText(line)).toBe(expected);
  });
});

describe('splitIntoPassages', () => {
  it('keeps each section apart with its heading in the title', () => {
    const passages = splitIntoPassages(manual, { title: 'Driftwood Cottage' });
    expect(passages.map((p) => p.title)).toEqual([
      'Driftwood Cottage \u2014 Parking',
      'Driftwood Cottage \u2014 Pool and hot tub',
      'Driftwood Cottage \u2014 LAUNDRY ROOM',
    ]);
    expect(passages[1]!.content).toBe('The pool is open from 8 am to 10 pm. Pool heating costs $25 per night.');
  });

  it('packs paragraphs up to the size limit and never cuts a sentence', () => {
    const sentence = 'Guests must leave the keys in the lockbox by the side gate before they go.';
    const paragraph = Array.from({ length: 6 }, () => sentence).join(' ');
    const text = Array.from({ length: 5 }, () => paragraph).join('\n\n');
    const passages = splitIntoPassages(text, { title: 'Rules' });
    expect(passages.length).toBeGreaterThan(3);
    for (const passage of passages) {
      expect(passage.content.length).toBeLessThanOrEqual(700);
      expect(passage.content.length).toBeGreaterThanOrEqual(300);
      expect(passage.content.replace(/\s+/g, ' ').split(/(?<=\.) /).every((s) => s === sentence)).toBe(true);
    }
  });

  it('splits one over-long line at sentence ends', () => {
    const line = Array.from({ length: 40 }, (_, i) => `Rule number ${i} says the pool closes at ten.`).join(' ');
    const passages = splitIntoPassages(line, { title: 'Rules' });
    expect(passages.length).toBeGreaterThan(1);
    expect(passages.every((p) => p.content.endsWith('.') && p.content.length <= 700)).toBe(true);
    expect(passages.map((p) => p.content).join(' ')).toBe(line);
  });

  it('keeps a list of short lines as text under its heading, not as headings of nothing', () => {
    const listing = ['Seaside Loft', '', 'Amenities', '', 'Free parking', 'Private hot tub', 'Ocean view', '', 'Check-in is at 3 pm.'];
    expect(splitIntoPassages(listing.join('\n'), { title: 'Seaside Loft' })).toEqual([
      { title: 'Seaside Loft \u2014 Amenities', content: 'Free parking\nPrivate hot tub\nOcean view\n\nCheck-in is at 3 pm.' },
    ]);
  });

  it('keeps a short line with nothing under it as text', () => {
    expect(splitIntoPassages('Dogs and cats are welcome', { title: 'Pets' })).toEqual([{ title: 'Pets', content: 'Dogs and cats are welcome' }]);
    expect(splitIntoPassages('Quiet hours start at ten.\n\nNo parties', { title: 'Rules' })).toEqual([
      { title: 'Rules', content: 'Quiet hours start at ten.\n\nNo parties' },
    ]);
  });

  it('keeps a short statement before a heading, and a heading reading as text, but not a parent heading', () => {
    const text = (lines: string[]) => splitIntoPassages(lines.join('\n'), { title: 'Rules' }).map((p) => p.content).join('\n');
    expect(text(['Smoking is not permitted', '', 'Checkout', 'Checkout is at 11 am.'])).toContain('Smoking is not permitted');
    expect(text(['## Wifi password: sunshine123', '## Parking', 'Free parking in the drive.'])).toContain('Wifi password: sunshine123');
    expect(text(['AMENITIES', '', 'Kitchen', 'The kitchen has a dishwasher.'])).toBe('The kitchen has a dishwasher.');
  });

  it('learns a text that is nothing but a heading', () => {
    expect(splitIntoPassages('# Parking', { title: 'Notes' })).toEqual([{ title: 'Notes', content: 'Parking' }]);
  });

  it('keeps every passage small when a long text has no sentence end it knows, losing no word', () => {
    const lowercase = Array.from({ length: 400 }, (_, i) => `parking spot ${i} is free. checkin is at 4 pm`).join(' ');
    const oneWord = 'x'.repeat(5000);
    for (const text of [lowercase, `Notes ${oneWord} end`]) {
      const passages = splitIntoPassages(text, { title: 'Notes' });
      expect(passages.every((p) => p.content.length <= 700)).toBe(true);
      expect(passages.map((p) => p.content).join(' ').replace(/\s+/g, '')).toBe(text.replace(/\s+/g, ''));
    }
  });

  // Bounds far above the time these take (milliseconds), far below what they took before (minutes).
  it.each([
    ['a long run of dots', `Parking is free ${'.'.repeat(200_000)} ok`],
    ['a long run of abbreviations', 'St. '.repeat(50_000)],
    ['a heading marker before a long run of spaces', `# a${' '.repeat(200_000)}b`],
    ['a heading marker before a long run of hashes', `# a${'#'.repeat(200_000)}b`],
  ])('splits %s in linear time', (_name, text) => {
    const started = performance.now();
    const passages = splitIntoPassages(text, { title: 'Notes' });
    expect(performance.now() - started).toBeLessThan(2000);
    expect(passages.length).toBeGreaterThan(0);
  });
});

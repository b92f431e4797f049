import { CitationStream, readCitations } from './citations';

describe('readCitations', () => {
  it('removes the markers and returns the passages they name, in order, once each', () => {
    expect(readCitations('Check-in is at 4 pm [2]. Parking is free [1, 2].', 3)).toEqual({
      text: 'Check-in is at 4 pm. Parking is free.',
      cited: [1, 0],
    });
  });

  it('ignores numbers that name no passage', () => {
    expect(readCitations('Yes [7]. And [0] no.', 2)).toEqual({ text: 'Yes. And no.', cited: [] });
  });

  it('leaves a reply without markers as it is', () => {
    expect(readCitations(' Check-in is at 4 pm. ', 1)).toEqual({ text: 'Check-in is at 4 pm.', cited: [] });
  });

  it('reads ranges and footnote-style markers too', () => {
    expect(readCitations('Pets are welcome [1-2]. Parking is free [3\u20134]. Wifi too [^1].', 4)).toEqual({
      text: 'Pets are welcome. Parking is free. Wifi too.',
      cited: [0, 1, 2, 3],
    });
  });

  it('keeps brackets that are not citations', () => {
    expect(readCitations('The code is [see the lockbox] 1234 [1].', 1)).toEqual({ text: 'The code is [see the lockbox] 1234.', cited: [0] });
  });
});

describe('CitationStream', () => {
  /** What the visitor is sent for each piece, then the rest at the end. */
  function shownFor(pieces: string[]): { shown: string[]; rest: string; reply: string } {
    const reading = new CitationStream();
    const shown = pieces.map((piece) => reading.push(piece));
    return { shown, ...reading.end() };
  }

  it('holds back what may be a marker until it is one, and never shows it', () => {
    const { shown, rest, reply } = shownFor(['Check-in is at 4 pm ', '[', '2', ']. Parking', ' is free [1,', ' 2].']);

    expect(shown).toEqual(['Check-in is at 4 pm', '', '', '. Parking', ' is free', '.']);
    expect(rest).toBe('');
    expect(reply).toBe('Check-in is at 4 pm [2]. Parking is free [1, 2].');
    expect(shown.join('') + rest).toBe(readCitations(reply, 2).text);
  });

  it('holds back a range marker being written', () => {
    const { shown, rest } = shownFor(['Pets are welcome [1', '-', '2]. Yes.']);

    expect(shown.join('') + rest).toBe('Pets are welcome. Yes.');
    expect(shown.some((piece) => piece.includes('['))).toBe(false);
  });

  it('lets brackets go as soon as they cannot be a marker', () => {
    const { shown, rest } = shownFor(['Code [', 'see the lockbox] or [12', '3] [1', '0x]']);

    expect(shown).toEqual(['Code', ' [see the lockbox] or', ' [123]', ' [10x]']);
    expect(rest).toBe('');
  });

  it('keeps spaces and line breaks until the next word shows where they go', () => {
    const { shown, rest } = shownFor(['Yes. ', '\n\n', 'Also', ' no   ', '.', ' ']);

    expect(shown).toEqual(['Yes.', '', ' \n\nAlso', ' no', '.', '']);
    expect(rest).toBe('');
  });

  it('gives at the end what a reply that stops on an unfinished bracket keeps', () => {
    const { shown, rest } = shownFor(['Call us ', '[1']);

    expect(shown).toEqual(['Call us', '']);
    expect(rest).toBe(' [1');
  });

  it('adds up to the final text for any way the reply is cut into pieces', () => {
    const reply = 'Dogs are welcome [1] for a $50 fee [1, 3].\n\nCheck-in [see email] is at 3 pm [2].';
    const final = readCitations(reply, 3).text;
    for (let size = 1; size <= reply.length; size += 1) {
      const pieces = Array.from({ length: Math.ceil(reply.length / size) }, (_, index) => reply.slice(index * size, (index + 1) * size));
      const { shown, rest } = shownFor(pieces);
      expect(shown.join('') + rest).toBe(final);
      expect(shown.join('')).not.toMatch(/\[\d/);
    }
  });
});

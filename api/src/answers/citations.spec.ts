import { readCitations } from './citations';

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

  it('keeps brackets that are not citations', () => {
    expect(readCitations('The code is [see the lockbox] 1234 [1].', 1)).toEqual({ text: 'The code is [see the lockbox] 1234.', cited: [0] });
  });
});

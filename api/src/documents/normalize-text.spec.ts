import { normalizeText } from './normalize-text';

describe('normalizeText', () => {
  it('collapses runs of spaces and tabs and trims every line', () => {
    expect(normalizeText('  Check-in \t is\u00a0from   3 pm.  \n   Check-out by 11 am. ')).toBe('Check-in is from 3 pm.\nCheck-out by 11 am.');
  });

  it('keeps paragraph breaks as one blank line, whatever the line endings', () => {
    expect(normalizeText('First.\r\n\r\n\r\n\r\nSecond.\r\rThird.\fFourth.')).toBe('First.\n\nSecond.\n\nThird.\nFourth.');
    expect(normalizeText('One\n \n\t\nTwo')).toBe('One\n\nTwo');
  });

  it('strips control and invisible characters but keeps letters and punctuation', () => {
    expect(normalizeText('\ufeffPets\u0000 \u0007welcome\u200b on re\u00adquest \u2013 café\u0085next')).toBe('Pets welcome on request – café\nnext');
  });

  it('composes accents and drops broken surrogate halves', () => {
    expect(normalizeText('cafe\u0301 \ud800 ok \ud83c\udfe0')).toBe('café ok 🏠');
  });
});

import { extractTerms } from './terms';

const keys = (text: string): string[] => extractTerms(text).map((term) => term.key);

describe('extractTerms', () => {
  it('reads a letter after a place word as the place it names', () => {
    expect(keys('does building B have an elevator')).toContain('build#b');
    expect(keys('can I park in lot a')).toContain('lot#a');
  });

  it('reads "a" before a content word as the article, not as a letter', () => {
    expect(keys('can I paint the living room a different colour').some((key) => key.includes('#'))).toBe(false);
  });
});

import { compareHomes } from './comparison';
import { answerOffline } from './compose';
import type { KnowledgeCandidate } from './types';

function details(id: string, home: string, lines: readonly string[]): KnowledgeCandidate {
  return { id, kind: 'passage', title: `${home} \u2014 Details`, question: null, content: `Details\n${lines.map((line) => `- ${line}`).join('\n')}` };
}

const homes = [
  details('linden', '42 Linden Avenue, Brookfield', ['Price: $549,000', 'Bedrooms: 4', 'Living area: 2,350 sq ft', 'Lot: 0.3 acres']),
  details('harbor', '17 Harbor View Court, Westport', ['Price: $389,000', 'Bedrooms: 2', 'Living area: 1,180 sq ft']),
  details('orchard', '9 Orchard Lane, Cedar Hills', ['Price: $725,000', 'Bedrooms: 5', 'Living area: 3,100 sq ft', 'Lot: 1.1 acres']),
];

const answerTo = (question: string) => compareHomes(question, homes);

describe('compareHomes', () => {
  it('answers which home is at the end asked for, on the detail the question compares', () => {
    expect(answerTo('Which of your listings is the cheapest?')).toMatchObject({ candidate: { id: 'harbor' }, sentences: ['Price: $389,000'] });
    expect(answerTo('priciest listing?')?.candidate.id).toBe('orchard');
    expect(answerTo('which home has the most bedrooms?')?.sentences).toEqual(['Bedrooms: 5']);
    expect(answerTo("we're a family of 7, we need as many bedrooms as possible")?.sentences).toEqual(['Bedrooms: 5']);
    expect(answerTo('which one has the fewest bedrooms')?.candidate.id).toBe('harbor');
    expect(answerTo('Which of your listings has the biggest plot of land?')?.sentences).toEqual(['Lot: 1.1 acres']);
    expect(answerTo("What's the biggest home you have on the market?")?.sentences).toEqual(['Living area: 3,100 sq ft']);
    expect(answerTo("we're a family of 7 and need loads of bedrooms, what's your biggest?")?.sentences).toEqual(['Bedrooms: 5']);
    // "your" is the agency's: its listings are the homes compared.
    expect(answerTo("what's your cheapest listing right now")?.candidate.id).toBe('harbor');
  });

  it('compares property taxes, HOA fees ("none" is the lowest) and garages', () => {
    const costs = [
      details('linden', '42 Linden Avenue, Brookfield', ['Annual property taxes: $7,800', 'HOA: none, there is no homeowners association', 'Garage: attached 2-car garage']),
      details('harbor', '17 Harbor View Court, Westport', ['Annual property taxes: $4,900', 'HOA fee: $425 per month']),
      details('orchard', '9 Orchard Lane, Cedar Hills', ['Annual property taxes: $9,650', 'HOA fee: $60 per month', 'Garage: detached 3-car garage']),
    ];
    expect(compareHomes('Which listing has the lowest property taxes?', costs)?.candidate.id).toBe('harbor');
    expect(compareHomes('which home has the highest property taxes?', costs)?.candidate.id).toBe('orchard');
    expect(compareHomes("Which of the houses doesn't have any HOA fee at all?", costs)?.candidate.id).toBe('linden');
    expect(compareHomes('which home has the highest HOA?', costs)?.candidate.id).toBe('harbor');
    expect(compareHomes('which one has the biggest garage?', costs)?.candidate.id).toBe('orchard');
    expect(compareHomes('does 42 Linden have an HOA?', costs)).toBeUndefined();
  });

  it('compares nothing when the question does not, or speaks of someone\'s', () => {
    expect(answerTo('what is the price of 42 Linden Avenue?')).toBeUndefined();
    expect(answerTo('Our oldest starts 7th grade next year. Which schools is the Linden house zoned for?')).toBeUndefined();
  });

  it('compares only a detail the knowledge gives for at least two homes', () => {
    expect(compareHomes('which listing is the cheapest?', [homes[0]!])).toBeUndefined();
    expect(answerTo('which home is the newest?')).toBeUndefined();
  });

  it('is how the engine answers such a question, naming the home', () => {
    expect(answerOffline('cheapest place you have listed right now?', homes).reply).toBe('17 Harbor View Court, Westport: Price: $389,000.');
  });

  it('answers each part of a message that compares twice, or asks more of the home compared', () => {
    expect(answerOffline('which listing is cheapest and which has the most land?', homes).reply).toBe(
      '17 Harbor View Court, Westport: Price: $389,000. 9 Orchard Lane, Cedar Hills: Lot: 1.1 acres.',
    );
    const more = answerOffline('Which of your listings has the most bedrooms, and what is it going for?', homes).reply;
    expect(more).toContain('Bedrooms: 5');
    expect(more).toContain('$725,000');
  });
});

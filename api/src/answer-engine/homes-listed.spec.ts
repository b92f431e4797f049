import { answerOffline } from './compose';
import { asksWhichHomes } from './homes-listed';
import { buildSearchQuery } from './search-query';
import type { KnowledgeCandidate } from './types';

function passage(id: string, title: string, content: string): KnowledgeCandidate {
  return { id, kind: 'passage', title, question: null, content };
}

const candidates = [
  passage('about', 'About Harbor Realty', 'Harbor Realty serves Westport and Brookfield. We can also help you sell: we offer a free market valuation of your home.'),
  passage('linden', '42 Linden Avenue, Brookfield', '42 Linden Avenue, Brookfield - Offered at $549,000\n\nA bright colonial with 4 bedrooms near Brookfield Park.'),
  passage('condo', '17 Harbor View Court, Westport \u2014 Details', '- Price: $389,000\n- Bedrooms: 2\n- HOA fee: $425 per month'),
];

describe('asksWhichHomes', () => {
  it('reads a question asking which homes there are', () => {
    for (const question of ['What homes do you have for sale right now?', "what's on the market?", 'Do you have any houses for sale?', 'which listings do you have']) {
      expect(asksWhichHomes(question)).toBe(true);
    }
  });

  it('leaves a question about some of the homes, or about one thing they have', () => {
    for (const question of ['which homes have a garage?', 'what homes do you have in Brookfield?', 'what is the cheapest home for sale?']) {
      expect(asksWhichHomes(question)).toBe(false);
    }
  });
});

describe('the homes listed', () => {
  it('names each listing with its price, not the line about selling a home', () => {
    const { reply, found } = answerOffline('What homes do you have for sale right now?', candidates);
    expect(found).toBe(true);
    expect(reply).toBe('42 Linden Avenue, Brookfield - Offered at $549,000. 17 Harbor View Court, Westport: Price: $389,000.');
  });

  it('searches for what every listing says, so each is among the candidates', () => {
    expect(buildSearchQuery("what's on the market?")).toContain('bedroom');
    expect(buildSearchQuery('what is the market valuation?')).not.toContain('bedroom');
  });
});

import { answerOffline } from './compose';
import { asksWhichHomes } from './homes-listed';
import { comparesNamedHomes, readHomes } from './named-homes';
import { buildSearchQuery } from './search-query';
import { extractTerms } from './terms';
import type { KnowledgeCandidate } from './types';

function passage(id: string, title: string, content: string): KnowledgeCandidate {
  return { id, kind: 'passage', title, question: null, content };
}

const listings = [
  passage('linden', '42 Linden Avenue, Brookfield \u2014 Details', 'A bright colonial near Brookfield Park.\n- Bedrooms: 4\n- Annual property taxes: $7,800\n- Garage: attached 2-car garage'),
  passage('condo', '17 Harbor View Court, Westport \u2014 Details', 'A corner condo with water views.\n- Bedrooms: 2\n- Annual property taxes: $4,900\n- HOA fee: $425 per month, which covers water, trash and the pool'),
  passage('orchard', '9 Orchard Lane, Cedar Hills \u2014 Details', 'A farmhouse-style home with 3,100 square feet of living space.\n- Bedrooms: 5\n- Annual property taxes: $9,650\n- HOA fee: $60 per month for private road maintenance'),
  passage('about', 'About Harbor Realty', 'Harbor Realty serves Westport, Brookfield and Cedar Hills.'),
];

const named = (question: string) => readHomes(extractTerms(question), listings).named.map((home) => home.candidates[0]!.id);
const compares = (question: string) => comparesNamedHomes(extractTerms(question), readHomes(extractTerms(question), listings));

describe('readHomes', () => {
  it('finds the listings a question names by street, town or kind of home', () => {
    expect(named('property taxes linden vs orchard lane')).toEqual(['linden', 'orchard']);
    expect(named('how do the HOA fees compare between the condo and the farmhouse?')).toEqual(['condo', 'orchard']);
    expect(named('what are the taxes at linden?')).toEqual(['linden']);
  });

  it('takes a passage titled by a street address for a listing, bedrooms or not', () => {
    const showings = passage('condo-showings', '17 Harbor View Court, Westport \u2014 Showings', 'Showings on Tuesdays from 4:00 pm.');
    const homes = readHomes(extractTerms('when are showings at the farmhouse?'), [showings, ...listings.filter((c) => c.id === 'orchard')]);
    expect(homes.listings).toHaveLength(2);
    expect(homes.named.map((home) => home.candidates[0]!.id)).toEqual(['orchard']);
  });

  it('does not take what one home has ("living space") for its name', () => {
    expect(named('which home has the most living space?')).toEqual([]);
  });
});

describe('comparesNamedHomes', () => {
  it('compares two named homes on something both have', () => {
    expect(compares('property taxes linden vs orchard lane')).toBe(true);
    expect(compares('what are the taxes at linden?')).toBe(false);
  });
});

describe('answerOffline comparing named homes', () => {
  it('answers for each home the question names, saying which home each answer is', () => {
    const reply = answerOffline('How do the monthly HOA fees compare between the condo by the water and the farmhouse?', listings).reply;
    expect(reply).toMatch(/^17 Harbor View Court, Westport: .*\$425 per month/);
    expect(reply).toMatch(/9 Orchard Lane, Cedar Hills: .*\$60 per month/);
    expect(reply).not.toContain('$7,800');
  });

  it('says which home an answer is about when the question names none', () => {
    expect(answerOffline('which place has water views?', listings).reply).toBe('17 Harbor View Court, Westport: A corner condo with water views.');
    expect(answerOffline('does the condo have water views?', listings).reply).toBe('A corner condo with water views.');
    expect(answerOffline('where are you based?', listings).reply).not.toContain(':');
    const partly = answerOffline('which place has water views? and is there a sauna?', listings).reply;
    expect(partly).toMatch(/^17 Harbor View Court, Westport: A corner condo with water views\. As for "is there a sauna\?"/);
  });

  it('answers a question naming one home only from that home', () => {
    const homes = [
      passage('linden-about', '42 Linden Avenue, Brookfield', 'Built in 1998, this colonial offers 4 bedrooms.'),
      passage('orchard-about', '9 Orchard Lane, Cedar Hills', 'This 5 bedroom farmhouse-style home sits on 1.1 acres.'),
      passage('orchard-details', '9 Orchard Lane, Cedar Hills \u2014 Details', '- Bedrooms: 5\n- Year built: 1987'),
      ...listings.filter((candidate) => candidate.id === 'about'),
    ];
    // Not confident (the details never say "farmhouse"), but about the farmhouse, never the colonial's 1998.
    const answer = answerOffline('When was the farmhouse built?', homes);
    expect(answer.reply).not.toContain('1998');
    expect(answer.nearMiss?.reply).toContain('1987');
  });

  it('does not take a passage that is no listing as about the home for saying its town', () => {
    const office = passage('office', 'About Harbor Realty', 'Harbor Realty is an independent brokerage serving Westport, Brookfield and Cedar Hills since 2009. ' +
      'To book a private viewing, call or email Dana with the property address and two or three times that suit you.');
    const homes = [
      passage('orchard-viewings', '9 Orchard Lane, Cedar Hills \u2014 Viewings', 'Showings on Sundays from 11:00 am to 4:00 pm, or on weekdays by appointment.'),
      office,
      ...listings.filter((candidate) => candidate.id !== 'about'),
    ];
    expect(answerOffline('when can i see the cedar hills house', homes).reply).toBe('Showings on Sundays from 11:00 am to 4:00 pm, or on weekdays by appointment.');
    // "Harbor" names the office's own passage as well as the condo.
    expect(answerOffline('Which towns does Harbor Realty serve?', homes).reply).toContain('serving Westport, Brookfield and Cedar Hills');
  });

  it('answers a follow-up pointing back ("that one") about the one home the last reply named', () => {
    const history = [
      { role: 'user' as const, content: 'whats the cheapest listing you have' },
      { role: 'assistant' as const, content: 'The lowest-priced listing is 17 Harbor View Court, Westport, offered at $389,000.' },
    ];
    const reply = answerOffline('property taxes on that one?', listings, history).reply;
    expect(reply).toContain('$4,900');
    expect(reply).not.toContain('$7,800');
  });

  it('keeps a short follow-up naming no home on the home the visitor asked about before', () => {
    const homes = [
      ...listings,
      passage('condo-rooms', '17 Harbor View Court, Westport', 'The unit has 2 bedrooms and 2 bathrooms, with a private balcony facing the harbor.'),
      passage('linden-rooms', '42 Linden Avenue, Brookfield', 'This colonial offers 4 bedrooms and 2.5 bathrooms across 2,350 square feet.'),
    ];
    const history = [
      { role: 'user' as const, content: 'Does 42 Linden Avenue have a garage?' },
      { role: 'assistant' as const, content: 'Yes, it has an attached 2-car garage.' },
    ];
    expect(answerOffline('how many bathrooms?', homes, history).reply).toContain('2.5 bathrooms');
  });
});

const forSale = [
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
    const { reply, found } = answerOffline('What homes do you have for sale right now?', forSale);
    expect(found).toBe(true);
    expect(reply).toBe('42 Linden Avenue, Brookfield - Offered at $549,000. 17 Harbor View Court, Westport: Price: $389,000.');
  });

  it('searches for what every listing says, so each is among the candidates', () => {
    expect(buildSearchQuery("what's on the market?")).toContain('bedroom');
    expect(buildSearchQuery('what is the market valuation?')).not.toContain('bedroom');
  });
});

import { buildSearchQuery, retrievalSql } from './search-query';

/** The only shapes the query text may take: quoted lexemes, <->, |, parentheses. */
const SAFE_QUERY = /^(\(?'[a-z0-9/]+'( <-> '[a-z0-9/]+')*\)?)( \| \(?'[a-z0-9/]+'( <-> '[a-z0-9/]+')*\)?)*$/;

describe('buildSearchQuery', () => {
  it('ORs the content words and their synonyms', () => {
    const query = buildSearchQuery('is there a crib for the baby?');
    expect(query).toContain("'crib'");
    expect(query).toContain("'cot'");
    expect(query).toContain("('travel' <-> 'cot')");
    expect(query).toContain("'baby'");
    expect(query).not.toContain("'there'");
    expect(query).toMatch(SAFE_QUERY);
  });

  it('fixes a typo against the vocabulary', () => {
    expect(buildSearchQuery('wifi pasword')).toContain("'password'");
  });

  it('keeps a/c as one lexeme', () => {
    expect(buildSearchQuery('is the a/c working')).toContain("'a/c'");
  });

  it.each([
    "'; DROP TABLE knowledge_passages; --",
    'wifi & password | !pool (hot) :* <-> tub',
    "what's the \"door\" code\\? \u{1F600} \u{1F3E0}",
    "'' ''' ' \\' &&& ||| !!! ((( ))) ::: <2> <->",
    'SELECT * FROM users WHERE 1=1 OR \'a\'=\'a\'',
    'caf\u00e9 na\u00efve \u00fcber \u0434\u043e\u043c \u5bb6',
  ])('produces only safe query text for %j', (input) => {
    const query = buildSearchQuery(input);
    if (query) expect(query).toMatch(SAFE_QUERY);
  });

  it('returns an empty text when nothing is searchable', () => {
    expect(buildSearchQuery('?? !! :)')).toBe('');
    expect(buildSearchQuery('is it the')).toBe('');
  });

  it('adds the previous question to a follow-up', () => {
    const history = [{ role: 'user', content: 'how much is the late fee?' }];
    expect(buildSearchQuery('and the max?', history)).toContain("'late'");
    expect(buildSearchQuery('is there a gym?', history)).not.toContain("'late'");
  });
});

describe('retrievalSql', () => {
  it('filters by agent, matches the tsquery and ranks with a limit', () => {
    expect(retrievalSql).toMatch(/agent_id = \$1/);
    expect(retrievalSql).toMatch(/to_tsquery\('english', \$2\)/);
    expect(retrievalSql).toMatch(/ts_rank_cd/);
    expect(retrievalSql).toMatch(/LIMIT \$3/);
  });
});

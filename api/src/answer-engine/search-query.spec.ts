import { buildSearchQueries, buildSearchQuery, correctQuestion, retrievalParams, retrievalSql } from './search-query';

const LEXEME = "'[a-z0-9/]+'";
const PHRASE = `(${LEXEME}|\\(${LEXEME}( <-> ${LEXEME})+\\))`;
const OR_LIST = `${PHRASE}( \\| ${PHRASE})*`;
/** The only shapes a query text may take: quoted lexemes, <-> phrases, | lists, & of (| lists). */
const SAFE_QUERY = new RegExp(`^${OR_LIST}$`);
const SAFE_STRICT = new RegExp(`^(${PHRASE}|\\(${OR_LIST}\\))( & (${PHRASE}|\\(${OR_LIST}\\)))*$`);

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

  it('searches for "since" when a visitor asks how long a business has been around: only stop words say it', () => {
    expect(buildSearchQueries('how long u been around').loose).toContain("'since'");
  });

  it('fixes a typo against the vocabulary', () => {
    expect(buildSearchQuery('wifi pasword')).toContain("'password'");
  });

  it('leaves everyday words alone that are a typo away from the vocabulary ("blood" is not "flood", "vegan" not "Megan")', () => {
    expect(correctQuestion('blood pressure tablets')).toBe('blood pressure tablets');
    expect(correctQuestion('my shift schedule')).toBe('my shift schedule');
    expect(correctQuestion('any vegan places')).toBe('any vegan places');
    expect(correctQuestion('kid cut his finger', new Set(['linger']))).toBe('kid cut his finger');
    expect(correctQuestion('our oldest starts school')).toBe('our oldest starts school');
    expect(correctQuestion('a leak in the hallway')).toBe('a leak in the hallway');
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
    const { strict, loose, rank } = buildSearchQueries(input);
    if (loose) expect(loose).toMatch(SAFE_QUERY);
    if (rank) expect(rank).toMatch(SAFE_QUERY);
    if (strict) expect(strict).toMatch(SAFE_STRICT);
  });

  it('asks for every topic in the strict query and leaves weak words out of it', () => {
    const { strict, loose } = buildSearchQueries('can we bring the dog to the pool');
    expect(strict).toMatch(/^\(.*'dog'.*\) & \(.*'pool'.*\)$/);
    expect(strict).not.toContain("'bring'");
    expect(loose).toContain("'bring'");
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
  it('filters by agent, matches the tsqueries and ranks with a limit', () => {
    expect(retrievalSql.match(/agent_id = \$1/g)).toHaveLength(2);
    expect(retrievalSql).toContain("to_tsquery('english', $2)");
    expect(retrievalSql).toContain("to_tsquery('english', $3)");
    expect(retrievalSql).toContain("to_tsquery('english', $4)");
    expect(retrievalSql).toMatch(/ts_rank_cd/);
    expect(retrievalSql).toMatch(/LIMIT \$5\s*$/);
  });

  it('gets its parameters in order, or none for an empty question', () => {
    const params = retrievalParams('agent-1', 'wifi password?');
    expect(params).toEqual(['agent-1', expect.stringContaining(' & '), expect.stringContaining("'wifi'"), expect.any(String), 20]);
    expect(retrievalParams('agent-1', '?!')).toBeNull();
  });
});

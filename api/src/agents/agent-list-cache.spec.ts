import { AgentListCache } from './agent-list-cache';

describe('AgentListCache', () => {
  it('returns what was stored for an account and nothing for others', () => {
    const cache = new AgentListCache(8);
    cache.set('a', { version: 'v1', json: '[1]' });

    expect(cache.get('a')).toEqual({ version: 'v1', json: '[1]' });
    expect(cache.get('b')).toBeUndefined();
  });

  it('replaces an account entry and forgets the least recently stored accounts past the size limit', () => {
    const cache = new AgentListCache(8);
    cache.set('a', { version: 'v1', json: '[1]' });
    cache.set('b', { version: 'v1', json: '[2]' });
    cache.set('a', { version: 'v2', json: '[3]' });
    cache.set('c', { version: 'v1', json: '[4]' });

    expect(cache.get('a')).toEqual({ version: 'v2', json: '[3]' });
    expect(cache.get('b')).toBeUndefined();
    expect(cache.get('c')).toEqual({ version: 'v1', json: '[4]' });
  });

  it('keeps nothing for a list larger than the whole limit', () => {
    const cache = new AgentListCache(8);
    cache.set('a', { version: 'v1', json: '[1]' });
    cache.set('b', { version: 'v1', json: '[1,2,3,4,5]' });

    expect(cache.get('b')).toBeUndefined();
    expect(cache.get('a')).toEqual({ version: 'v1', json: '[1]' });
  });
});

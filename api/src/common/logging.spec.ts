import { QueryFailedError } from 'typeorm';
import { serializeError } from './logging';

describe('serializeError', () => {
  it('keeps a failed query’s statement and code but not the parameters, which hold what users wrote', () => {
    const driverError = Object.assign(new Error('string is too long for tsvector'), { code: '54000' });
    const error = new QueryFailedError('INSERT INTO knowledge_passages VALUES ($1)', ['a megabyte of text'], driverError);

    const logged = serializeError(error) as Record<string, unknown>;

    expect(logged).toMatchObject({ type: 'QueryFailedError', message: 'string is too long for tsvector', query: 'INSERT INTO knowledge_passages VALUES ($1)' });
    expect(JSON.stringify(logged)).not.toContain('a megabyte of text');
  });

  it('logs other errors whole', () => {
    expect(serializeError(Object.assign(new Error('boom'), { itemId: 7 }))).toMatchObject({ message: 'boom', itemId: 7, stack: expect.any(String) });
  });
});

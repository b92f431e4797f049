import { buildConversation } from '../../test/factories';
import { contactOf, newestFirst, relativeTime, shortId } from './conversation-display';

describe('conversation display', () => {
  const now = Date.UTC(2025, 5, 1, 12, 0, 0);
  const ago = (seconds: number) => new Date(now - seconds * 1000).toISOString();

  it.each([
    [0, 'Just now'],
    [59, 'Just now'],
    [60, '1m ago'],
    [59 * 60 + 59, '59m ago'],
    [3600, '1h ago'],
    [23 * 3600, '23h ago'],
    [24 * 3600, '1d ago'],
    [9 * 86_400, '9d ago'],
  ])('shows %i seconds ago as %s', (seconds, text) => {
    expect(relativeTime(ago(seconds), now)).toBe(text);
  });

  it('says Just now for a time slightly in the future (clock skew)', () => {
    expect(relativeTime(new Date(now + 5000).toISOString(), now)).toBe('Just now');
  });

  it('names a conversation without contact info as an unknown contact', () => {
    expect(contactOf(buildConversation({ contactInfo: null }))).toBe('Unknown Contact');
    expect(contactOf(buildConversation({ contactInfo: '  ' }))).toBe('Unknown Contact');
    expect(contactOf(buildConversation({ contactInfo: 'ana@example.com' }))).toBe('ana@example.com');
  });

  it('shortens ids to eight characters', () => {
    expect(shortId('3f2a9c41-0000-4000-8000-000000000001')).toBe('3f2a9c41');
  });

  it('puts the most recently active first', () => {
    const older = buildConversation({ updatedAt: '2025-01-01T10:00:00.000Z' });
    const newer = buildConversation({ updatedAt: '2025-01-02T10:00:00.000Z' });
    const newest = buildConversation({ updatedAt: '2025-01-03T10:00:00.000Z' });
    expect(newestFirst([older, newest, newer])).toEqual([newest, newer, older]);
  });
});

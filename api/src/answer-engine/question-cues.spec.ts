import { detectCues, detectPreferences } from './question-cues';

describe('detectCues and detectPreferences', () => {
  it('read "at what hour" and "what is the hour" as asking a clock time', () => {
    for (const question of ['at what hour may we arrive?', 'what is the hour for leave the house']) {
      expect(detectCues(question)).toContain('time');
      expect(detectPreferences(question)).toContain('clock');
    }
  });

  it('read question words typed in a hurry as meant', () => {
    expect(detectCues('wat time is checkout')).toContain('time');
    expect(detectPreferences('wut time is checkout')).toContain('clock');
  });
});

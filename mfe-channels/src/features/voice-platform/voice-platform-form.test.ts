import { parseEndCallPhrases, VOICE_PLATFORM_FORM_DEFAULTS } from './voice-platform-form';

describe('end-call phrases', () => {
  it('are split on commas, trimmed and emptied of blanks', () => {
    expect(parseEndCallPhrases(' goodbye,, bye ,  ,see you ')).toEqual(['goodbye', 'bye', 'see you']);
  });

  it('default to the four phrases of the specification', () => {
    expect(parseEndCallPhrases(VOICE_PLATFORM_FORM_DEFAULTS.endCallPhrases)).toEqual(['goodbye', 'bye', 'talk to you later', 'see you']);
  });
});

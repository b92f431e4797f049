import { DEFAULT_END_CALL_PHRASES } from '../voice/voice-options';

export interface VoicePlatformForm {
  style: string;
  enabled: boolean;
  apiKey: string;
  publicKey: string;
  assistantId: string;
  model: string;
  voice: string;
  greeting: string;
  firstMessage: string;
  systemPrompt: string;
  /** Comma-separated as typed; split, trimmed and emptied of blanks when saved. */
  endCallPhrases: string;
}

export const VOICE_PLATFORM_FORM_DEFAULTS: VoicePlatformForm = {
  style: 'friendly',
  enabled: false,
  apiKey: '',
  publicKey: '',
  assistantId: '',
  model: 'gpt-4o',
  voice: 'sarah',
  greeting: '',
  firstMessage: '',
  systemPrompt: '',
  endCallPhrases: DEFAULT_END_CALL_PHRASES.join(', '),
};

export function parseEndCallPhrases(text: string): string[] {
  return text
    .split(',')
    .map((phrase) => phrase.trim())
    .filter((phrase) => phrase !== '');
}

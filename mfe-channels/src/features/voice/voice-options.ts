import type { SelectOption } from '@app/ui';

function named(values: readonly string[]): SelectOption[] {
  return values.map((value) => ({ value, label: value.charAt(0).toUpperCase() + value.slice(1) }));
}

const MODEL_LABELS: Record<string, string> = {
  'gpt-4o': 'GPT-4o',
  'gpt-4-turbo': 'GPT-4 Turbo',
  'gpt-3.5-turbo': 'GPT-3.5 Turbo',
  'claude-3-opus': 'Claude 3 Opus',
  'claude-3-sonnet': 'Claude 3 Sonnet',
};

function models(values: readonly string[]): SelectOption[] {
  return values.map((value) => ({ value, label: MODEL_LABELS[value] ?? value }));
}

/** Basic voice provider: where the voice comes from, and its voices. */
export const VOICE_PROVIDER_OPTIONS: SelectOption[] = [
  { value: 'elevenlabs', label: 'Premium speech synthesis' },
  { value: 'twilio', label: 'Basic telephony voice' },
];
export const DEFAULT_VOICE_PROVIDER = 'elevenlabs';
export const BASIC_VOICE_OPTIONS = named(['rachel', 'domi', 'bella', 'antoni', 'josh', 'arnold', 'adam', 'sam']);
export const DEFAULT_BASIC_VOICE = 'rachel';
export const DEFAULT_TRANSFER_KEYWORD = 'speak to human';

/** Voice-AI platform. */
export const PLATFORM_MODEL_OPTIONS = models(['gpt-4o', 'gpt-4-turbo', 'gpt-3.5-turbo', 'claude-3-opus', 'claude-3-sonnet']);
export const PLATFORM_VOICE_OPTIONS = named(['sarah', 'jennifer', 'maya', 'john', 'rick', 'pete']);
export const DEFAULT_END_CALL_PHRASES = ['goodbye', 'bye', 'talk to you later', 'see you'];

/** Speech-synthesis provider. */
export const SPEECH_VOICE_OPTIONS = named(['sarah', 'rachel', 'adam', 'antoni']);
export const SPEECH_MODEL_OPTIONS = models(['gpt-4o', 'gpt-3.5-turbo']);

export const VOICE_STYLE_OPTIONS = named(['friendly', 'professional', 'conversational', 'energetic', 'calm']);

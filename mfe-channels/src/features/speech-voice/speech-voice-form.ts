export interface SpeechVoiceForm {
  apiKey: string;
  voiceId: string;
  model: string;
  firstMessage: string;
}

export const SPEECH_VOICE_FORM_DEFAULTS: SpeechVoiceForm = {
  apiKey: '',
  voiceId: 'sarah',
  model: 'gpt-4o',
  firstMessage: '',
};

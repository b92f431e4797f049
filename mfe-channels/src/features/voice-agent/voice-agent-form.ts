import { DEFAULT_BASIC_VOICE, DEFAULT_TRANSFER_KEYWORD, DEFAULT_VOICE_PROVIDER } from '../voice/voice-options';

export interface VoiceAgentForm {
  greetingMessage: string;
  transferNumber: string;
  enableTransfer: boolean;
  transferKeyword: string;
  voiceProvider: string;
  voiceId: string;
  flowName: string;
  flowTrigger: string;
}

export const VOICE_AGENT_FORM_DEFAULTS: VoiceAgentForm = {
  greetingMessage: '',
  transferNumber: '',
  enableTransfer: false,
  transferKeyword: DEFAULT_TRANSFER_KEYWORD,
  voiceProvider: DEFAULT_VOICE_PROVIDER,
  voiceId: DEFAULT_BASIC_VOICE,
  flowName: '',
  flowTrigger: '',
};

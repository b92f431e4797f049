const { createFederatedConfig } = require('@app/webpack-config');

module.exports = createFederatedConfig({
  name: 'mfe_channels',
  dirname: __dirname,
  title: 'Channels',
  exposes: {
    './WebWidget': './src/screens/web-widget-screen.tsx',
    './Sms': './src/screens/sms-screen.tsx',
    './SmsSimple': './src/screens/sms-simple-screen.tsx',
    './VoiceAgent': './src/screens/voice-agent-screen.tsx',
    './VapiVoice': './src/screens/vapi-voice-screen.tsx',
    './ElevenLabsVoice': './src/screens/elevenlabs-voice-screen.tsx',
    './VoiceSimple': './src/screens/voice-simple-screen.tsx',
  },
});

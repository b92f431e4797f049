const { createFederatedConfig } = require('@app/webpack-config');

module.exports = createFederatedConfig({
  name: 'mfe_agents',
  dirname: __dirname,
  title: 'Agents',
  exposes: {
    './Dashboard': './src/screens/dashboard-screen.tsx',
    './Agents': './src/screens/agents-screen.tsx',
    './AgentDetail': './src/screens/agent-detail-screen.tsx',
    './Conversations': './src/screens/conversations-screen.tsx',
  },
});

import type { ReactNode } from 'react';
import styled from 'styled-components';
import { Badge, Card, IconGlobe, IconMessage, IconPhone, IconSms } from '@app/ui';
import { Section } from './section';

// Fixed tiles, not read from any account state. Only web chat works today: voice, WhatsApp and SMS
// say they are not connected, as their own screens do, rather than offering what cannot be set up.
const CHANNELS: { name: string; icon: ReactNode; connected: boolean }[] = [
  { name: 'Voice Calls', icon: <IconPhone size={20} />, connected: false },
  { name: 'Web Chat', icon: <IconGlobe size={20} />, connected: true },
  { name: 'WhatsApp', icon: <IconMessage size={20} />, connected: false },
  { name: 'SMS', icon: <IconSms size={20} />, connected: false },
];

const StyledGrid = styled.div`
  display: grid;
  grid-template-columns: repeat(auto-fill, minmax(200px, 1fr));
  gap: ${({ theme }) => theme.space[4]};
`;

const StyledTile = styled(Card)`
  display: flex;
  flex-direction: column;
  align-items: center;
  gap: ${({ theme }) => theme.space[2]};
  padding: ${({ theme }) => theme.space[6]};
  text-align: center;
  h3 { font-size: ${({ theme }) => theme.fontSizes.md}; font-weight: ${({ theme }) => theme.fontWeights.semibold}; }
  svg { color: ${({ theme }) => theme.colors.mutedForeground}; }
`;

export function ChannelsSection() {
  return (
    <Section title="Communication Channels" description="Where your agents talk to customers.">
      <StyledGrid>
        {CHANNELS.map(({ name, icon, connected }) => (
          <StyledTile key={name} role="group" aria-label={name}>
            {icon}
            <h3>{name}</h3>
            <Badge variant={connected ? 'success' : 'outline'}>{connected ? 'Connected' : 'Not connected'}</Badge>
          </StyledTile>
        ))}
      </StyledGrid>
    </Section>
  );
}

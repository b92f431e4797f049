import { PageHeader } from '@app/ui';
import styled from 'styled-components';
import { ChannelsSection } from '../features/integrations/components/channels-section';
import { PmsSection } from '../features/integrations/components/pms-section';
import { ScraperSection } from '../features/integrations/components/scraper-section';

const StyledSections = styled.div`
  display: flex;
  flex-direction: column;
  gap: ${({ theme }) => theme.space[10]};
`;

export default function IntegrationsScreen() {
  return (
    <>
      <PageHeader title="Integrations" subtitle="Connect your property management systems and automate data import." />
      <StyledSections>
        <PmsSection />
        <ScraperSection />
        <ChannelsSection />
      </StyledSections>
    </>
  );
}

import { EmptyState, IconPhone, TabCard } from '@app/ui';

export function SpeechTestCallTab() {
  return (
    <TabCard title="Test Call" description="Call the test number from your phone to talk to the voice agent.">
      <EmptyState icon={<IconPhone size={20} />} title="No test number yet" description="The test number appears here once a voice agent has been created." />
    </TabCard>
  );
}

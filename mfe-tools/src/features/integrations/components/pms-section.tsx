import { EmptyState, IconPlug } from '@app/ui';
import { Section } from './section';

export function PmsSection() {
  return (
    <Section title="Property Management Systems" description="One-click sync of your properties from the system you already use.">
      <EmptyState
        icon={<IconPlug size={20} />}
        title="No platforms available yet"
        description="Supported property management systems are listed here, each with the credentials it needs to sync."
      />
    </Section>
  );
}

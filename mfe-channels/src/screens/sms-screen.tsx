import { Button, IconPlus, PageHeader } from '@app/ui';
import { StyledColumns, StyledStack } from '../components/layout';
import { PhoneNumbersCard } from '../features/sms/components/phone-numbers-card';
import { SmsConversationsCard } from '../features/sms/components/sms-conversations-card';
import { SmsProviderCard } from '../features/sms/components/sms-provider-card';

export default function SmsScreen() {
  return (
    <>
      <PageHeader
        title="SMS Texting"
        subtitle="Buy phone numbers and let customers text your agents."
        actions={
          <Button disabled>
            <IconPlus /> Buy Phone Number
          </Button>
        }
      />
      <StyledStack>
        <SmsProviderCard />
        <StyledColumns>
          <PhoneNumbersCard />
          <SmsConversationsCard />
        </StyledColumns>
      </StyledStack>
    </>
  );
}

import { Button, Columns, IconPlus, PageHeader, Stack, PendingFeatureNotice } from '@app/ui';
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
      <Stack>
        <PendingFeatureNotice />
        <SmsProviderCard />
        <Columns>
          <PhoneNumbersCard />
          <SmsConversationsCard />
        </Columns>
      </Stack>
    </>
  );
}

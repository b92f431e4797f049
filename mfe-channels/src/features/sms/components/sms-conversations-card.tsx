import { Card, CardContent, CardDescription, CardHeader, CardTitle, EmptyState, IconSms } from '@app/ui';

export function SmsConversationsCard() {
  return (
    <Card>
      <CardHeader>
        <CardTitle>Recent Conversations</CardTitle>
        <CardDescription>The five most recent text conversations with your agents.</CardDescription>
      </CardHeader>
      <CardContent>
        <EmptyState icon={<IconSms size={20} />} title="No SMS conversations yet" description="Texts sent to your agents' numbers show up here." />
      </CardContent>
    </Card>
  );
}

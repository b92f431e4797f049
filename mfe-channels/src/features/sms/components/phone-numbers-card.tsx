import { Card, CardContent, CardDescription, CardHeader, CardTitle, EmptyState, IconPhone } from '@app/ui';

export function PhoneNumbersCard() {
  return (
    <Card>
      <CardHeader>
        <CardTitle>Your Phone Numbers</CardTitle>
        <CardDescription>Numbers owned by your account, each linked to an agent.</CardDescription>
      </CardHeader>
      <CardContent>
        <EmptyState icon={<IconPhone size={20} />} title="No phone numbers yet" description="A bought number appears here, ready to link to an agent." />
      </CardContent>
    </Card>
  );
}

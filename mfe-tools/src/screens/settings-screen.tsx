import styled from 'styled-components';
import { PageHeader, Tabs, TabsContent, TabsList, TabsTrigger, useFormState, PendingFeatureNotice } from '@app/ui';
import { ApiTab } from '../features/settings/components/api-tab';
import { BillingTab } from '../features/settings/components/billing-tab';
import { DataTab } from '../features/settings/components/data-tab';
import { NotificationsTab } from '../features/settings/components/notifications-tab';
import { ProfileTab } from '../features/settings/components/profile-tab';
import { SecurityTab } from '../features/settings/components/security-tab';
import { useProfileForm } from '../features/settings/hooks/use-profile-form';
import { useRegenerateApiKey } from '../features/settings/hooks/use-regenerate-api-key';
import { NOTIFICATION_DEFAULTS, SECURITY_DEFAULTS } from '../features/settings/settings-options';

const StyledNotice = styled.div`
  margin-bottom: ${({ theme }) => theme.space[4]};
`;

export default function SettingsScreen() {
  // Held here rather than in each tab so switching tabs keeps what was typed.
  const [profile, setProfileField] = useProfileForm();
  const [notifications, setNotificationField] = useFormState(NOTIFICATION_DEFAULTS);
  const [security, setSecurityField] = useFormState(SECURITY_DEFAULTS);
  const apiKey = useRegenerateApiKey();
  return (
    <>
      <PageHeader title="Settings" subtitle="Manage your account settings, notifications and security preferences." />
      <StyledNotice>
        <PendingFeatureNotice />
      </StyledNotice>
      <Tabs defaultValue="profile">
        <TabsList aria-label="Settings">
          <TabsTrigger value="profile">Profile</TabsTrigger>
          <TabsTrigger value="notifications">Notifications</TabsTrigger>
          <TabsTrigger value="security">Security & Privacy</TabsTrigger>
          <TabsTrigger value="billing">Billing & Subscription</TabsTrigger>
          <TabsTrigger value="api">API</TabsTrigger>
          <TabsTrigger value="data">Data</TabsTrigger>
        </TabsList>
        <TabsContent value="profile">
          <ProfileTab profile={profile} setField={setProfileField} />
        </TabsContent>
        <TabsContent value="notifications">
          <NotificationsTab settings={notifications} setField={setNotificationField} />
        </TabsContent>
        <TabsContent value="security">
          <SecurityTab security={security} setField={setSecurityField} />
        </TabsContent>
        <TabsContent value="billing">
          <BillingTab />
        </TabsContent>
        <TabsContent value="api">
          <ApiTab apiKey={apiKey} />
        </TabsContent>
        <TabsContent value="data">
          <DataTab />
        </TabsContent>
      </Tabs>
    </>
  );
}

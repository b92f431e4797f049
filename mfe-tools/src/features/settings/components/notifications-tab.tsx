import styled from 'styled-components';
import { Button, SwitchRow, TabCard, type SetFormField } from '@app/ui';
import type { NotificationSettings } from '../settings-options';

const CHANNELS: { key: keyof NotificationSettings; label: string; description: string }[] = [
  { key: 'emailNotifications', label: 'Email Notifications', description: 'Receive notifications by email.' },
  { key: 'smsNotifications', label: 'SMS Notifications', description: 'Receive notifications by text message.' },
];

const EVENTS: { key: keyof NotificationSettings; label: string; description: string }[] = [
  { key: 'newConversations', label: 'New Conversations', description: 'When someone starts a new chat.' },
  { key: 'missedCalls', label: 'Missed Calls', description: 'When a call to one of your agents goes unanswered.' },
  { key: 'bookingReminders', label: 'Booking Reminders', description: 'Upcoming property tours.' },
  { key: 'weeklyReports', label: 'Weekly Reports', description: 'Summary of agent performance.' },
];

const StyledGroupTitle = styled.h4`
  margin-top: ${({ theme }) => theme.space[2]};
  font-size: ${({ theme }) => theme.fontSizes.sm};
  font-weight: ${({ theme }) => theme.fontWeights.semibold};
  color: ${({ theme }) => theme.colors.mutedForeground};
`;

export interface NotificationsTabProps {
  settings: NotificationSettings;
  setField: SetFormField<NotificationSettings>;
}

export function NotificationsTab({ settings, setField }: NotificationsTabProps) {
  const row = ({ key, label, description }: (typeof CHANNELS)[number]) => (
    <SwitchRow key={key} label={label} description={description} checked={settings[key]} onCheckedChange={(checked) => setField(key, checked)} />
  );
  return (
    <TabCard title="Notification Preferences" description="Choose how and when you hear about activity." footer={<Button disabled>Save Preferences</Button>}>
      <StyledGroupTitle>Channels</StyledGroupTitle>
      {CHANNELS.map(row)}
      <StyledGroupTitle>Events</StyledGroupTitle>
      {EVENTS.map(row)}
    </TabCard>
  );
}

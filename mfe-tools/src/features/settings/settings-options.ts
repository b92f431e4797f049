import type { SelectOption } from '@app/ui';

export const TIMEZONE_OPTIONS: SelectOption[] = [
  { value: 'America/New_York', label: 'Eastern Time (America/New_York)' },
  { value: 'America/Chicago', label: 'Central Time (America/Chicago)' },
  { value: 'America/Denver', label: 'Mountain Time (America/Denver)' },
  { value: 'America/Los_Angeles', label: 'Pacific Time (America/Los_Angeles)' },
  { value: 'Europe/London', label: 'London (Europe/London)' },
];

export const LANGUAGE_OPTIONS: SelectOption[] = [
  { value: 'en-US', label: 'English (US)' },
  { value: 'en-GB', label: 'English (UK)' },
  { value: 'es-ES', label: 'Spanish' },
  { value: 'fr-FR', label: 'French' },
  { value: 'de-DE', label: 'German' },
];

export const SESSION_TIMEOUT_OPTIONS: SelectOption[] = [
  { value: '15', label: '15 minutes' },
  { value: '30', label: '30 minutes' },
  { value: '60', label: '1 hour' },
  { value: '480', label: '8 hours' },
  { value: 'never', label: 'Never' },
];

export const API_KEY_ROTATION_OPTIONS: SelectOption[] = [
  { value: '30', label: 'Every 30 days' },
  { value: '60', label: 'Every 60 days' },
  { value: '90', label: 'Every 90 days' },
  { value: '180', label: 'Every 180 days' },
  { value: 'never', label: 'Never' },
];

export interface ProfileSettings {
  name: string;
  email: string;
  company: string;
  phone: string;
  timezone: string;
  language: string;
}

export const PROFILE_DEFAULTS: ProfileSettings = {
  name: '',
  email: '',
  company: '',
  phone: '',
  timezone: 'America/New_York',
  language: 'en-US',
};

export interface NotificationSettings {
  emailNotifications: boolean;
  smsNotifications: boolean;
  newConversations: boolean;
  missedCalls: boolean;
  bookingReminders: boolean;
  weeklyReports: boolean;
}

export const NOTIFICATION_DEFAULTS: NotificationSettings = {
  emailNotifications: true,
  smsNotifications: false,
  newConversations: true,
  missedCalls: true,
  bookingReminders: true,
  weeklyReports: true,
};

export interface SecuritySettings {
  twoFactorEnabled: boolean;
  sessionTimeout: string;
  ipWhitelist: string;
  apiKeyRotation: string;
}

export const SECURITY_DEFAULTS: SecuritySettings = {
  twoFactorEnabled: false,
  sessionTimeout: '30',
  ipWhitelist: '',
  apiKeyRotation: '90',
};

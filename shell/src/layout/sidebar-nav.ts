import {
  IconBot,
  IconGlobe,
  IconHome,
  IconMessage,
  IconPhone,
  IconPlay,
  IconPlug,
  IconSettings,
  IconSms,
  type IconProps,
} from '@app/ui';
import type { ComponentType } from 'react';

/** 'prefix': the entry stays highlighted on the screens below it; 'exact': only on its own path. */
export type NavMatch = 'prefix' | 'exact';

export interface NavItem {
  label: string;
  to: string;
  icon: ComponentType<IconProps>;
}

export interface NavGroup {
  label: string;
  match: NavMatch;
  items: NavItem[];
}

export const NAV_GROUPS: NavGroup[] = [
  {
    label: 'Main',
    match: 'prefix',
    items: [
      { label: 'Dashboard', to: '/', icon: IconHome },
      { label: 'Agents', to: '/agents', icon: IconBot },
      { label: 'Conversations', to: '/conversations', icon: IconMessage },
    ],
  },
  {
    label: 'Channels',
    match: 'exact',
    items: [
      { label: 'Web Widget', to: '/web-widget', icon: IconGlobe },
      { label: 'SMS Texting', to: '/sms-simple', icon: IconSms },
      { label: 'Voice Calls', to: '/voice-simple', icon: IconPhone },
    ],
  },
  {
    label: 'Tools',
    match: 'exact',
    items: [
      { label: 'Integrations', to: '/integrations', icon: IconPlug },
      { label: 'Playground', to: '/playground', icon: IconPlay },
      { label: 'Settings', to: '/settings', icon: IconSettings },
    ],
  },
];

/**
 * The specification's highlight rule: root only on '/', otherwise by the group's match. A prefix
 * ends at a path segment: /agents/42 is under Agents, /agentsxyz (Page Not Found) is not.
 */
export function isNavItemActive(pathname: string, to: string, match: NavMatch): boolean {
  if (to === '/' || match === 'exact') {
    return pathname === to;
  }
  return pathname === to || pathname.startsWith(`${to}/`);
}

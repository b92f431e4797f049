import { isNavItemActive, NAV_GROUPS } from './sidebar-nav';

describe('isNavItemActive', () => {
  it('highlights the root entry only on exactly "/"', () => {
    expect(isNavItemActive('/', '/', 'prefix')).toBe(true);
    expect(isNavItemActive('/agents', '/', 'prefix')).toBe(false);
    expect(isNavItemActive('/settings', '/', 'prefix')).toBe(false);
  });

  it('highlights Main entries on their path and on paths that start with it', () => {
    expect(isNavItemActive('/agents', '/agents', 'prefix')).toBe(true);
    expect(isNavItemActive('/agents/42', '/agents', 'prefix')).toBe(true);
    expect(isNavItemActive('/conversations/7', '/conversations', 'prefix')).toBe(true);
    expect(isNavItemActive('/agentsxyz', '/agents', 'prefix')).toBe(false);
    expect(isNavItemActive('/playground', '/agents', 'prefix')).toBe(false);
  });

  it('highlights Channels and Tools entries on an exact match only', () => {
    expect(isNavItemActive('/web-widget', '/web-widget', 'exact')).toBe(true);
    expect(isNavItemActive('/web-widget/preview', '/web-widget', 'exact')).toBe(false);
    expect(isNavItemActive('/sms', '/sms-simple', 'exact')).toBe(false);
    expect(isNavItemActive('/sms-simple', '/sms-simple', 'exact')).toBe(true);
    expect(isNavItemActive('/settings/billing', '/settings', 'exact')).toBe(false);
  });
});

describe('NAV_GROUPS', () => {
  it('lists the specification sidebar: groups, entries and their paths in order', () => {
    const layout = NAV_GROUPS.map((group) => [group.label, group.match, group.items.map((item) => `${item.label} ${item.to}`)]);
    expect(layout).toEqual([
      ['Main', 'prefix', ['Dashboard /', 'Agents /agents', 'Conversations /conversations']],
      ['Channels', 'exact', ['Web Widget /web-widget', 'SMS Texting /sms-simple', 'Voice Calls /voice-simple']],
      ['Tools', 'exact', ['Integrations /integrations', 'Playground /playground', 'Settings /settings']],
    ]);
  });
});

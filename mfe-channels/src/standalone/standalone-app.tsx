import type { ComponentType } from 'react';
import { NavLink, Navigate, Outlet, Route, Routes } from 'react-router-dom';
import styled from 'styled-components';
import ElevenLabsVoiceScreen from '../screens/elevenlabs-voice-screen';
import SmsScreen from '../screens/sms-screen';
import SmsSimpleScreen from '../screens/sms-simple-screen';
import VapiVoiceScreen from '../screens/vapi-voice-screen';
import VoiceAgentScreen from '../screens/voice-agent-screen';
import VoiceSimpleScreen from '../screens/voice-simple-screen';
import WebWidgetScreen from '../screens/web-widget-screen';

const SCREENS: { path: string; label: string; Screen: ComponentType }[] = [
  { path: '/web-widget', label: 'Web Widget', Screen: WebWidgetScreen },
  { path: '/sms', label: 'SMS (numbers)', Screen: SmsScreen },
  { path: '/sms-simple', label: 'SMS (simple)', Screen: SmsSimpleScreen },
  { path: '/voice-agent', label: 'Voice (basic)', Screen: VoiceAgentScreen },
  { path: '/vapi-voice', label: 'Voice (platform)', Screen: VapiVoiceScreen },
  { path: '/elevenlabs-voice', label: 'Voice (speech)', Screen: ElevenLabsVoiceScreen },
  { path: '/voice-simple', label: 'Voice (simple)', Screen: VoiceSimpleScreen },
];

const StyledNav = styled.nav`
  display: flex;
  flex-wrap: wrap;
  gap: ${({ theme }) => theme.space[1]};
  padding: ${({ theme }) => theme.space[3]} ${({ theme }) => theme.space[6]};
  border-bottom: 1px solid ${({ theme }) => theme.colors.border};
  background: ${({ theme }) => theme.colors.sidebar};
  a {
    padding: ${({ theme }) => theme.space[1]} ${({ theme }) => theme.space[3]};
    border-radius: ${({ theme }) => theme.radii.md};
    color: ${({ theme }) => theme.colors.sidebarForeground};
    font-size: ${({ theme }) => theme.fontSizes.sm};
    text-decoration: none;
  }
  a.active { background: ${({ theme }) => theme.colors.sidebarActive}; color: ${({ theme }) => theme.colors.foreground}; }
`;

const StyledMain = styled.main`
  max-width: 1200px;
  margin: 0 auto;
  padding: ${({ theme }) => theme.space[8]} ${({ theme }) => theme.space[6]};
`;

function ChannelsLayout() {
  return (
    <>
      <StyledNav aria-label="Channel screens">
        {SCREENS.map(({ path, label }) => (
          <NavLink key={path} to={path}>
            {label}
          </NavLink>
        ))}
      </StyledNav>
      <StyledMain>
        <Outlet />
      </StyledMain>
    </>
  );
}

/** The channel screens on their own, for working on this remote without the shell. */
export function StandaloneApp() {
  return (
    <Routes>
      {/* The designer's preview frame asks for the widget page, which only the full dashboard serves. */}
      <Route path="/widget-client" element={<StyledMain>The widget page is served by the full dashboard.</StyledMain>} />
      <Route element={<ChannelsLayout />}>
        {SCREENS.map(({ path, Screen }) => (
          <Route key={path} path={path} element={<Screen />} />
        ))}
        <Route path="*" element={<Navigate to="/web-widget" replace />} />
      </Route>
    </Routes>
  );
}

// Who is signed in: the shell's first screen needs it before any data, so it lives apart from
// the RTK Query api and its store (which arrive with the first screen that shows data).
export {
  currentSession,
  loadSession,
  resetSession,
  settleSignOut,
  signIn,
  signOut,
  signUp,
  subscribeSession,
  type SessionState,
} from './session-store';
export { useSession } from './use-session';

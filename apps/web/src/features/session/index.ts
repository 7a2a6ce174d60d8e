/** What the customer shell needs from the session feature. */
export { SessionKeeper } from './components/session-keeper';
export { useLogout } from './use-logout';

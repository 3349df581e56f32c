/** The auth feature's front door: opening a session for a member who just registered or accepted an invitation. */
export { insertAccessToken } from './auth.repository.ts';
export { login, openSession, type ClientMeta } from './login.service.ts';

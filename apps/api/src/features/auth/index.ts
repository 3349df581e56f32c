/** The auth feature's front door: opening a session for a member who just registered or accepted an invitation. */
export { insertAccessToken } from './auth.repository.ts';
export { login, openSession, type ClientMeta } from './login.service.ts';
/** For staff deactivation: every token of the person ends, whichever organization it was acting in. */
export { revokeOtherSessions as revokeSessionsOfUser } from './auth.repository.ts';

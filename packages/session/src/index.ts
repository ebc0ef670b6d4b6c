export { createSessionStore, type SessionState, sessionStore, useSession } from './store';
export { decodeClaims, isExpired, nowInSeconds } from './token';

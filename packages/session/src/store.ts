import { DISPLAY_TOKEN_COOKIE, SESSION_TOKEN_KEY, type TokenClaims } from '@lapm/contracts';
import { createStore, useStore } from 'zustand';
import { decodeClaims, isExpired } from './token';

export interface SessionState {
  token: string | null;
  claims: TokenClaims | null;
  /** Stores a token received from the API (login, profile update). */
  signIn: (token: string) => boolean;
  /** Forgets the session locally (the API call is the caller's job). */
  signOut: () => void;
  /**
   * Re-reads storage and drops a missing, expired or undecodable token.
   * Returns the valid claims, or null when the visitor must log in.
   */
  check: () => TokenClaims | null;
}

const storage = (): Storage | null => {
  try {
    return globalThis.localStorage ?? null;
  } catch {
    return null;
  }
};

function readValidToken(): { token: string; claims: TokenClaims } | null {
  const store = storage();
  const token = store?.getItem(SESSION_TOKEN_KEY) ?? null;
  if (!token) return null;
  const claims = decodeClaims(token);
  if (!claims || isExpired(claims)) {
    store?.removeItem(SESSION_TOKEN_KEY);
    return null;
  }
  return { token, claims };
}

/**
 * A login the browser sent itself (before or without the app) leaves the display token in a
 * short-lived cookie (packages/server/src/web/forms.ts): it is moved into storage, where the
 * app keeps it, and the cookie deleted.
 */
function adoptPostedLogin() {
  if (typeof document === 'undefined') return;
  const prefix = `${DISPLAY_TOKEN_COOKIE}=`;
  const cookie = document.cookie.split('; ').find((pair) => pair.startsWith(prefix));
  if (!cookie) return;
  const secure = globalThis.location?.protocol === 'https:' ? '; Secure' : '';
  // biome-ignore lint/suspicious/noDocumentCookie: read when the store is made, synchronously; the Cookie Store API is asynchronous and newer than the browsers supported
  document.cookie = `${prefix}; Expires=Thu, 01 Jan 1970 00:00:00 GMT; Path=/; SameSite=Lax${secure}`;
  const token = decodeURIComponent(cookie.slice(prefix.length));
  const claims = decodeClaims(token);
  if (claims && !isExpired(claims)) storage()?.setItem(SESSION_TOKEN_KEY, token);
}

export function createSessionStore() {
  adoptPostedLogin();
  const initial = readValidToken();
  return createStore<SessionState>()((set, get) => ({
    token: initial?.token ?? null,
    claims: initial?.claims ?? null,
    signIn(token) {
      const claims = decodeClaims(token);
      if (!claims || isExpired(claims)) return false;
      storage()?.setItem(SESSION_TOKEN_KEY, token);
      set({ token, claims });
      return true;
    },
    signOut() {
      storage()?.removeItem(SESSION_TOKEN_KEY);
      set({ token: null, claims: null });
    },
    check() {
      const valid = readValidToken();
      if ((valid?.token ?? null) !== get().token) {
        set({ token: valid?.token ?? null, claims: valid?.claims ?? null });
      }
      return valid?.claims ?? null;
    },
  }));
}

/**
 * The one store of the site. This package is a Module Federation singleton, so the
 * shell and every remote receive this same instance.
 */
export const sessionStore = createSessionStore();

export function useSession<T>(selector: (state: SessionState) => T): T {
  return useStore(sessionStore, selector);
}

import { ApiError, apiMessages } from '@lapm/api-client/errors';

type ApiClient = typeof import('@lapm/api-client');

let loading: Promise<ApiClient> | undefined;

/**
 * The API client of the public forms (login, registration, password reset, e-mail confirmation).
 * Drawing them does not need it, only sending them: ky, zod and every schema are about 120 KB of
 * script to evaluate, which was most of these pages' blocking time on a slow phone. The form asks
 * for it on its first focus, so that it is there by the time the visitor sends.
 * A client that cannot be loaded is the server being unreachable, and is worded so.
 */
export function loadApiClient(): Promise<ApiClient> {
  loading ??= import('@lapm/api-client').catch(() => {
    loading = undefined;
    throw new ApiError(apiMessages.unavailable, null);
  });
  return loading;
}

/** Spread on a public form: focusing any of its fields or buttons starts loading the client. */
export const loadsApiClient = { onFocus: () => void loadApiClient().catch(() => undefined) };

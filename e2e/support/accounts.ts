import { type APIRequestContext, expect, request } from '@playwright/test';

/** The administrator the e2e server is started with (ADMIN_EMAIL / ADMIN_PASSWORD). */
export const e2eAdmin = {
  email: 'admin@e2e.lapm.test',
  password: 'Diaphragme-Ouvert-2025',
} as const;

/**
 * An administrator talking to the API from Node. The server refuses state-changing
 * requests from another origin, so the Origin header is the server's own.
 */
export async function adminApi(baseURL: string): Promise<APIRequestContext> {
  const context = await request.newContext({ baseURL, extraHTTPHeaders: { Origin: baseURL } });
  const login = await context.post('/api/login', {
    data: { email: e2eAdmin.email, password: e2eAdmin.password },
  });
  expect(login.ok()).toBe(true);
  return context;
}

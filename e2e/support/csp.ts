import { expect, type Page, type Response } from '@playwright/test';

/** Violations reported by the page itself: the event fires for each blocked load or inline script. */
export const recordViolations = (page: Page) =>
  page.addInitScript(() => {
    const seen: string[] = [];
    (window as unknown as { cspViolations: string[] }).cspViolations = seen;
    document.addEventListener('securitypolicyviolation', (event) => {
      seen.push(
        `${event.effectiveDirective} ${event.blockedURI || 'inline'} (${event.sourceFile}:${event.lineNumber})`,
      );
    });
  });

/** The violations the page has reported since it loaded (see {@link recordViolations}). */
export const reportedViolations = (page: Page) =>
  page.evaluate(() => (window as unknown as { cspViolations: string[] }).cspViolations);

/** The browser also logs violations in the console, including those of workers and early loads. */
export function consoleViolations(page: Page) {
  const messages: string[] = [];
  page.on('console', (message) => {
    if (/Content Security Policy/i.test(message.text())) messages.push(message.text());
  });
  return messages;
}

/** No violation reported by the page at `path` nor logged since the last call (`messages`). */
export async function expectNoCspViolation(page: Page, path: string, messages: string[]) {
  expect({ path, violations: await reportedViolations(page), console: messages.splice(0) }).toEqual({
    path,
    violations: [],
    console: [],
  });
}

function directivesOf(response: Response | null) {
  const csp = response?.headers()['content-security-policy'] ?? '';
  return new Map(
    csp.split(';').map((part) => {
      const [name = '', ...values] = part.trim().split(/\s+/);
      return [name, values] as const;
    }),
  );
}

/** The page at `path` came with a strict policy and the security headers. */
export function expectStrictHeaders(response: Response | null, path: string) {
  const headers = response?.headers() ?? {};
  const directives = directivesOf(response);
  const csp = headers['content-security-policy'] ?? '';
  expect(csp, path).not.toContain('unsafe-eval');
  expect(directives.get('script-src'), path).not.toContain("'unsafe-inline'");
  expect(directives.get('frame-ancestors'), path).toEqual(["'none'"]);
  expect(directives.get('object-src'), path).toEqual(["'none'"]);
  expect(directives.get('base-uri'), path).toEqual(["'self'"]);
  expect(headers['x-content-type-options'], path).toBe('nosniff');
  expect(headers['referrer-policy'], path).toBe('no-referrer');
  expect(headers['permissions-policy'], path).toMatch(/camera=\(\).*geolocation=\(\).*microphone=\(\)/);
  // Plain http on loopback: HSTS would make the browser force https on every local port.
  expect(headers['strict-transport-security'], path).toBeUndefined();
}

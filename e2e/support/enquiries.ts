import { ENQUIRY_HONEYPOT, ENQUIRY_MIN_FILL_MS, ENQUIRY_STAMP } from '@lapm/contracts';
import { type APIRequestContext, expect } from '@playwright/test';

/** An enquiry from `email`, sent as the site's form sends it, past its minimum fill time. */
export async function sendEnquiry(request: APIRequestContext, origin: string, email: string) {
  const stamp = (await (await request.get('/api/enquiries/stamp')).json()) as { stamp: string };
  await new Promise((resolve) => setTimeout(resolve, ENQUIRY_MIN_FILL_MS + 500));
  const sent = await request.post('/api/enquiries', {
    headers: { Origin: origin },
    data: {
      firstname: 'Camille',
      lastname: 'Martin',
      email,
      phone: '',
      formula: 'solo-essentiel',
      wishedDate: 'Un samedi de juin',
      message: 'Bonjour, un portrait pour mes 40 ans ?',
      consent: true,
      [ENQUIRY_HONEYPOT]: '',
      [ENQUIRY_STAMP]: stamp.stamp,
    },
  });
  expect(sent.status(), await sent.text()).toBe(201);
}

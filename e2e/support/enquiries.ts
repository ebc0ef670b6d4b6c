import { ENQUIRY_HONEYPOT, ENQUIRY_MIN_FILL_MS, ENQUIRY_STAMP } from '@lapm/contracts';
import { type APIRequestContext, expect } from '@playwright/test';

/** The signed time a form is given, once its minimum fill time has passed. */
async function stampPastFillTime(request: APIRequestContext) {
  const stamp = (await (await request.get('/api/enquiries/stamp')).json()) as { stamp: string };
  await new Promise((resolve) => setTimeout(resolve, ENQUIRY_MIN_FILL_MS + 500));
  return stamp;
}

/** A booking of `formula` at `start` from `email`, sent as a service page's form sends it. */
export async function sendBooking(
  request: APIRequestContext,
  origin: string,
  { email, formula, start }: { email: string; formula: string; start: string },
) {
  const stamp = await stampPastFillTime(request);
  const sent = await request.post('/api/bookings', {
    headers: { Origin: origin },
    data: {
      formula,
      start,
      firstname: 'Camille',
      lastname: 'Martin',
      email,
      phone: '',
      message: '',
      [ENQUIRY_HONEYPOT]: '',
      [ENQUIRY_STAMP]: stamp.stamp,
    },
  });
  expect(sent.status(), await sent.text()).toBe(201);
}

/** An enquiry from `email`, sent as the site's form sends it, past its minimum fill time. */
export async function sendEnquiry(request: APIRequestContext, origin: string, email: string) {
  const stamp = await stampPastFillTime(request);
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

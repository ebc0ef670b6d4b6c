import { ENQUIRY_STAMP, enquiryMessages, POSTED_FORM_KEY, type PostedForm } from '@lapm/contracts';
import { describe, expect, it } from '@rstest/core';
import { eq } from 'drizzle-orm';
import { enquiries } from '../db/schema';
import { bootDataOf } from '../testing/fake-shell';
import { formSite } from '../testing/form-site';

/** The enquiry form of /contacts posted by a browser without the app (testing/form-site.ts). */
let offsetMs = 0;
const { server, post } = formSite({ clock: () => new Date(Date.now() + offsetMs) });

/** The stamp of the form the server draws on /contacts, for one visit. */
async function givenStamp() {
  const html = await (await fetch(`${server().url}/contacts`)).text();
  const posted = bootDataOf(html)?.page?.values[POSTED_FORM_KEY] as PostedForm | undefined;
  return posted?.values[ENQUIRY_STAMP] ?? '';
}

const typed = (stamp: string, email: string) => ({
  firstname: 'Camille',
  lastname: 'Martin',
  email,
  phone: '',
  formula: 'mariage-premium',
  wishedDate: 'Le 12 septembre 2027',
  message: 'Nous nous marions au domaine des Oliviers-Bleus.',
  consent: 'on',
  website: '',
  [ENQUIRY_STAMP]: stamp,
});
const storedFor = (email: string) =>
  server().app.db.select().from(enquiries).where(eq(enquiries.email, email));

describe('the enquiry form without the app', () => {
  it('is drawn for each visit with a stamp of its own', async () => {
    const [first, second] = [await givenStamp(), await givenStamp()];
    expect(first).toMatch(/^\d+\.[\w-]{43}$/);
    expect(second).not.toBe(first);
  });

  it('puts a missing e-mail under its field, keeping everything typed', async () => {
    const stamp = await givenStamp();
    const { response, posted } = await post('/contacts', typed(stamp, ''));
    expect(response.status).toBe(400);
    expect(posted?.problem).toEqual({ field: 'email', message: "L'email est obligatoire." });
    expect(posted?.values).toMatchObject({
      firstname: 'Camille',
      formula: 'mariage-premium',
      wishedDate: 'Le 12 septembre 2027',
      message: 'Nous nous marions au domaine des Oliviers-Bleus.',
      consent: 'on',
      [ENQUIRY_STAMP]: stamp,
    });
  });

  it('says a form sent at once is too fast, keeping what was typed', async () => {
    const { response, posted } = await post('/contacts', typed(await givenStamp(), 'rapide@exemple.fr'));
    expect(response.status).toBe(400);
    expect(posted?.outcome).toEqual({ kind: 'error', text: enquiryMessages.tooFast });
    expect(posted?.values.message).toBe('Nous nous marions au domaine des Oliviers-Bleus.');
    expect(await storedFor('rapide@exemple.fr')).toHaveLength(0);
  });

  it('stores an enquiry and answers with the confirmation and an empty form', async () => {
    const stamp = await givenStamp();
    offsetMs += 10_000;
    const { response, posted, html } = await post('/contacts', typed(stamp, 'sans.script@exemple.fr'));
    expect(response.status).toBe(200);
    expect(posted?.outcome).toEqual({ kind: 'success', text: enquiryMessages.sent });
    expect(Object.keys(posted?.values ?? {})).toEqual([ENQUIRY_STAMP]);
    expect(html).not.toContain('Oliviers-Bleus');
    expect(await storedFor('sans.script@exemple.fr')).toHaveLength(1);
  });

  it('answers a filled honeypot as a success, storing nothing', async () => {
    const stamp = await givenStamp();
    offsetMs += 10_000;
    const { posted } = await post('/contacts', { ...typed(stamp, 'robot@exemple.fr'), website: 'x' });
    expect(posted?.outcome).toEqual({ kind: 'success', text: enquiryMessages.sent });
    expect(await storedFor('robot@exemple.fr')).toHaveLength(0);
  });
});

import {
  type Availability,
  bookingMessages,
  defaultAvailability,
  enquiryMessages,
  formulasOf,
  type ServicePageDocument,
  siteContentMessages,
  studio,
} from '@lapm/contracts';
import { initialSiteContent } from '@lapm/site-seed';
import { describe, expect, it } from '@rstest/core';
import { eq } from 'drizzle-orm';
import { articles, bookings, enquiries } from '../../db/schema';
import { cookie as admin, bookingServerForFile, clock, server, smtp, stamp } from '../../testing/bookings';
import { subjectOf } from '../../testing/mail';
import { addUser, call } from '../../testing/server';

// The bookings tests' server (its clock, mail server and admin) also takes enquiries.
bookingServerForFile({ withRules: false });

let n = 0;
async function enquiry(formula: string) {
  n += 1;
  return {
    ...{ firstname: 'Camille', lastname: 'Martin', email: `formule${n}@exemple.fr`, phone: '' },
    ...{
      formula,
      wishedDate: '',
      message: 'Bonjour !',
      consent: true,
      website: '',
      startedAt: await stamp(),
    },
  };
}
async function booking(formula: string, start: string) {
  n += 1;
  return {
    ...{ formula, start, firstname: 'Camille', lastname: 'Martin', email: `resa${n}@exemple.fr` },
    ...{ phone: '', message: '', website: '', startedAt: await stamp() },
  };
}

/** The Solo page with `formulas` as her list, each with a price line. */
function soloWith(formulas: { key: string; name: string }[]): ServicePageDocument {
  const solo = structuredClone(initialSiteContent.solo);
  const table = Object.fromEntries(
    formulas.map(({ key }) => [
      key,
      solo.prices.table[key] ?? [{ value1: 'Prix', amount: 79, tax: 'TTC' as const }],
    ]),
  );
  return { ...solo, prices: { ...solo.prices, formulas, table } };
}
const publishSolo = (document: ServicePageDocument) =>
  call(server, 'POST', '/admin/site-content/solo', { cookie: admin, body: { document } });
const usages = (key: string, page = 'solo') =>
  call(server, 'GET', `/admin/site-content/${page}/formulas/${key}/usages`, { cookie: admin });
const soloKeys = async () => {
  const groups = (await call(server, 'GET', '/site-content/formulas')).body.data.groups as {
    label: string;
    options: { key: string; label: string }[];
  }[];
  return groups.find((group) => group.label === 'Portrait Solo')?.options ?? [];
};
const firstSolo = formulasOf(initialSiteContent.solo.prices);
const soloCards = initialSiteContent.tarifs.cards.filter((card) => card.path === '/portrait-solo').length;

describe('formulas of a service page', () => {
  it('publishes an added formula in her order: the enquiry form lists it and the server accepts it', async () => {
    const mini = { key: 'mini-seance', name: 'Mini séance' };
    expect((await publishSolo(soloWith([mini, ...firstSolo]))).status).toBe(200);
    expect(await soloKeys()).toEqual([
      { key: 'solo-mini-seance', label: 'Portrait Solo – Mini séance' },
      ...firstSolo.map((f) => ({ key: `solo-${f.key}`, label: `Portrait Solo – ${f.name}` })),
    ]);
    const sent = await call(server, 'POST', '/enquiries', { body: await enquiry('solo-mini-seance') });
    expect(sent.status).toBe(201);
    // The studio's e-mail names it by her name, not by its key.
    const mails = await smtp.settled(server);
    expect(mails.some((mail) => mail.content.includes('Mini s'))).toBe(true);
  });

  it('refuses two formulas with one key, and lines of no formula, under their field, in French', async () => {
    const twice = await publishSolo(
      soloWith([
        { key: 'essentiel', name: 'A' },
        { key: 'essentiel', name: 'B' },
      ]),
    );
    expect(twice.status).toBe(400);
    expect(twice.body.issues[0]).toEqual({
      path: ['prices', 'formulas', 1, 'name'],
      message: siteContentMessages.duplicateFormula,
    });
    const stray = soloWith([{ key: 'essentiel', name: 'Essentiel' }]);
    stray.prices.table.fantome = [];
    const refused = await publishSolo(stray);
    expect(refused.status).toBe(400);
    expect(refused.body.message).toBe(siteContentMessages.unknownFormula);
    const nameless = await publishSolo(soloWith([{ key: 'essentiel', name: ' ' }]));
    expect(nameless.body.message).toBe(siteContentMessages.formulaName);
  });
});

describe('a formula she removes', () => {
  it('says what uses a formula before she removes it: articles, future bookings, settings, cards', async () => {
    await server.app.db.insert(articles).values({
      ...{ slug: 'mini', published: '2026-10-01', title: 'La mini séance', description: 'd' },
      ...{ cover: { src: '/a.jpg', alt: 'a' }, headTitle: 't', headDescription: 'd', keywords: [] },
      ...{ breadcrumbName: 'b', shareImage: { src: '/a.jpg', alt: 'a' } },
      markdown: 'Demandez-la : [ici](/contacts?formule=solo-mini-seance#demande).',
    });
    const rules: Availability = {
      ...defaultAvailability,
      formulas: [{ formula: 'solo-mini-seance', minutes: 30 }],
    };
    await call(server, 'PUT', '/bookings/availability', { cookie: admin, body: rules });
    const tomorrow = new Date(clock().getTime() + 86_400_000);
    await server.app.db.insert(bookings).values({
      ...{ formula: 'solo-mini-seance', startsAt: tomorrow, endsAt: tomorrow, heldFrom: tomorrow },
      ...{ heldUntil: new Date(tomorrow.getTime() + 1), firstname: 'A', lastname: 'B', email: 'a@b.fr' },
      cancelToken: 'jeton-mini',
    });
    const unpublished = await call(server, 'PUT', '/bookings/availability', {
      cookie: admin,
      body: { ...rules, formulas: [{ formula: 'solo-inconnue', minutes: 30 }] },
    });
    expect(unpublished.status).toBe(400);
    expect(unpublished.body.issues).toEqual([
      { path: ['formulas', 0, 'formula'], message: bookingMessages.formulaInvalid },
    ]);
    const response = await usages('mini-seance');
    expect(response.status).toBe(200);
    expect(response.body.data.usages.map((usage: { name: string }) => usage.name)).toEqual([
      'Article « La mini séance »',
      '1 réservation(s) à venir',
      'Réglages des réservations en ligne',
      `${soloCards} carte(s) de la page Tarifs menant à ces tarifs`,
    ]);
    // A key that only starts the same is another formula; another service's formula is not this one.
    expect((await usages('mini')).body.data.usages).toHaveLength(1);
    expect((await usages('mini-seance', 'duo')).body.data.usages).toHaveLength(1);
    expect((await usages('Pas une clé')).body.message).toBe(siteContentMessages.formulaKey);
    expect((await usages('essentiel', 'qui-suis-je')).status).toBe(400);
    expect((await call(server, 'GET', '/admin/site-content/solo/formulas/essentiel/usages')).status).toBe(
      401,
    );
  });
});

describe('a removed formula', () => {
  it('once removed and published, refuses it for an enquiry and a booking, and keeps its name known', async () => {
    const [start] =
      (
        (await call(server, 'GET', '/bookings/slots?service=solo')).body.data as {
          days: { slots: { start: string }[] }[];
        }[]
      )[0]?.days[0]?.slots.map((slot) => slot.start) ?? [];
    expect(start).toBeDefined();
    expect((await publishSolo(soloWith(firstSolo))).status).toBe(200);
    expect((await soloKeys()).map((option) => option.key)).not.toContain('solo-mini-seance');
    const asked = await call(server, 'POST', '/enquiries', { body: await enquiry('solo-mini-seance') });
    expect(asked.status).toBe(400);
    expect(asked.body.issues).toEqual([{ path: ['formula'], message: enquiryMessages.formulaInvalid }]);
    const booked = await call(server, 'POST', '/bookings', {
      body: await booking('solo-mini-seance', start as string),
    });
    expect(booked.status).toBe(400);
    expect(booked.body.issues).toEqual([{ path: ['formula'], message: bookingMessages.formulaInvalid }]);
    expect((await call(server, 'GET', '/bookings/slots?service=solo')).body.data).toEqual([]);
    // The enquiry sent before the removal stays, with its formula.
    const kept = await server.app.db
      .select()
      .from(enquiries)
      .where(eq(enquiries.formula, 'solo-mini-seance'));
    expect(kept).toHaveLength(1);
    // A formula that never existed is refused too; « autre » always passes.
    expect((await call(server, 'POST', '/enquiries', { body: await enquiry('solo-inconnue') })).status).toBe(
      400,
    );
    expect((await call(server, 'POST', '/enquiries', { body: await enquiry('autre') })).status).toBe(201);
  });
});

describe('the e-mails of an enquiry for a formula she created', () => {
  it('name it in their subjects as the site does, to the studio and in her reply, and in the client file', async () => {
    const mini = { key: 'mini-seance', name: 'Mini séance' };
    expect((await publishSolo(soloWith([mini, ...firstSolo]))).status).toBe(200);
    // The e-mails of the tests before have all gone: only this enquiry's follow.
    const before = (await smtp.settled(server)).length;
    const body = await enquiry('solo-mini-seance');
    expect((await call(server, 'POST', '/enquiries', { body })).status).toBe(201);
    const received = await smtp.settled(server, before);
    const toStudio = received.find((mail) => !mail.to.includes(body.email));
    expect(toStudio && subjectOf(toStudio)).toBe(
      'Nouvelle demande : Portrait Solo – Mini séance – Camille Martin',
    );

    const list = (await call(server, 'GET', '/enquiries', { cookie: admin })).body.data as {
      id: number;
      email: string;
    }[];
    const id = list.find((row) => row.email === body.email)?.id;
    const replied = await call(server, 'POST', `/enquiries/${id}/replies`, {
      cookie: admin,
      body: { message: 'Avec plaisir, voici mes disponibilités.' },
    });
    expect(replied.status).toBe(201);
    const reply = await smtp.mailTo(body.email, before + received.length);
    const subject = `Votre demande : Portrait Solo – Mini séance – ${studio.name}`;
    expect(subjectOf(reply)).toBe(subject);

    const client = await addUser(server, { role: 'user', email: body.email });
    const file = (await call(server, 'GET', `/clients/${client.id}`, { cookie: admin })).body.data;
    expect(file.emails).toContainEqual(expect.objectContaining({ kind: 'reply', subject }));
  });
});

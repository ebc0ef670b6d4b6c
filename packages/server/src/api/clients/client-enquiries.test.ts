import { defaultContact, enquiryMessages, studio } from '@lapm/contracts';
import { describe, expect, it } from '@rstest/core';
import { eq, sql } from 'drizzle-orm';
import { albums, invitations, users } from '../../db/schema';
import { clientFileServerForFile, confirmedBooking, storedEnquiry } from '../../testing/client-file-server';
import { addUser, call } from '../../testing/server';

const site = clientFileServerForFile();

describe('answering an enquiry', () => {
  it('mails her reply with her signature and Reply-To the studio, keeps it in the thread, marks it « répondue »', async () => {
    const enquiry = await storedEnquiry(site);
    const before = site.smtp.received.length;
    const first = await call(site.server, 'POST', `/enquiries/${enquiry.id}/replies`, {
      cookie: site.admin,
      body: { message: 'Bonjour Camille,\nle samedi 12 juin me convient.' },
    });
    expect(first.status).toBe(201);
    expect(first.body.message).toBe(`Réponse envoyée à ${enquiry.email}.`);
    const [mail] = await site.smtp.settled(site.server, before);
    expect(mail?.to).toEqual([enquiry.email]);
    expect(mail?.content).toContain(`Reply-To: ${defaultContact.email}`);
    expect(mail?.content).toContain('le samedi 12 juin me convient.');
    expect(mail?.content).toContain(studio.photographer);
    expect(mail?.content).toContain(defaultContact.phone);
    expect(mail?.content).toContain('https://photo.example.fr');

    await call(site.server, 'PUT', `/enquiries/${enquiry.id}/status`, {
      cookie: site.admin,
      body: { status: 'réservée' },
    });
    await call(site.server, 'POST', `/enquiries/${enquiry.id}/replies`, {
      cookie: site.admin,
      body: { message: 'À samedi !' },
    });
    const thread = await call(site.server, 'GET', `/enquiries/${enquiry.id}`, { cookie: site.admin });
    expect(thread.status).toBe(200);
    expect(thread.body.data.message).toBe(enquiry.message);
    expect(thread.body.data.replies.map((reply: { message: string }) => reply.message)).toEqual([
      'Bonjour Camille,\nle samedi 12 juin me convient.',
      'À samedi !',
    ]);
    expect(thread.body.data.replies[0].sentAt <= thread.body.data.replies[1].sentAt).toBe(true);
    // Answering again does not take back « réservée ».
    expect(thread.body.data.status).toBe('réservée');
    expect(first.body.data.status).toBe('répondue');
  });

  it('refuses an empty reply in French and sends nothing', async () => {
    const enquiry = await storedEnquiry(site);
    const before = (await site.smtp.settled(site.server)).length;
    const refused = await call(site.server, 'POST', `/enquiries/${enquiry.id}/replies`, {
      cookie: site.admin,
      body: { message: '   ' },
    });
    expect(refused.status).toBe(400);
    expect(refused.body.message).toBe(enquiryMessages.replyRequired);
    expect(await site.smtp.settled(site.server, before)).toHaveLength(0);
    expect(
      (await call(site.server, 'GET', `/enquiries/${enquiry.id}`, { cookie: site.admin })).body.data,
    ).toMatchObject({
      status: 'nouvelle',
      replies: [],
    });
  });
});

describe('turning an enquiry into a client', () => {
  it('opens an invited account under the names she checked, links the enquiry to it and, the session booked, makes its album', async () => {
    const enquiry = await storedEnquiry(site, { status: 'réservée', wishedDate: 'Samedi 12 juin' });
    const before = site.smtp.received.length;
    const response = await call(site.server, 'POST', `/enquiries/${enquiry.id}/client`, {
      cookie: site.admin,
      body: { firstname: 'Camille', lastname: 'Martin-Roux' },
    });
    expect(response.status).toBe(201);
    expect(response.body.data.created).toBe(true);
    const clientId = response.body.data.clientId as number;
    const [account] = await site.server.app.db.select().from(users).where(eq(users.id, clientId));
    expect(account).toMatchObject({ email: enquiry.email, lastname: 'Martin-Roux', role: 'user' });
    const pending = await site.server.app.db
      .select()
      .from(invitations)
      .where(eq(invitations.userId, clientId));
    expect(pending).toHaveLength(1);
    const [mail] = await site.smtp.settled(site.server, before);
    expect(mail?.to).toEqual([enquiry.email]);
    expect(mail?.content).toContain('https://photo.example.fr/invitation?token=');

    // The same action made the session's album: a gallery on the site, with no photo nor mail yet.
    expect(response.body.message).toBe(
      `Invitation envoyée à ${enquiry.email}. ${enquiryMessages.sessionAlbumCreated}`,
    );
    const albumId = response.body.data.albumId as number;
    const [album] = await site.server.app.db.select().from(albums).where(eq(albums.userId, clientId));
    expect(album).toMatchObject({
      id: albumId,
      title: 'Portrait Solo – Confort – Camille Martin-Roux',
      date: 'Samedi 12 juin',
      lien: `https://photo.example.fr/galerie/${albumId}`,
    });
    expect(album?.accessCode).toMatch(/^[a-zà-ÿ]+-[a-zà-ÿ]+-[a-zà-ÿ]+$/);
    expect(await site.smtp.settled(site.server, before)).toHaveLength(1);

    const thread = await call(site.server, 'GET', `/enquiries/${enquiry.id}`, { cookie: site.admin });
    expect(thread.body.data).toMatchObject({ clientId, booked: true });
    const users_ = await call(site.server, 'GET', '/user', { cookie: site.admin });
    expect(users_.body.data.find((user: { id: number }) => user.id === clientId)?.invitation).toBe('pending');
  });
});

describe('turning an enquiry into a client, known or booked', () => {
  it('links an enquiry from a known address to that client, with no second account nor mail', async () => {
    const known = await addUser(site.server, { email: 'Deja.Cliente@exemple.fr' });
    const enquiry = await storedEnquiry(site, { email: 'deja.cliente@exemple.fr' });
    const before = (await site.smtp.settled(site.server)).length;
    const response = await call(site.server, 'POST', `/enquiries/${enquiry.id}/client`, {
      cookie: site.admin,
      body: { firstname: 'Camille', lastname: 'Martin' },
    });
    expect(response.status).toBe(200);
    expect(response.body).toEqual({
      message: enquiryMessages.clientKnown,
      data: { clientId: known.id, created: false, albumId: null },
    });
    const [{ count } = { count: 0 }] = await site.server.app.db
      .select({ count: sql<number>`count(*)::int` })
      .from(users)
      .where(sql`lower(${users.email}) = 'deja.cliente@exemple.fr'`);
    expect(count).toBe(1);
    expect(await site.smtp.settled(site.server, before)).toHaveLength(0);
  });

  it('says the session is booked when a confirmed booking is at its address, and makes its album on that day', async () => {
    const enquiry = await storedEnquiry(site);
    expect(
      (await call(site.server, 'GET', `/enquiries/${enquiry.id}`, { cookie: site.admin })).body.data.booked,
    ).toBe(false);
    await confirmedBooking(site, {
      formula: 'solo-confort',
      start: new Date('2027-06-12T08:00:00Z'),
      email: enquiry.email.toUpperCase(),
      cancelToken: `jeton-${enquiry.id}`,
    });
    expect(
      (await call(site.server, 'GET', `/enquiries/${enquiry.id}`, { cookie: site.admin })).body.data.booked,
    ).toBe(true);
    // Its album comes with the client, on the booked day (no wished date was typed).
    const made = await call(site.server, 'POST', `/enquiries/${enquiry.id}/client`, {
      cookie: site.admin,
      body: { firstname: 'Camille', lastname: 'Martin' },
    });
    const [album] = await site.server.app.db
      .select()
      .from(albums)
      .where(eq(albums.id, made.body.data.albumId as number));
    expect(album).toMatchObject({ userId: made.body.data.clientId, date: '12/06/2027' });
  });
});

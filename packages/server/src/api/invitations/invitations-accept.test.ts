import { describe, expect, it } from '@rstest/core';
import { eq, sql } from 'drizzle-orm';
import { invitations, users } from '../../db/schema';
import {
  DAY_MS,
  invalidLink,
  invitationActions,
  invitationServerForFile,
  linkIn,
  tokenOf,
} from '../../testing/invitation-server';
import { call, claimsOf, login, PASSWORD, sessionCookie } from '../../testing/server';
import { purgeUsedInvitations } from './repository';

const site = invitationServerForFile();
const { invite, accept, newEmail } = invitationActions(site);

describe('POST /invitation/accept', () => {
  it('sets the password once, confirms the address and signs the client in', async () => {
    const email = newEmail();
    const { response, link } = await invite(email);
    const token = tokenOf(link);
    const weak = await accept(token, 'motdepasse');
    expect(weak.status).toBe(400);
    const accepted = await accept(token, 'Chambre-Noire-34');
    expect(accepted.status).toBe(200);
    expect(accepted.body.message).toBe(
      'Votre mot de passe est enregistré : bienvenue dans votre espace client.',
    );
    expect(claimsOf(accepted.body.jwtTokenClientLAPM)).toMatchObject({ role: 'user', email });
    const cookie = sessionCookie(accepted);
    expect((await call(site.server, 'GET', '/album/my', { cookie })).status).toBe(200);
    const [user] = await site.server.app.db
      .select({ confirmedAt: users.emailConfirmedAt })
      .from(users)
      .where(eq(users.id, response.body.data.user.id));
    expect(user?.confirmedAt).not.toBeNull();
    expect(await login(site.server, email, 'Chambre-Noire-34')).toMatch(/^lapm_session=/);

    expect(await accept(token, 'Autre-Secret-56')).toMatchObject({ status: 400, body: invalidLink });
    const list = (await call(site.server, 'GET', '/user', { cookie: site.adminCookie })).body.data;
    expect(list.find((u: { id: number }) => u.id === response.body.data.user.id)).not.toHaveProperty(
      'invitation',
    );
    const resend = await call(site.server, 'POST', '/invitation/resend', {
      cookie: site.adminCookie,
      body: { id: response.body.data.user.id },
    });
    expect(resend.status).toBe(409);
  });
});

describe('POST /invitation/accept after days', () => {
  it('refuses a link past its 7 days; a new one from the admin works and the old one dies', async () => {
    const email = newEmail();
    const { response, link } = await invite(email);
    const id = response.body.data.user.id as number;
    site.offsetMs += 7 * DAY_MS - 60_000;
    try {
      // Still valid a minute before the end: checked without spending it.
      const stillValid = await site.server.app.db
        .select({ id: invitations.id })
        .from(invitations)
        .where(eq(invitations.userId, id));
      expect(stillValid).toHaveLength(1);
      site.offsetMs += 2 * 60_000;
      expect(await accept(tokenOf(link), 'Chambre-Noire-34')).toMatchObject({
        status: 400,
        body: invalidLink,
      });
      // A week on by the app's clock, the admin's session has ended: she logs in again.
      const laterCookie = await login(site.server, site.adminEmail, PASSWORD);
      const list = (await call(site.server, 'GET', '/user', { cookie: laterCookie })).body.data;
      expect(list.find((u: { id: number }) => u.id === id).invitation).toBe('expired');

      const before = site.smtp.received.length;
      const resent = await call(site.server, 'POST', '/invitation/resend', {
        cookie: laterCookie,
        body: { id },
      });
      expect(resent.status).toBe(200);
      expect(resent.body).toEqual({ message: `Nouvelle invitation envoyée à ${email}.` });
      const fresh = linkIn(await site.smtp.mailTo(email, before));
      expect(fresh).not.toBe(link);
      expect((await accept(tokenOf(link), 'Chambre-Noire-34')).status).toBe(400);
      expect((await accept(tokenOf(fresh), 'Chambre-Noire-34')).status).toBe(200);
    } finally {
      site.offsetMs = 0;
    }
  });

  it('accepts a link just before its 7 days are over', async () => {
    const { link } = await invite(newEmail());
    site.offsetMs += 7 * DAY_MS - 60_000;
    try {
      expect((await accept(tokenOf(link), 'Chambre-Noire-34')).status).toBe(200);
    } finally {
      site.offsetMs = 0;
    }
  });
});

describe('POST /invitation/accept refusals', () => {
  it('allows 5 tries per link an hour, then answers 429 in French', async () => {
    const { link } = await invite(newEmail());
    // A common password is refused without spending the link, but the try is counted.
    for (let i = 0; i < 5; i++) expect((await accept(tokenOf(link), 'motdepasse')).status).toBe(400);
    const limited = await accept(tokenOf(link), 'Chambre-Noire-34');
    expect(limited.status).toBe(429);
    expect(limited.body.message).toMatch(
      /^Trop de tentatives avec ce lien d’invitation\. Réessayez dans \d+ minutes?\.$/,
    );
  });

  it('refuses an unknown link', async () => {
    expect(await accept('x'.repeat(43), 'Chambre-Noire-34')).toMatchObject({
      status: 400,
      body: invalidLink,
    });
  });
});

describe('purge', () => {
  it('deletes used links after a day, never an unused one (expired or not)', async () => {
    const accepted = await invite(newEmail());
    expect((await accept(tokenOf(accepted.link), 'Chambre-Noire-34')).status).toBe(200);
    const waiting = await invite(newEmail());
    const acceptedId = accepted.response.body.data.user.id as number;
    const waitingId = waiting.response.body.data.user.id as number;
    await site.server.app.db
      .update(invitations)
      .set({ usedAt: sql`now() - interval '2 days'`, expiresAt: sql`now() - interval '1 day'` })
      .where(eq(invitations.userId, acceptedId));
    await site.server.app.db
      .update(invitations)
      .set({ expiresAt: sql`now() - interval '30 days'` })
      .where(eq(invitations.userId, waitingId));
    await purgeUsedInvitations(site.server.app.db);
    const left = async (userId: number) =>
      (await site.server.app.db.select().from(invitations).where(eq(invitations.userId, userId))).length;
    expect(await left(acceptedId)).toBe(0);
    expect(await left(waitingId)).toBe(1);
  });
});

import { describe, expect, it } from '@rstest/core';
import { tokenIn } from '../../testing/mail';
import { mailServerForFile } from '../../testing/mail-server';
import { addUser, call, login, PASSWORD, sessionCookie } from '../../testing/server';

/**
 * Anyone can register a client's address before the studio invites her. Such an account, whose
 * address was never proved, is the studio's to give: its invitation decides who gets it, and an
 * album goes to it only when the admin says so knowingly.
 */
const SQUATTER_PASSWORD = 'Squat-Discret-91';
const album = {
  date: '14/06/2026',
  lien: 'https://galerie.exemple.fr/mariage-camille',
  access_code: 'CODE-DU-MARIAGE',
};
const unprovedOwner = {
  message:
    'L’adresse email de ce client n’a jamais été vérifiée : n’importe qui a pu s’inscrire avec. Envoyez-lui plutôt une invitation, ou confirmez que cet album est bien pour ce compte.',
};

const site = mailServerForFile();

let ip = 0;
/** Someone registers `email` (never confirmed) and stays signed in. */
async function squat(email: string) {
  ip += 1;
  const registered = await call(site.server, 'POST', '/user/register', {
    body: { firstname: 'Faux', lastname: 'Client', email, password: SQUATTER_PASSWORD },
    headers: { 'x-forwarded-for': `198.51.100.${ip}` },
  });
  expect(registered.status).toBe(201);
  const cookie = await login(site.server, email, SQUATTER_PASSWORD);
  const { id } = (await call(site.server, 'GET', '/user/me', { cookie })).body.data;
  return { id: id as number, cookie };
}

describe('an invitation to an address someone registered without proving it', () => {
  it('is sent; its link sets the password and whoever registered first is out', async () => {
    const email = 'camille.leroy@exemple.fr';
    const squatter = await squat(email);
    // The registration's own e-mail is sent after its answer: counted before the invitation's.
    const before =
      site.smtp.received.length + (await site.smtp.settled(site.server, site.smtp.received.length)).length;
    const invited = await call(site.server, 'POST', '/invitation', {
      cookie: site.adminCookie,
      body: { firstname: 'Camille', lastname: 'Leroy', email, album },
    });
    expect(invited.status).toBe(201);
    expect(invited.body.data.user).toMatchObject({
      id: squatter.id,
      firstname: 'Camille',
      lastname: 'Leroy',
    });
    // Out at once: the album given with the invitation is not theirs to see.
    expect((await call(site.server, 'GET', '/album/my', { cookie: squatter.cookie })).status).toBe(401);
    const again = await call(site.server, 'POST', '/login', { body: { email, password: SQUATTER_PASSWORD } });
    expect(again.status).toBe(401);

    const token = tokenIn(await site.smtp.mailTo(email, before), '/invitation');
    const accepted = await call(site.server, 'POST', '/invitation/accept', {
      body: { token, password: 'Chambre-Noire-34' },
    });
    expect(accepted.status).toBe(200);
    const mine = await call(site.server, 'GET', '/album/my', { cookie: sessionCookie(accepted) });
    expect(mine.body.data).toMatchObject([{ access_password: 'CODE-DU-MARIAGE' }]);
    expect((await call(site.server, 'GET', '/album/my', { cookie: squatter.cookie })).status).toBe(401);
    await login(site.server, email, 'Chambre-Noire-34');
    const me = await call(site.server, 'GET', `/user/${squatter.id}`, { cookie: site.adminCookie });
    expect(me.body.data.email_confirmed).toBe(true);
  });

  it('kills the address change the squatter asked for before', async () => {
    const squatter = await squat('jeanne.roux@exemple.fr');
    const before = site.smtp.received.length;
    const change = await call(site.server, 'PUT', '/user/me', {
      cookie: squatter.cookie,
      body: {
        firstname: 'Faux',
        lastname: 'Client',
        email: 'boite.du.squatteur@exemple.fr',
        currentPassword: SQUATTER_PASSWORD,
      },
    });
    expect(change.status).toBe(200);
    const token = tokenIn(await site.smtp.mailTo('boite.du.squatteur@exemple.fr', before), '/confirm-email');
    const invited = await call(site.server, 'POST', '/invitation', {
      cookie: site.adminCookie,
      body: { firstname: 'Jeanne', lastname: 'Roux', email: 'jeanne.roux@exemple.fr' },
    });
    expect(invited.status).toBe(201);
    // Opened, it would have moved the account, and its future albums, to the squatter's mailbox.
    expect((await call(site.server, 'POST', '/email/confirm', { body: { token } })).status).toBe(400);
  });

  it('is still refused for an account whose address is proved', async () => {
    const client = await addUser(site.server);
    const response = await call(site.server, 'POST', '/invitation', {
      cookie: site.adminCookie,
      body: { firstname: 'Léa', lastname: 'Martin', email: client.email },
    });
    expect(response.status).toBe(409);
    await login(site.server, client.email, PASSWORD);
  });
});

describe('an album for an account whose address was never proved', () => {
  it('is refused unless the admin confirms it; then its owner sees it with its code', async () => {
    const owner = await squat('hugo.petit@exemple.fr');
    const refused = await call(site.server, 'POST', '/album', {
      cookie: site.adminCookie,
      body: { ...album, user_id: owner.id },
    });
    expect(refused).toMatchObject({ status: 409, body: unprovedOwner });
    expect((await call(site.server, 'GET', '/album/my', { cookie: owner.cookie })).body.data).toEqual([]);

    const confirmed = await call(site.server, 'POST', '/album', {
      cookie: site.adminCookie,
      body: { ...album, user_id: owner.id, confirm_unproved_owner: true },
    });
    expect(confirmed.status).toBe(201);
    const mine = await call(site.server, 'GET', '/album/my', { cookie: owner.cookie });
    expect(mine.body.data).toMatchObject([{ access_password: 'CODE-DU-MARIAGE' }]);
  });

  it('is refused when given to such an account on an edit, not when only its other fields change', async () => {
    const client = await addUser(site.server);
    const created = await call(site.server, 'POST', '/album', {
      cookie: site.adminCookie,
      body: { ...album, user_id: client.id },
    });
    expect(created.status).toBe(201);
    const id = created.body.data.id_album as number;
    const squatter = await squat('zoe.blanc@exemple.fr');
    const moved = await call(site.server, 'PUT', '/album', {
      cookie: site.adminCookie,
      body: { id, ...album, user_id: squatter.id },
    });
    expect(moved).toMatchObject({ status: 409, body: unprovedOwner });
    expect((await call(site.server, 'GET', '/album/my', { cookie: squatter.cookie })).body.data).toEqual([]);
    const knowingly = await call(site.server, 'PUT', '/album', {
      cookie: site.adminCookie,
      body: { id, ...album, user_id: squatter.id, confirm_unproved_owner: true },
    });
    expect(knowingly.status).toBe(200);
    const edited = await call(site.server, 'PUT', '/album', {
      cookie: site.adminCookie,
      body: { id, ...album, date: '15/06/2026', user_id: squatter.id },
    });
    expect(edited.status).toBe(200);
  });

  it('needs no confirmation for a client invited and not arrived yet: nobody can sign in there', async () => {
    const invited = await call(site.server, 'POST', '/invitation', {
      cookie: site.adminCookie,
      body: { firstname: 'Inès', lastname: 'Roux', email: 'ines.roux@exemple.fr' },
    });
    const created = await call(site.server, 'POST', '/album', {
      cookie: site.adminCookie,
      body: { ...album, user_id: invited.body.data.user.id },
    });
    expect(created.status).toBe(201);
  });
});

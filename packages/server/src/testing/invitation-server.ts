import { expect } from '@rstest/core';
import type { ReceivedMail } from './mail';
import { type MailServerSetup, mailServerForFile } from './mail-server';
import { call } from './server';

export const DAY_MS = 24 * 60 * 60 * 1000;
export const linkIn = (mail: ReceivedMail) => {
  const link = mail.content.match(/https:\/\/photo\.example\.fr\/invitation\?token=[\w-]+/)?.[0];
  if (!link) throw new Error(`no invitation link in:\n${mail.content}`);
  return link;
};
export const tokenOf = (link: string) => new URL(link).searchParams.get('token') as string;
export const invalidLink = {
  message: 'Ce lien d’invitation est invalide, a déjà servi ou a expiré. Demandez un nouveau lien au studio.',
};

export interface InvitationSetup extends MailServerSetup {
  /** How far the server's clock runs ahead of the real one: a test moves it forward, then back to 0. */
  offsetMs: number;
}

/** The server of an invitations test file (mailServerForFile), its clock movable by the tests. */
export function invitationServerForFile(): InvitationSetup {
  const clock = () => new Date(Date.now() + setup.offsetMs);
  const setup: InvitationSetup = Object.assign(
    mailServerForFile({ MAIL_QUEUE_INTERVAL_MS: '100' }, { clock }),
    { offsetMs: 0 },
  );
  return setup;
}

/** What the tests do on that server: invite as the admin, accept as the invited client. */
export function invitationActions(setup: InvitationSetup) {
  let count = 0;
  /** Invites a client as the admin and returns the answer and the link of the e-mail. */
  async function invite(email: string, extra: Record<string, unknown> = {}) {
    const before = setup.smtp.received.length;
    const response = await call(setup.server, 'POST', '/invitation', {
      cookie: setup.adminCookie,
      body: { firstname: 'Inès', lastname: 'Durand', email, ...extra },
    });
    expect(response.status).toBe(201);
    const mail = (await setup.smtp.settled(setup.server, before)).find((m) =>
      m.to.some((to) => to.toLowerCase() === email.trim().toLowerCase()),
    );
    if (!mail) throw new Error(`no e-mail to ${email}`);
    return { response, mail, link: linkIn(mail) };
  }
  return {
    newEmail: () => `invitee${++count}@exemple.fr`,
    invite,
    accept: (token: string, password: string) =>
      call(setup.server, 'POST', '/invitation/accept', { body: { token, password } }),
  };
}

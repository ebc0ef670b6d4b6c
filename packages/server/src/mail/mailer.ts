import { randomBytes } from 'node:crypto';
import { mkdirSync, writeFileSync } from 'node:fs';
import { join } from 'node:path';
import { type ContactDocument, defaultContact, studio } from '@lapm/contracts';
import nodemailer from 'nodemailer';
import addressparser from 'nodemailer/lib/addressparser';
import type { Config } from '../config';
import type { JobEngine } from '../jobs/engine';
import { MAIL_QUEUE, type MailJobData } from './mail-job';

/**
 * The recipient of a message to the studio: the e-mail she published in Contact's details
 * (« Contenu du site »), read when the message is sent, so a queued one follows a change too.
 */
export const STUDIO_INBOX = 'studio';

export interface MailMessage {
  /** An address, or STUDIO_INBOX. */
  to: string;
  /**
   * Where « Répondre » writes: to the studio, the client or visitor the message is about (an address
   * the schema has checked). Left out, a message to anyone else answers to the studio (see replyToOf).
   */
  replyTo?: string;
  subject: string;
  text: string;
  html: string;
  /** Files sent with it: a booking's calendar event (.ics), or an image the html shows inline (`cid:`, an album's cover). */
  attachments?: MailAttachment[];
}

export interface MailAttachment {
  filename: string;
  content: string | Buffer;
  contentType: string;
  /** Set for an image shown in the html as `cid:…`. */
  cid?: string;
  /** `base64`: `content` is a file's bytes written in base64 (a queued message holds text only). */
  encoding?: 'base64';
}

/** For the html part of a message: names and links never become markup. */
export const escapeHtml = (text: string) => text.replace(/[&<>"']/g, (c) => `&#${c.charCodeAt(0)};`);

/**
 * The opening line of a message. The first name is text its account's holder chose: it opens a
 * message only once the address has been proven to be theirs, so that nobody can write the first
 * words of a message to somebody else's mailbox by signing up or changing an address with it.
 */
export const greeting = (recipient: { firstname: string; confirmed: boolean }) =>
  recipient.confirmed ? `Bonjour ${recipient.firstname},` : 'Bonjour,';

/** The part of a pino logger the mailer writes to. */
export interface MailLog {
  info(details: object, message: string): void;
  error(details: object, message: string): void;
}

export interface Mailer {
  /** True when messages land in DATA_DIR/outbox instead of an SMTP server. */
  readonly outbox: boolean;
  /**
   * Sends in the background: the caller answers at once. The message becomes one job of the mail
   * queue (mail-job.ts), sent by whichever instance takes it and retried while the server refuses
   * it. What is logged names the kind of message (`event`) and, for the outbox, its file: never a
   * recipient, nor a link the message carries.
   */
  queue(message: MailMessage, log: MailLog, event: string): void;
  /** Sends now and fails as the transport fails: for the mail queue, which retries. */
  send(message: MailMessage, log: MailLog, event: string): Promise<void>;
  /**
   * Resolves once every message queued so far is in the mail queue, and the queue holds none
   * ready nor being sent, on any instance (sent, refused, failed, or waiting for a retry).
   */
  idle(): Promise<void>;
  /** Waits for the messages still being sent, then closes the connection. */
  close(): Promise<void>;
}

/**
 * True when nodemailer reads `to` as exactly the one mailbox it spells: no second recipient after a
 * comma or semicolon, no group ("x:a@b.fr;"), no display name or comment. The address is checked
 * when it is stored; this is the last line for a row stored before that check.
 */
function isSingleRecipient(to: string): boolean {
  const parsed = addressparser(to);
  const [only] = parsed;
  return (
    parsed.length === 1 && only !== undefined && !('group' in only) && only.name === '' && only.address === to
  );
}

/**
 * The sender is a no-reply address: a client who answers the studio's e-mail (an album, a booking,
 * her selection) reaches the studio. A message to the studio answers to whom it names, or to nobody.
 */
const replyToOf = (message: MailMessage, studioEmail: string) =>
  message.replyTo ?? (message.to === studioEmail ? undefined : studioEmail);

function senderOf(config: Config): string {
  if (config.mailFrom) return config.mailFrom;
  const host = config.siteUrl ? new URL(config.siteUrl).hostname : 'localhost';
  return `"${studio.name}" <no-reply@${host}>`;
}

/**
 * SMTP through SMTP_URL; without it each message is written as an .eml file to the data folder's
 * outbox, so that a password reset can be completed on a machine with no mail server.
 */
/** A queued message holds JSON: a file's bytes travel in base64. */
const storable = (message: MailMessage): MailMessage => ({
  ...message,
  ...(message.attachments && {
    attachments: message.attachments.map((file) =>
      Buffer.isBuffer(file.content)
        ? { ...file, content: file.content.toString('base64'), encoding: 'base64' as const }
        : file,
    ),
  }),
});

/**
 * `jobs`: the job engine, read when a message is queued (it is registered after the mailer);
 * `contact`: Contact's details as published, read as each message is sent.
 */
export function createMailer(
  config: Config,
  jobs: () => JobEngine,
  contact: () => Promise<ContactDocument> = async () => defaultContact,
): Mailer {
  const outboxDir = join(config.dataDir, 'outbox');
  const transport = config.smtpUrl
    ? nodemailer.createTransport(config.smtpUrl)
    : nodemailer.createTransport({ streamTransport: true, buffer: true });
  const from = senderOf(config);
  const pending = new Set<Promise<void>>();
  const idle = async () => {
    await Promise.all(pending);
  };

  async function deliver(queued: MailMessage, log: MailLog, event: string) {
    const studioEmail = (await contact()).email;
    const message = queued.to === STUDIO_INBOX ? { ...queued, to: studioEmail } : queued;
    if (!isSingleRecipient(message.to)) {
      // Nobody can correct this by retrying: the message is dropped, and the log never shows the
      // address (see MailLog).
      log.error({ event: `${event}_refused` }, 'e-mail non envoyé : l’adresse du destinataire est invalide');
      return;
    }
    // Quoted-printable keeps the link readable in the raw message (outbox files, tests).
    const info = await transport.sendMail({
      from,
      textEncoding: 'quoted-printable',
      ...message,
      replyTo: replyToOf(message, studioEmail),
    });
    if (!config.smtpUrl) {
      mkdirSync(outboxDir, { recursive: true });
      const name = `${new Date().toISOString().replace(/[:.]/g, '-')}-${randomBytes(4).toString('hex')}.eml`;
      writeFileSync(join(outboxDir, name), (info as unknown as { message: Buffer }).message, { mode: 0o600 });
      // No SMTP (a fresh machine): the file is where the link is read, never the log.
      log.info({ event, file: join(outboxDir, name) }, 'e-mail écrit dans la boîte d’envoi locale');
    }
  }

  return {
    outbox: !config.smtpUrl,
    send: deliver,
    queue(message, log, event) {
      const queueing = jobs()
        .send<MailJobData>(MAIL_QUEUE, { event, message: storable(message) })
        .then(
          () => undefined,
          (error: unknown) =>
            log.error({ err: error, event: `${event}_failed` }, "échec de l'envoi d'un e-mail"),
        );
      pending.add(queueing);
      void queueing.finally(() => pending.delete(queueing));
    },
    async idle() {
      await idle();
      await jobs().drained(MAIL_QUEUE);
    },
    async close() {
      await idle();
      transport.close();
    },
  };
}

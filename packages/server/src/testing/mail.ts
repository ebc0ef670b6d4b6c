import type { AddressInfo } from 'node:net';
import type { FastifyInstance } from 'fastify';
import { SMTPServer } from 'smtp-server';

export interface ReceivedMail {
  to: string[];
  /** The raw message, quoted-printable decoded. */
  content: string;
}

/**
 * A real SMTP server on loopback that keeps what it receives; on a given `port` to stand for a
 * mail server that comes back after being down.
 */
export async function startSmtp(port = 0) {
  const received: ReceivedMail[] = [];
  let waiting: ((mail: ReceivedMail) => void) | undefined;
  const smtp = new SMTPServer({
    authOptional: true,
    disabledCommands: ['STARTTLS'],
    logger: false,
    onData(stream, session, callback) {
      const chunks: Buffer[] = [];
      stream.on('data', (chunk: Buffer) => chunks.push(chunk));
      stream.on('end', () => {
        const mail = {
          to: session.envelope.rcptTo.map((rcpt) => rcpt.address),
          content: decodeQuotedPrintable(Buffer.concat(chunks).toString('latin1')),
        };
        received.push(mail);
        waiting?.(mail);
        waiting = undefined;
        callback();
      });
    },
  });
  await new Promise<void>((resolve) => smtp.listen(port, '127.0.0.1', resolve));
  return {
    port: (smtp.server.address() as AddressInfo).port,
    received,
    next: () => new Promise<ReceivedMail>((resolve) => (waiting = resolve)),
    /** The last e-mail received for `address` after the first `after` ones, waiting for it a few seconds. */
    async mailTo(address: string, after = 0): Promise<ReceivedMail> {
      for (let i = 0; i < 100; i++) {
        const mail = received.slice(after).findLast((m) => m.to.includes(address));
        if (mail) return mail;
        await new Promise((resolve) => setTimeout(resolve, 50));
      }
      throw new Error(`no e-mail to ${address}`);
    },
    /**
     * What arrived after the first `after` e-mails, once `server` has sent every e-mail it queued:
     * it sends in the background, after answering. A message is kept here before the server hears
     * it was delivered, so none is still on its way.
     */
    async settled(server: { app: FastifyInstance }, after = 0): Promise<ReceivedMail[]> {
      await server.app.background.mailsSent();
      return received.slice(after);
    },
    close: () => new Promise<void>((resolve) => smtp.close(() => resolve())),
  };
}

/** Enough MIME for the tests: undoes quoted-printable, in which the mailer writes its text. */
export function decodeQuotedPrintable(raw: string): string {
  const bytes = raw
    .replace(/=\r?\n/g, '')
    .replace(/=([0-9A-F]{2})/g, (_, hex) => String.fromCharCode(parseInt(hex, 16)));
  return Buffer.from(bytes, 'latin1').toString('utf8');
}

/**
 * An e-mail's subject as its reader sees it. The mailer writes it as encoded words (« =?UTF-8?Q?…?= »,
 * « _ » for each space) on folded lines. The quoted-printable decoding above took each fold's
 * « =\r\n » for a soft break: the words come joined by « ? =?UTF-8?Q? », the last one's « ? »
 * followed by the next header.
 */
export function subjectOf(mail: ReceivedMail): string {
  const line = (/^Subject: (.*)$/m.exec(mail.content)?.[1] ?? '').trim();
  const start = '=?UTF-8?Q?';
  if (!line.startsWith(start)) return line;
  const words = line.slice(start.length).split(`? ${start}`);
  const last = words.pop() ?? '';
  return [...words, last.slice(0, last.indexOf('?'))].join('').replace(/_/g, ' ');
}

/** The token of the link to `page` (`/invitation`, `/reset-password/confirm`…) that an e-mail carries. */
export function tokenIn(mail: ReceivedMail, page: string): string {
  const token = mail.content.match(new RegExp(`https://[^/\\s]+${page}\\?token=([\\w-]+)`))?.[1];
  if (!token) throw new Error(`no ${page} link in:\n${mail.content}`);
  return token;
}

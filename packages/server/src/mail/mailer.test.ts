import { mkdtempSync, rmSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { afterAll, beforeAll, describe, expect, it } from '@rstest/core';
import { loadConfig } from '../config';
import { startSmtp } from '../testing/mail';
import { createMailer, type MailLog } from './mailer';

let smtp: Awaited<ReturnType<typeof startSmtp>>;
let dataDir: string;
beforeAll(async () => {
  smtp = await startSmtp();
  dataDir = mkdtempSync(join(tmpdir(), 'lapm-mailer-'));
});
afterAll(async () => {
  await smtp.close();
  rmSync(dataDir, { recursive: true, force: true });
});

function recordingLog() {
  const lines: { level: 'info' | 'error'; details: object; message: string }[] = [];
  const log: MailLog = {
    info: (details, message) => lines.push({ level: 'info', details, message }),
    error: (details, message) => lines.push({ level: 'error', details, message }),
  };
  return { log, lines };
}

const message = (to: string) => ({ to, subject: 'Sujet', text: 'Texte', html: '<p>Texte</p>' });

describe('a recipient that is not exactly the stored address', () => {
  // Each of these was accepted by the spec's simple pattern, and nodemailer delivers it elsewhere.
  const forged = [
    'victim.example,attacker@evil.example',
    'x:client@demo.lapm.fr;',
    'lea@exemple.fr;autre@exemple.fr',
    'Léa<autre@exemple.fr>',
    'lea@exemple.fr(autre@exemple.fr)',
  ];

  it('is refused, logged without the address, and nothing reaches the SMTP server', async () => {
    const mailer = createMailer(
      loadConfig({
        DATA_DIR: dataDir,
        SMTP_URL: `smtp://127.0.0.1:${smtp.port}`,
        SITE_URL: 'https://photo.example.fr',
      }),
      // Sent as the mail queue's job sends: no engine involved.
      () => {
        throw new Error('no job engine');
      },
    );
    const { log, lines } = recordingLog();
    for (const to of forged) await mailer.send(message(to), log, 'test_mail');
    await mailer.send(message('lea@exemple.fr'), log, 'test_mail');
    await mailer.close();

    expect(smtp.received.map((mail) => mail.to)).toEqual([['lea@exemple.fr']]);
    expect(lines.filter((line) => line.level === 'error')).toHaveLength(forged.length);
    for (const line of lines) {
      expect(line.details).toEqual({ event: 'test_mail_refused' });
      expect(JSON.stringify(line)).not.toMatch(/@/);
    }
  });
});

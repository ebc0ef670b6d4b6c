import { describe, expect, it } from '@rstest/core';
import {
  albumCreatePayloadSchema,
  albumCreatePayloadSchemaOn,
  albumUpdatePayloadSchema,
  emailSchema,
  loginPayloadSchema,
  registerPayloadSchema,
  userSelfUpdatePayloadSchema,
  userUpdatePayloadSchema,
} from './entities';
import { albumLinkMessage, validationMessages } from './validation';

const firstMessage = (result: { success: boolean; error?: { issues: { message: string }[] } }) =>
  result.error?.issues[0]?.message;

describe('registration payload', () => {
  const valid = { firstname: ' Léa ', lastname: 'Martin', email: 'lea@example.fr', password: 'secret123' };

  it('trims names and e-mail but not the password', () => {
    const parsed = registerPayloadSchema.parse({
      ...valid,
      email: ' lea@example.fr ',
      password: ' secret12 ',
    });
    expect(parsed.firstname).toBe('Léa');
    expect(parsed.email).toBe('lea@example.fr');
    expect(parsed.password).toBe(' secret12 ');
  });

  it('reports the checks in the order of the spec', () => {
    expect(firstMessage(registerPayloadSchema.safeParse({ ...valid, firstname: '  ', email: '' }))).toBe(
      'Le prénom et le nom sont obligatoires.',
    );
    expect(firstMessage(registerPayloadSchema.safeParse({ ...valid, email: '' }))).toBe(
      "L'email est obligatoire.",
    );
    expect(firstMessage(registerPayloadSchema.safeParse({ ...valid, email: 'lea@example' }))).toBe(
      'Veuillez saisir une adresse email valide.',
    );
    expect(firstMessage(registerPayloadSchema.safeParse({ ...valid, password: 'court' }))).toBe(
      'Le mot de passe doit contenir au moins 8 caractères.',
    );
  });
});

describe('e-mail addresses', () => {
  const accepted = [
    'lea@exemple.fr',
    'Lea.Martin@Exemple.FR',
    'lea+photos@exemple.fr',
    "o'brien@exemple.fr",
    'prenom.nom-2@sous-domaine.exemple.co.uk',
    'a_b!#$%&*/=?^`{|}~-@exemple.fr',
    'lea@xn--caf-dma.fr',
    'lea@exemple.xn--p1ai',
    `${'a'.repeat(64)}@exemple.fr`,
  ];
  const refused = [
    'victim.example,attacker@evil.example',
    'x:client@demo.lapm.fr;',
    'lea@exemple.fr,autre@exemple.fr',
    'lea@exemple.fr;autre@exemple.fr',
    'Léa <lea@exemple.fr>',
    '<lea@exemple.fr>',
    '"lea martin"@exemple.fr',
    '"lea"@exemple.fr',
    'lea martin@exemple.fr',
    'lea@exemple.fr (autre@exemple.fr)',
    'lea@@exemple.fr',
    'lea@exemple',
    'lea@exemple.',
    'lea@.exemple.fr',
    'lea@exemple..fr',
    'lea@-exemple.fr',
    'lea@exemple-.fr',
    'lea@exemple_x.fr',
    'lea@[127.0.0.1]',
    'lea@127.0.0.1',
    '.lea@exemple.fr',
    'lea.@exemple.fr',
    'le..a@exemple.fr',
    'léa@exemple.fr',
    'lea@exémple.fr',
    'lea\u00a0martin@exemple.fr',
    `${'a'.repeat(65)}@exemple.fr`,
    `lea@${'a'.repeat(64)}.fr`,
    `lea@${'abcdefghi.'.repeat(25)}fr`,
  ];

  it.each(accepted)('accepts %s as one mailbox', (email) => {
    expect(emailSchema.parse(` ${email} `)).toBe(email);
  });

  it.each(refused)('refuses %s with the spec’s message', (email) => {
    expect(firstMessage(emailSchema.safeParse(email))).toBe(validationMessages.emailInvalid);
  });

  it('applies to registration and both profile forms alike', () => {
    const forged = 'x:client@demo.lapm.fr;';
    const names = { firstname: 'Léa', lastname: 'Martin' };
    expect(
      firstMessage(registerPayloadSchema.safeParse({ ...names, email: forged, password: 'secret123' })),
    ).toBe(validationMessages.emailInvalid);
    expect(firstMessage(userSelfUpdatePayloadSchema.safeParse({ ...names, email: forged }))).toBe(
      validationMessages.emailInvalid,
    );
    expect(firstMessage(userUpdatePayloadSchema.safeParse({ id: 3, ...names, email: forged }))).toBe(
      validationMessages.emailInvalid,
    );
  });

  it('still lets an address stored under the simple pattern log in', () => {
    expect(loginPayloadSchema.parse({ email: ' léa@exemple.fr ', password: 'x' }).email).toBe(
      'léa@exemple.fr',
    );
    expect(firstMessage(loginPayloadSchema.safeParse({ email: 'lea@exemple', password: 'x' }))).toBe(
      validationMessages.emailInvalid,
    );
  });

  it('answers at once on a long hostile address', () => {
    const started = performance.now();
    emailSchema.safeParse(`${'a.'.repeat(120)}@${'a-'.repeat(60)}`);
    emailSchema.safeParse(`a@${'a'.repeat(61)}.${'-'.repeat(180)}`);
    expect(performance.now() - started).toBeLessThan(50);
  });
});

describe('text fields', () => {
  const valid = { firstname: 'Léa', lastname: 'Martin', email: 'lea@example.fr', password: 'secret123' };

  it('refuses control characters, naming the field', () => {
    expect(firstMessage(registerPayloadSchema.safeParse({ ...valid, lastname: 'Mar\u0000tin' }))).toBe(
      'Le champ « nom » contient un caractère invisible : retapez-le au clavier.',
    );
    expect(firstMessage(registerPayloadSchema.safeParse({ ...valid, adress: '\u007f' }))).toBe(
      'Le champ « adresse » contient un caractère invisible : retapez-le au clavier.',
    );
  });

  it('keeps line breaks and tabs in an address', () => {
    const parsed = registerPayloadSchema.parse({ ...valid, adress: '1 rue Foch\r\n34000\tMontpellier' });
    expect(parsed.adress).toBe('1 rue Foch\r\n34000\tMontpellier');
  });
});

describe('album creation payload', () => {
  it('needs every field and a positive owner id', () => {
    expect(
      albumCreatePayloadSchema.safeParse({
        date: '12/05/2025',
        lien: 'https://x',
        access_code: 'a',
        user_id: 0,
      }).success,
    ).toBe(false);
    expect(
      albumCreatePayloadSchema.safeParse({ date: ' ', lien: 'https://x', access_code: 'a', user_id: 1 })
        .success,
    ).toBe(false);
    expect(
      albumCreatePayloadSchema.parse({
        date: '12/05/2025',
        lien: ' https://x ',
        access_code: 'a',
        user_id: '3',
      }),
    ).toEqual({
      date: '12/05/2025',
      lien: 'https://x',
      access_code: 'a',
      user_id: 3,
    });
  });
});

describe('album link', () => {
  const album = { date: '12/05/2025', access_code: 'a', user_id: 1 };
  const linkIssues = (lien: string) =>
    albumCreatePayloadSchema.safeParse({ ...album, lien }).error?.issues.map((issue) => issue.message);

  it('accepts a complete https:// address, trimmed, whatever its case', () => {
    expect(albumCreatePayloadSchema.parse({ ...album, lien: ' https://galerie.fr/s?id=1 ' }).lien).toBe(
      'https://galerie.fr/s?id=1',
    );
    expect(linkIssues('HTTPS://GALERIE.FR')).toBeUndefined();
  });

  it('refuses anything a Consulter link must never open, with one French message', () => {
    for (const lien of [
      'javascript:alert(1)',
      'JavaScript:alert(1)',
      'data:text/html,<script>alert(1)</script>',
      'http://galerie.fr',
      'http://localhost.evil.example/galerie/3',
      'galerie.fr/seance',
      'https://',
      '//galerie.fr',
    ]) {
      expect(linkIssues(lien)).toEqual([albumLinkMessage]);
    }
  });

  it('accepts the gallery the site hosts when the site is tried out on this machine over http', () => {
    for (const lien of ['http://localhost:3000/galerie/3', 'http://127.0.0.1:4310/galerie/3']) {
      expect(linkIssues(lien)).toBeUndefined();
    }
  });

  it('reports an empty link as a missing field only', () => {
    expect(linkIssues('  ')).toEqual(['Renseignez tous les champs requis']);
  });

  it('applies to updates too', () => {
    expect(
      albumUpdatePayloadSchema.safeParse({ ...album, id: 1, lien: 'javascript:alert(1)' }).error?.issues[0]
        ?.message,
    ).toBe(albumLinkMessage);
  });
});

describe('album availability', () => {
  const album = { date: '12/05/2025', lien: 'https://galerie.fr/s', access_code: 'a', user_id: 1 };
  const onThe = (today: string) => albumCreatePayloadSchemaOn(() => today);
  const messages = (result: { error?: { issues: { message: string }[] } }) =>
    result.error?.issues.map((issue) => issue.message);

  it('is optional, and an empty date means no end', () => {
    expect(onThe('2025-05-01').parse(album).available_until).toBeUndefined();
    expect(onThe('2025-05-01').parse({ ...album, available_until: ' ' }).available_until).toBeNull();
    expect(onThe('2025-05-01').parse({ ...album, available_until: '2025-06-30' }).available_until).toBe(
      '2025-06-30',
    );
  });

  it('refuses a day that does not exist', () => {
    expect(messages(onThe('2025-05-01').safeParse({ ...album, available_until: '2025-02-30' }))).toEqual([
      validationMessages.availabilityInvalid,
    ]);
  });

  it('refuses an end before the session, on creation and on update', () => {
    const early = { ...album, available_until: '2025-05-11' };
    expect(messages(onThe('2025-01-01').safeParse(early))).toEqual([
      validationMessages.availabilityBeforeSession,
    ]);
    expect(messages(albumUpdatePayloadSchema.safeParse({ ...early, id: 1 }))).toEqual([
      validationMessages.availabilityBeforeSession,
    ]);
    expect(onThe('2025-01-01').safeParse({ ...album, available_until: '2025-05-12' }).success).toBe(true);
    // A free-text session date cannot be compared: the end alone is checked.
    expect(onThe('2025-01-01').safeParse({ ...early, date: 'mai 2025' }).success).toBe(true);
  });

  it('refuses an end already past on creation only', () => {
    const past = { ...album, available_until: '2025-06-01' };
    expect(messages(onThe('2025-06-02').safeParse(past))).toEqual([validationMessages.availabilityPast]);
    expect(onThe('2025-06-01').safeParse(past).success).toBe(true);
    expect(albumUpdatePayloadSchema.safeParse({ ...past, id: 1 }).success).toBe(true);
  });
});

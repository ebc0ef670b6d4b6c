import { defaultContact } from '@lapm/contracts';
import { mailtoHref } from '@lapm/ui';
import { describe, expect, it } from '@rstest/core';
import { visibleFormulas } from '../lib/prices';
import { priceTables } from '../test/content';
import { pricedServices } from './catalog';
import { bookingMailLink, bookingMailLinks } from './mailLinks';

const decode = (href: string) => {
  const url = new URL(href);
  return {
    recipient: url.pathname,
    subject: url.searchParams.get('subject'),
    body: url.searchParams.get('body'),
    rawQuery: url.search,
  };
};

describe('booking mail links', () => {
  it('exist for every formula on sale, addressed to the studio e-mail', () => {
    for (const service of pricedServices) {
      const links = bookingMailLinks(service, priceTables[service]);
      for (const { formula } of visibleFormulas(priceTables[service])) {
        expect(links[formula]?.recipient).toBe(defaultContact.email);
      }
    }
  });

  it('encode the subject and the body of a normal formula', () => {
    const href = mailtoHref(bookingMailLink('mariage', 'confort'));
    const mail = decode(href);
    expect(href.startsWith(`mailto:${defaultContact.email}?subject=`)).toBe(true);
    expect(mail.rawQuery).toContain('subject=R%C3%A9servation%20Mariage%20-%20Formule%20Confort');
    expect(mail.subject).toBe('Réservation Mariage - Formule Confort');
    expect(mail.rawQuery).toContain('%0D%0A');
    expect(mail.body).toContain('Je souhaiterais réserver la formule Confort pour la prestation Mariage.');
    expect(mail.body).not.toContain('attentes');
  });

  it('use the longer body for Corporate classique, flash and signature, not confiance', () => {
    for (const formula of ['classique', 'flash', 'signature'] as const) {
      const mail = decode(mailtoHref(bookingMailLink('corporate', formula)));
      expect(mail.subject).toBe(
        `Réservation Portrait Corporate - Formule ${formula[0]?.toUpperCase()}${formula.slice(1)}`,
      );
      expect(mail.body).toContain('échanger avec vous sur nos attentes');
      expect(mail.body).toContain('Je préfère être recontacté(e) par');
    }
    expect(decode(mailtoHref(bookingMailLink('corporate', 'confiance'))).body).not.toContain('attentes');
  });
});

import { demoPhotos, licenceUrls } from '@lapm/images/demo';
import { legalNotices as words } from '@lapm/site-seed/legalNotices';
import { termsOfSale as termsWords } from '@lapm/site-seed/termsOfSale';
import { describe, expect, it } from '@rstest/core';
import { legalNoticesSections } from './legalNotices';
import { termsOfSaleParts } from './termsOfSale';

const termsOfSale = { parts: termsOfSaleParts(termsWords) };

const textOf = (sections: { heading: string; paragraphs: string[]; bullets?: string[] }[]) =>
  sections
    .flatMap((section) => [section.heading, ...section.paragraphs, ...(section.bullets ?? [])])
    .join('\n');

describe('terms of sale', () => {
  const [common, individuals, businesses] = termsOfSale.parts;

  it('has the three parts of the spec', () => {
    expect(termsOfSale.parts.map((part) => part.heading)).toEqual([
      'Dispositions communes',
      'Clients particuliers',
      'Clients professionnels',
    ]);
  });

  it('states every figure of spec section 9 in its part', () => {
    const shared = textOf(common?.sections ?? []);
    expect(shared).toContain('TVA applicable est de 20 %');
    expect(shared).toContain('acompte de 30 % du montant total');
    expect(shared).toContain('10 % du montant total par mois de retard');
    expect(shared).toContain("Pour les professionnels, s'y ajoute une indemnité forfaitaire de 40 €");
    expect(shared).toContain('2 à 4 semaines après la séance');
    expect(shared).toContain('fichiers bruts (RAW)');
    expect(shared).toContain('conservés 6 mois au plus');
    expect(shared).toContain('virement bancaire, par chèque ou en espèces');

    const privateClients = textOf(individuals?.sections ?? []);
    expect(privateClients).toContain('Le solde est réglé le jour de la séance.');
    expect(privateClients).toContain('délai de rétractation de 14 jours');
    expect(privateClients).toContain("l'acompte n'est plus remboursable");

    const pro = textOf(businesses?.sections ?? []);
    expect(pro).toContain('dans les 30 jours suivant la date de la facture');
    expect(pro).toContain("l'acompte est facturé");
    expect(pro).toContain('moins de 48 heures avant la séance, 100 %');
    expect(pro).toContain("d'une durée de 3 ans, pour le monde entier");
    expect(pro).toContain('La revente des photos');
  });
});

const legalNotices = { sections: legalNoticesSections(words) };

describe('legal notices', () => {
  it('has the six sections the law asks for, whatever her words', () => {
    expect(legalNotices.sections.map((section) => section.heading)).toEqual([
      'Éditeur du site',
      'Hébergement',
      'Propriété intellectuelle',
      'Données personnelles',
      'Cookies',
      'Responsabilité et droit applicable',
    ]);
  });
});

describe('photo credits', () => {
  it('credit every demo photo by author and licence in the intellectual property section', () => {
    const section = legalNotices.sections.find((s) => s.heading === 'Propriété intellectuelle');
    for (const photo of demoPhotos) {
      expect(section?.bullets).toContain(
        `« ${photo.alt} » : ${photo.author}, licence ${photo.licence} (${licenceUrls[photo.licence]})`,
      );
    }
  });
});

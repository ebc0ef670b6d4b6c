import type { HomePageDocument, LegalNoticesDocument, TermsOfSaleDocument } from '@lapm/contracts';
import { initialSiteContent } from '@lapm/site-seed';
import { describe, expect, it } from '@rstest/core';
import { fireEvent, render, screen } from '@testing-library/react';
import { useState } from 'react';
import { HomeEditor } from './HomeEditor';
import { LegalNoticesEditor } from './LegalNoticesEditor';
import { TermsOfSaleEditor } from './TermsOfSaleEditor';

let home: HomePageDocument;
function Home() {
  const [document, setDocument] = useState(initialSiteContent.accueil);
  home = document;
  return <HomeEditor document={document} onChange={setDocument} />;
}
let legal: LegalNoticesDocument;
function Legal() {
  const [document, setDocument] = useState(initialSiteContent['mentions-legales']);
  legal = document;
  return <LegalNoticesEditor document={document} onChange={setDocument} />;
}

let terms: TermsOfSaleDocument;
function Terms() {
  const [document, setDocument] = useState(initialSiteContent.cgv);
  terms = document;
  return <TermsOfSaleEditor document={document} onChange={setDocument} />;
}

const field = (name: string) => screen.getByRole('textbox', { name }) as HTMLInputElement;

describe('« Page d’accueil »', () => {
  it('shows every word of the home page as it is today, each in a field of its own', () => {
    render(<Home />);
    expect(field('Titre de la page').value).toBe('Photographe portrait et mariage près de Montpellier');
    expect(field('Devise').value).toBe("Saisir l'instant, garder l'émotion.");
    expect(field('Bouton vers les prestations et tarifs').value).toBe('Toutes les prestations et tarifs');
    expect(field('Bouton vers « Qui suis-je ? »').value).toBe('Qui suis-je ?');
    expect(field('Titre de la carte LifeStyle').value).toBe('LifeStyle');
    expect(field('Texte de la carte Mariage').value).toBe(
      'Le reportage de votre journée, des préparatifs à la soirée.',
    );
    expect(field('Titre — Encart « Qui suis-je ? »').value).toBe("Derrière l'objectif");
    expect(field('Bouton — Encart Portfolio').value).toBe('Voir le portfolio');
  });

  it('changes the words she types, and only them', () => {
    render(<Home />);
    fireEvent.change(field('Texte de la carte Corporate'), {
      target: { value: 'Des portraits pour vos équipes et votre site.' },
    });
    fireEvent.change(field('Texte — Encart Portfolio'), { target: { value: 'Mes images préférées.' } });
    expect(home.services).toEqual([
      { ...initialSiteContent.accueil.services[0], text: 'Des portraits pour vos équipes et votre site.' },
      ...initialSiteContent.accueil.services.slice(1),
    ]);
    expect(home.portfolio).toEqual({
      ...initialSiteContent.accueil.portfolio,
      text: 'Mes images préférées.',
    });
    expect(home.title).toBe(initialSiteContent.accueil.title);
  });
});

describe('« Mentions légales »', () => {
  it('edits her words, the host and the publisher’s details; the headings the law asks for are not fields', () => {
    render(<Legal />);
    fireEvent.change(field('Hébergeur du site (nom, adresse et téléphone)'), {
      target: { value: 'OVH SAS, 2 rue Kellermann, 59100 Roubaix' },
    });
    fireEvent.change(field('SIRET'), { target: { value: '123 456 789 00012' } });
    fireEvent.change(field('Paragraphes — Cookies'), { target: { value: 'Premier.\n\nSecond.' } });
    expect(legal.host).toBe('OVH SAS, 2 rue Kellermann, 59100 Roubaix');
    expect(legal.publisher.siret).toBe('123 456 789 00012');
    expect(legal.cookies).toEqual(['Premier.', 'Second.']);
    expect(screen.queryByRole('textbox', { name: /^Hébergement$|^Données personnelles$/ })).toBeNull();
    expect(
      screen.getByText(
        'Les titres des sections, exigés par la loi, et les crédits des photos d’exemple restent ceux du site.',
      ),
    ).toBeTruthy();
  });
});

describe('« Conditions générales de vente »', () => {
  it('edits the paragraphs of each section, named by its part and heading; two « Paiement du solde » stay apart', () => {
    render(<Terms />);
    const privateBalance = field('Paragraphes — Clients particuliers, Paiement du solde');
    expect(privateBalance.value).toBe('Le solde est réglé le jour de la séance.');
    fireEvent.change(privateBalance, { target: { value: 'Le solde est réglé à la livraison des photos.' } });
    expect(terms.sections.individualBalance).toEqual(['Le solde est réglé à la livraison des photos.']);
    expect(terms.sections.businessBalance).toEqual(initialSiteContent.cgv.sections.businessBalance);
    expect(screen.getByRole('group', { name: 'Clients professionnels' })).toBeTruthy();
  });
});

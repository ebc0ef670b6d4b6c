import { paths } from '@lapm/contracts';
import { describe, expect, it } from '@rstest/core';
import { screen, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import type { ComponentType } from 'react';
import CorporatePage from '../../exposes/Corporate';
import DuoPage from '../../exposes/Duo';
import FamilyPage from '../../exposes/Family';
import HobbyPage from '../../exposes/Hobby';
import NewbornPage from '../../exposes/Newborn';
import PregnancyPage from '../../exposes/Pregnancy';
import SoloPage from '../../exposes/Solo';
import WeddingPage from '../../exposes/Wedding';
import { renderPage } from '../../test/render';
import LifestylePage from './LifestylePage';

/** Page, gallery photos (spec section 3), pricing anchor and number of price cards. */
const pages: [string, ComponentType, number, string, number][] = [
  ['Corporate', CorporatePage, 8, 'tarifs-portrait-corporate', 4],
  ['Duo', DuoPage, 8, 'tarifs-portrait-duo', 3],
  ['Hobby', HobbyPage, 8, 'tarifs-portrait-hobby', 3],
  ['Solo', SoloPage, 8, 'tarifs-portrait-solo', 3],
  ['Grossesse', PregnancyPage, 12, 'tarifs-portrait-grossesse', 3],
  ['Nouveau-né', NewbornPage, 12, 'tarifs-portrait-grossesse', 3],
  ['Mariage', WeddingPage, 20, 'tarifs-portrait-mariage', 3],
  ['Famille', FamilyPage, 8, 'tarifs-portrait-famille', 3],
];

/** Thumbnails of the galleries: the links that open the viewer. */
const galleryPhotos = () => screen.queryAllByRole('link', { name: /^Agrandir la photo/ });

describe('service pages', () => {
  for (const [name, Page, photos, anchor, formulas] of pages) {
    it(`${name}: gallery of ${photos} photos, ${formulas} price cards under #${anchor}, reviews`, () => {
      const { container } = renderPage(<Page />);
      expect(galleryPhotos()).toHaveLength(photos);
      const heading = container.querySelector(`#${anchor}`);
      expect(heading?.tagName).toBe('H2');
      const prices = heading?.closest('section') as HTMLElement;
      expect(within(prices).getAllByRole('article')).toHaveLength(formulas);
      expect(within(prices).getAllByRole('link', { name: "Plus d'infos" })).toHaveLength(formulas);
      expect(screen.getByRole('list', { name: 'Avis clients' })).toBeTruthy();
    });
  }

  it('shows her photos in a gallery she filled, the other gallery keeping its demo photos', () => {
    const photo = (id: string, alt: string) => ({
      id,
      alt,
      width: 1200,
      height: 1500,
      widths: [480, 1200],
      placeholder: 'data:image/webp;base64,AAAA',
    });
    renderPage(<SoloPage />, paths.solo, {
      [paths.solo]: {
        'service:solo-ambiances': [photo('s2', 'Danseuse en contre-jour'), photo('s1', 'Pianiste au studio')],
      },
    });
    expect(galleryPhotos()).toHaveLength(4 + 2);
    const gallery = screen.getByRole('list', { name: 'Ambiances et caractères' });
    expect(
      within(gallery)
        .getAllByRole('img')
        .map((image) => image.getAttribute('alt')),
    ).toEqual(['Danseuse en contre-jour', 'Pianiste au studio']);
  });

  it('Nouveau-né shows the pregnancy gallery as she filled it', () => {
    renderPage(<NewbornPage />, paths.newborn, {
      [paths.newborn]: {
        'service:grossesse': [
          {
            id: 'g1',
            alt: 'Ventre rond et mains jointes',
            width: 1200,
            height: 1500,
            widths: [1200],
            placeholder: 'data:image/webp;base64,AAAA',
          },
        ],
      },
    });
    expect(galleryPhotos()).toHaveLength(1);
    expect(screen.getByRole('img', { name: 'Ventre rond et mains jointes' })).toBeTruthy();
  });
});

describe('service pages with her photos', () => {
  it('shows her photo under the title and in LifeStyle’s formats, cropped around its focal point, in the frame of the page’s own', () => {
    const placed = (id: string, alt: string) => ({
      id,
      alt,
      width: 800,
      height: 1200,
      widths: [480, 800],
      placeholder: 'data:image/webp;base64,AAAA',
      focal_point: { x: 30, y: 15 },
    });
    renderPage(<WeddingPage />, paths.wedding, {
      [paths.wedding]: { 'hero:mariage': [placed('h1', 'Les mariés sous les platanes')] },
    });
    const hero = screen.getByRole('img', { name: 'Les mariés sous les platanes' });
    expect(hero.getAttribute('src')).toBe('/photos/h1/480.jpg');
    expect(hero.style.objectPosition).toBe('30% 15%');
    // A portrait in a landscape slot: the frame keeps the page's shape, her photo is cropped.
    const [width = 0, height = 1] = (hero.closest('div') as HTMLElement).style.aspectRatio
      .split('/')
      .map((side) => Number(side));
    expect(width / height).toBeGreaterThan(1);
  });

  it('LifeStyle shows her photo in a format she filled, the others keeping theirs', () => {
    renderPage(<LifestylePage />, paths.lifestyle, {
      [paths.lifestyle]: {
        'lifestyle:feel-good': [
          {
            id: 'f1',
            alt: 'Rire au vent sur la plage',
            width: 1200,
            height: 800,
            widths: [1200],
            placeholder: 'data:image/webp;base64,AAAA',
            focal_point: { x: 70, y: 40 },
          },
        ],
      },
    });
    expect(screen.getByRole('img', { name: 'Rire au vent sur la plage' }).style.objectPosition).toBe(
      '70% 40%',
    );
    const hers = screen
      .getAllByRole('img')
      .filter((image) => image.getAttribute('src')?.startsWith('/photos/'));
    expect(hers).toHaveLength(1);
  });
});

describe('service pages contact links', () => {
  it('Corporate offers a quote by e-mail', () => {
    renderPage(<CorporatePage />);
    const link = screen.getByRole('link', { name: 'Demander un devis par e-mail' });
    expect(link.getAttribute('href')).toMatch(
      /^mailto:contact@lapm-photographie\.fr\?subject=Demande%20de%20devis/,
    );
  });

  it('Mariage links to the contact page and to the price page', () => {
    renderPage(<WeddingPage />);
    expect(
      screen.getByRole('link', { name: 'Vérifier la disponibilité de ma date' }).getAttribute('href'),
    ).toBe('/contacts');
    expect(screen.getByRole('link', { name: 'Voir toutes les prestations' }).getAttribute('href')).toBe(
      '/tarifs',
    );
  });
});

describe('LifeStyle page', () => {
  it('has its six formats, no price cards, and contact links opening the mail in a new tab', () => {
    const { container } = renderPage(<LifestylePage />);
    for (const format of ['Feel Good', 'Toi & Moi', 'La Smala', '1er cris', '9 mois', 'Passions Lives']) {
      expect(screen.getByRole('heading', { level: 3, name: format })).toBeTruthy();
    }
    expect(container.querySelector('[id^="tarifs-"]')).toBeNull();
    expect(screen.queryByRole('link', { name: "Plus d'infos" })).toBeNull();
    const contact = screen.getByRole('link', { name: /Me contacter pour une séance Toi & Moi/ });
    expect(contact.getAttribute('target')).toBe('_blank');
    expect(contact.getAttribute('href')).toMatch(/^mailto:contact@lapm-photographie\.fr\?subject=/);
  });

  it('proposes the format matching who comes, each answer a <details> of one group', async () => {
    renderPage(<LifestylePage />);
    const chooser = screen.getByRole('group', { name: 'Vous venez…' });
    const answers = [...chooser.querySelectorAll('details')];
    expect(answers.map((answer) => answer.querySelector('summary')?.textContent)).toEqual([
      'seul ou seule',
      'à deux',
      'en famille ou entre amis',
      'avec un nouveau-né',
      'en attendant bébé',
      'avec votre passion',
    ]);
    // One group: the browser closes the others when one opens, with or without the app.
    expect(new Set(answers.map((answer) => answer.getAttribute('name'))).size).toBe(1);
    expect(answers.map((answer) => answer.open)).toEqual([true, false, false, false, false, false]);

    const duo = answers[1] as HTMLDetailsElement;
    await userEvent.click(within(duo).getByText('à deux'));
    expect(duo.open).toBe(true);
    expect(within(duo).getByText("Le format qu'il vous faut")).toBeTruthy();
    expect(within(duo).getByText(/Toi & Moi/)).toBeTruthy();
    expect(within(duo).getByRole('link', { name: 'Voir les formules et tarifs' }).getAttribute('href')).toBe(
      '/portrait-duo#tarifs-portrait-duo',
    );
    const newborn = answers[3] as HTMLDetailsElement;
    expect(
      within(newborn).getByRole('link', { name: 'Voir les formules et tarifs' }).getAttribute('href'),
    ).toBe('/portrait-nouveau-ne#tarifs-portrait-grossesse');
  });
});

import { paths } from '@lapm/contracts';
import { initialSiteContent } from '@lapm/site-seed';
import { describe, expect, it } from '@rstest/core';
import { screen } from '@testing-library/react';
import { renderPage } from '../../test/render';
import HomePage, { HomeView } from './HomePage';

describe('HomePage', () => {
  it('links to Corporate, LifeStyle, Mariage, who am I and the portfolio top', () => {
    renderPage(<HomePage />);
    const hrefs = screen.getAllByRole('link').map((link) => link.getAttribute('href'));
    for (const path of [
      '/portrait-corporate',
      '/portrait-lifestyle',
      '/portrait-mariage',
      '/qui-suis-je',
      '/portfolio#top',
    ]) {
      expect(hrefs).toContain(path);
    }
  });

  it('opens on her main photo once she placed one, with its alt text, else on the demo photo', () => {
    const demo = renderPage(<HomePage />);
    const demoAlt = document.querySelector('header img')?.getAttribute('alt');
    expect(demoAlt).toBeTruthy();
    demo.unmount();
    renderPage(<HomePage />, paths.home, {
      [paths.home]: {
        'home:main': [
          {
            id: 'f3b0',
            alt: 'Mariés dans les vignes du Pic Saint-Loup',
            width: 1600,
            height: 1067,
            widths: [800, 1600],
            placeholder: 'data:image/webp;base64,AAAA',
          },
        ],
      },
    });
    const image = screen.getByRole('img', { name: 'Mariés dans les vignes du Pic Saint-Loup' });
    expect(image.getAttribute('srcset')).toBe('/photos/f3b0/800.jpg 800w, /photos/f3b0/1600.jpg 1600w');
    expect(image.closest('picture')?.querySelector('source[type="image/avif"]')?.getAttribute('srcset')).toBe(
      '/photos/f3b0/800.avif 800w, /photos/f3b0/1600.avif 1600w',
    );
    expect(screen.queryByRole('img', { name: demoAlt ?? '' })).toBeNull();
  });

  it('leaves out a photo she emptied with no fallback, never bringing the demo photo back', () => {
    const demo = renderPage(<HomePage />);
    const demoCards = document.querySelectorAll('main li img, ul li img').length;
    expect(document.querySelector('header img')).not.toBeNull();
    demo.unmount();
    renderPage(<HomePage />, paths.home, { [paths.home]: { 'home:main': null, 'home:mariage': null } });
    expect(document.querySelector('header img')).toBeNull();
    expect(screen.getByRole('heading', { level: 1 })).toBeTruthy();
    expect(document.querySelectorAll('main li img, ul li img').length).toBe(demoCards - 1);
  });

  it('shows the words she published: headings, paragraphs and button labels', () => {
    const words = structuredClone(initialSiteContent.accueil);
    words.title = 'Photographe de vos grands jours à Montpellier';
    words.services[2] = { id: 'wedding', text: 'Le reportage de votre journée.', title: 'Mariages' };
    words.portfolio.link = 'Parcourir mes images';
    renderPage(<HomeView text={words} />);
    expect(screen.getByRole('heading', { level: 1 }).textContent).toBe(
      'Photographe de vos grands jours à Montpellier',
    );
    expect(screen.getByRole('link', { name: /Mariages/ }).getAttribute('href')).toBe('/portrait-mariage');
    expect(screen.getByRole('link', { name: 'Parcourir mes images' }).getAttribute('href')).toBe(
      '/portfolio#top',
    );
  });
});

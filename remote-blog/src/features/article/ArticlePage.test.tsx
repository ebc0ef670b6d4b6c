import { describe, expect, test } from '@rstest/core';
import { act, render, screen, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { Suspense } from 'react';
import { MemoryRouter, Route, Routes } from 'react-router-dom';
import Article from '../../exposes/Article';
import { BlogPageData, publishedArticles } from '../../testing/pageData';

/** Renders /blog/<slug> as the server does: with the article it loaded from the database. */
async function renderArticle(slug: string) {
  // Awaited act: React renders again once the suspended article has arrived.
  await act(async () => {
    render(
      <MemoryRouter initialEntries={[`/blog/${slug}`]}>
        <BlogPageData path={`/blog/${slug}`}>
          <Suspense fallback={<p>Chargement…</p>}>
            <Routes>
              <Route path="/blog/:slug" element={<Article />} />
            </Routes>
          </Suspense>
        </BlogPageData>
      </MemoryRouter>,
    );
  });
}

describe('article page', () => {
  test('shows the article of the slug with its heading, date, sections and page head', async () => {
    await renderArticle('2025-07-24');
    expect(
      screen.getByRole('heading', { level: 1, name: /^Photos de grossesse\s: quel est le meilleur moment/ }),
    ).toBeTruthy();
    expect(screen.getByText('24/07/2025').getAttribute('datetime')).toBe('2025-07-24');
    expect(screen.getByRole('heading', { level: 2, name: /Pourquoi entre 28 et 34 semaines/ })).toBeTruthy();
    expect(document.title).toBe('Photo de grossesse : à quel moment ? | LAPM Photographie');
    expect(document.head.querySelector('meta[property="og:type"]')?.getAttribute('content')).toBe('article');
    expect(document.head.querySelector('meta[name="keywords"]')?.getAttribute('content')).toContain(
      'photo de grossesse',
    );
  });

  test('describes itself to search engines: breadcrumb and blog posting, the logo as share image until real photos exist', async () => {
    await renderArticle('2025-09-17');
    const script = document.querySelector('script[type="application/ld+json"]');
    const [studio, breadcrumb, posting] = JSON.parse(script?.textContent ?? '[]');
    expect(studio['@type']).toBe('ProfessionalService');
    expect(breadcrumb.itemListElement.map((item: { name: string }) => item.name)).toEqual([
      'Accueil',
      'Blog',
      'Photo et vidéo d’entreprise',
    ]);
    expect(posting).toMatchObject({
      '@type': 'BlogPosting',
      datePublished: '2025-09-17',
      inLanguage: 'fr-FR',
      // Its own heading, not the page title with the site's name.
      headline: publishedArticles.find((article) => article.slug === '2025-09-17')?.title,
    });
    expect(document.head.querySelector('meta[property="og:image:width"]')?.getAttribute('content')).toBe(
      '200',
    );
  });
});

describe('article page loading and links', () => {
  test('loads its cover first and its other photos lazily', async () => {
    await renderArticle('2025-07-24');
    const [cover, ...others] = screen.getByRole('article').querySelectorAll('img');
    expect(cover?.getAttribute('fetchpriority')).toBe('high');
    expect(cover?.getAttribute('loading')).toBe('eager');
    expect(others.length).toBeGreaterThan(0);
    for (const img of others) expect(img.getAttribute('loading')).toBe('lazy');
  });

  test('links to the contact page and to the matching offer pages', async () => {
    await renderArticle('2025-07-24');
    const hrefs = screen.getAllByRole('link').map((link) => link.getAttribute('href'));
    expect(hrefs).toEqual(
      expect.arrayContaining(['/contacts', '/portrait-grossesse', '/portrait-nouveau-ne']),
    );
  });

  test('says in French that an unknown article does not exist, with a way back to the list', async () => {
    await renderArticle('2024-12-25');
    expect(screen.getByRole('heading', { level: 1, name: 'Article introuvable' })).toBeTruthy();
    expect(screen.getByRole('link', { name: 'Voir tous les articles du blog' }).getAttribute('href')).toBe(
      '/blog',
    );
  });
});

describe('article page photos', () => {
  test('opens a photo full size; arrows move, Escape closes and gives focus back', async () => {
    const user = userEvent.setup();
    await renderArticle('2025-06-01');
    const photo = screen.getByRole('link', {
      name: /^Agrandir la photo : Exemple — à remplacer par votre photo : cérémonie laïque/,
    });
    await user.click(photo);

    const viewer = screen.getByRole('dialog', { name: 'Visionneuse photo' });
    expect(within(viewer).getByText('Photo 3 sur 6')).toBeTruthy();
    expect(within(viewer).getByRole('img').getAttribute('alt')).toMatch(
      /^Exemple — à remplacer par votre photo : cérémonie laïque/,
    );
    expect(viewer.contains(document.activeElement)).toBe(true);

    await user.keyboard('{ArrowRight}');
    expect(within(viewer).getByText('Photo 4 sur 6')).toBeTruthy();
    await user.keyboard('{ArrowLeft}{ArrowLeft}');
    expect(within(viewer).getByText('Photo 2 sur 6')).toBeTruthy();

    await user.keyboard('{Escape}');
    expect(screen.queryByRole('dialog')).toBeNull();
    expect(document.activeElement).toBe(photo);
  });

  test('keeps focus inside the open overlay', async () => {
    const user = userEvent.setup();
    await renderArticle('2025-06-16');
    await user.click(screen.getAllByRole('link', { name: /^Agrandir la photo/ })[0] as HTMLElement);
    const viewer = screen.getByRole('dialog');
    for (let i = 0; i < 5; i++) {
      await user.tab();
      expect(viewer.contains(document.activeElement)).toBe(true);
    }
  });

  test('the lifestyle article ends with the six service cards, each linking to its offer page', async () => {
    await renderArticle('2025-07-10');
    const lists = screen.getAllByRole('list');
    const services = lists[lists.length - 1] as HTMLElement;
    const cards = within(services)
      .getAllByRole('listitem')
      .map((card) => {
        const link = within(card).getByRole('link');
        return [link.textContent, link.getAttribute('href')];
      });
    expect(cards).toEqual([
      ['Feel Good', '/portrait-solo'],
      ['Toi & Moi', '/portrait-duo'],
      ['La Smala', '/portrait-famille-ami'],
      ['1er cris', '/portrait-nouveau-ne'],
      ['9 mois', '/portrait-grossesse'],
      ['Passions Lives', '/portrait-hobby'],
    ]);
    // Nothing of the article comes after the cards.
    expect(services.parentElement?.lastElementChild).toBe(services);
  });
});

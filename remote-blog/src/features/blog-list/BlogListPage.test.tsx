import { describe, expect, test } from '@rstest/core';
import { render, screen, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { MemoryRouter } from 'react-router-dom';
import BlogList from '../../exposes/BlogList';
import { BlogPageData, publishedArticles } from '../../testing/pageData';

function renderList(url = '/blog') {
  render(
    <MemoryRouter initialEntries={[url]}>
      <BlogPageData path="/blog">
        <BlogList />
      </BlogPageData>
    </MemoryRouter>,
  );
  return screen.queryByRole('list', { name: 'Articles du blog' }) as HTMLElement;
}

const cardsOf = (list: HTMLElement) => within(list).getAllByRole('listitem');

describe('blog list', () => {
  test('shows the title and one card per article, newest first, each linking to the top of its article', () => {
    const list = renderList();
    expect(screen.getByRole('heading', { level: 1, name: 'Le blog' })).toBeTruthy();
    const links = cardsOf(list).map((card) => within(card).getByRole('link').getAttribute('href'));
    expect(links).toEqual(publishedArticles.map((article) => `/blog/${article.slug}#top`));
    // The five articles of the spec, in this order among any others.
    expect(
      links.filter((href) => /\/blog\/2025-(06-01|06-16|07-10|07-24|09-17)#top$/.test(href ?? '')),
    ).toEqual([
      '/blog/2025-09-17#top',
      '/blog/2025-07-24#top',
      '/blog/2025-07-10#top',
      '/blog/2025-06-16#top',
      '/blog/2025-06-01#top',
    ]);
  });

  test("loads the first card's photo first: above the fold on a phone, it is the page's largest image", () => {
    const images = cardsOf(renderList()).map((card) => card.querySelector('img'));
    expect(images.map((img) => img?.getAttribute('fetchpriority'))).toEqual(
      images.map((_, index) => (index === 0 ? 'high' : null)),
    );
    expect(images.slice(1).every((img) => img?.getAttribute('loading') === 'lazy')).toBe(true);
  });

  test('dates every card as DD/MM/YYYY, with the ISO date for machines', () => {
    const list = renderList();
    const dates = cardsOf(list).map((card) => card.querySelector('time'));
    for (const time of dates) expect(time?.textContent).toMatch(/^\d{2}\/\d{2}\/\d{4}$/);
    const card = cardsOf(list).find(
      (item) => within(item).getByRole('link').getAttribute('href') === '/blog/2025-07-24#top',
    );
    const time = card?.querySelector('time');
    expect(time?.textContent).toBe('24/07/2025');
    expect(time?.getAttribute('datetime')).toBe('2025-07-24');
  });
});

describe('blog list filter', () => {
  test('filters on the title, case-insensitively', async () => {
    const list = renderList();
    await userEvent.type(
      screen.getByRole('searchbox', { name: 'Filtrer les articles par titre' }),
      'GROSSESSE',
    );
    const cards = cardsOf(list);
    expect(cards).toHaveLength(1);
    expect(
      within(cards[0] as HTMLElement)
        .getByRole('link')
        .getAttribute('href'),
    ).toBe('/blog/2025-07-24#top');
  });

  test('says so in French when no title matches, and comes back when the filter is cleared', async () => {
    renderList();
    const box = screen.getByRole('searchbox', { name: 'Filtrer les articles par titre' });
    await userEvent.type(box, 'aquarelle');
    expect(screen.getByRole('status').textContent).toBe('Aucun article ne correspond à “aquarelle”.');
    expect(screen.queryByRole('list', { name: 'Articles du blog' })).toBeNull();
    await userEvent.clear(box);
    expect(cardsOf(screen.getByRole('list', { name: 'Articles du blog' }))).toHaveLength(
      publishedArticles.length,
    );
  });

  test('shows the articles filtered by the term of its address (/blog?q=…), the field holding it', () => {
    const list = renderList('/blog?q=grossesse');
    const box = screen.getByRole('searchbox', { name: 'Filtrer les articles par titre' }) as HTMLInputElement;
    expect(box.value).toBe('grossesse');
    expect(cardsOf(list).map((card) => within(card).getByRole('link').getAttribute('href'))).toEqual([
      '/blog/2025-07-24#top',
    ]);
  });

  test('says so in French when the term of its address matches no title', () => {
    expect(renderList('/blog?q=aquarelle')).toBeNull();
    expect(screen.getByRole('status').textContent).toBe('Aucun article ne correspond à “aquarelle”.');
  });

  test('filters with a GET form that sends q, submitted by a button named « Filtrer »', () => {
    renderList();
    const form = screen.getByRole('search');
    expect(form.getAttribute('method')).toBe('get');
    expect(screen.getByRole('searchbox').getAttribute('name')).toBe('q');
    expect(within(form).getByRole('button', { name: 'Filtrer' }).getAttribute('type')).toBe('submit');
  });

  test('sets its own page head', () => {
    renderList();
    expect(document.title).toBe('Blog photo : conseils et coulisses | LAPM Photographie');
    expect(document.head.querySelector('link[rel="canonical"]')?.getAttribute('href')).toMatch(/\/blog$/);
  });
});

import { PageDataProvider } from '@lapm/api-client/page-data';
import { marketingPageData } from '@lapm/contracts';
import { faq } from '@lapm/site-seed/faq';
import { seo } from '@lapm/site-seed/seo';
import { describe, expect, it } from '@rstest/core';
import { render, screen } from '@testing-library/react';
import { MemoryRouter } from 'react-router-dom';
import { renderPage } from '../../test/render';
import FaqPage from './FaqPage';

describe('FaqPage', () => {
  it('shows each question as a heading under the page title, with its answer and its links', () => {
    renderPage(<FaqPage />, '/faq');
    expect(screen.getByRole('heading', { level: 1, name: 'Foire aux questions' })).toBeTruthy();
    const questions = screen.getAllByRole('heading', { level: 2 });
    expect(questions.map((heading) => heading.textContent)).toEqual(faq.questions.map((q) => q.question));
    expect(screen.getByText(/livrées 2 à 4 semaines après la séance/)).toBeTruthy();
    expect(screen.getByRole('link', { name: 'page des tarifs' }).getAttribute('href')).toBe('/tarifs');
  });

  it('shows what she published rather than the first questions', () => {
    const published = {
      ...faq,
      questions: [{ question: 'Puis-je venir avec mon chien ?', paragraphs: ['Oui, bien sûr.'] }],
    };
    render(
      <PageDataProvider
        value={{
          path: '/faq',
          values: {
            [marketingPageData('/faq')]: {
              content: { document: published, photos: {} },
              placements: {},
              seo: seo.pages.find((page) => page.path === '/faq'),
              formulas: null,
            },
          },
        }}
      >
        <MemoryRouter initialEntries={['/faq']}>
          <FaqPage />
        </MemoryRouter>
      </PageDataProvider>,
    );
    expect(screen.getAllByRole('heading', { level: 2 }).map((h) => h.textContent)).toEqual([
      'Puis-je venir avec mon chien ?',
    ]);
    expect(screen.getByText('Oui, bien sûr.')).toBeTruthy();
  });
});

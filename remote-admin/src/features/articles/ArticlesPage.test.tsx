import { api } from '@lapm/api-client';
import { initialArticles } from '@lapm/articles/initial-articles';
import { beforeEach, describe, expect, it, rs } from '@rstest/core';
import { screen, within } from '@testing-library/react';
import { renderRoute } from '../../test/render';
import ArticlesPage from './ArticlesPage';

rs.mock('@lapm/api-client', { spy: true });

const [model] = initialArticles;
if (!model) throw new Error('no initial article');
const base = {
  ...model,
  published: '2025-11-05',
  version: 1,
  updatedAt: '2025-11-05T10:00:00.000Z',
  autosave: null,
};

beforeEach(() => {
  rs.resetAllMocks();
  rs.mocked(api.adminArticles.list).mockResolvedValue([
    { ...base, id: 2, slug: 'seance-en-foret', title: 'Séance en forêt', isPublished: false },
    { ...base, id: 1, slug: '2025-06-01', title: 'Mariage en reportage', isPublished: true },
    { ...base, id: 3, slug: 'a-venir', title: 'À venir', isPublished: true, published: '2999-01-01' },
  ]);
});

describe('ArticlesPage', () => {
  it('lists every article with its state, address and date, each with a link to edit it', async () => {
    renderRoute(<ArticlesPage />, { pattern: '/admin/articles' });
    const [draft, published, scheduled] = await screen.findAllByRole('listitem');
    expect(within(draft as HTMLElement).getByText('Brouillon (non publié)')).toBeTruthy();
    expect(within(draft as HTMLElement).getByText('/blog/seance-en-foret')).toBeTruthy();
    expect(within(draft as HTMLElement).getByText('05/11/2025')).toBeTruthy();
    expect(within(published as HTMLElement).getByText('Publié')).toBeTruthy();
    // Published with a day to come: not on the blog yet, and said so.
    expect(within(scheduled as HTMLElement).getByText('Programmé pour le 01/01/2999')).toBeTruthy();
    expect(within(scheduled as HTMLElement).queryByText('Publié')).toBeNull();
    expect(screen.getByRole('link', { name: 'Modifier Séance en forêt' }).getAttribute('href')).toBe(
      '/admin/articles/edit-article/2',
    );
    expect(screen.getByRole('link', { name: 'Nouvel article' }).getAttribute('href')).toBe(
      '/admin/articles/nouvel-article',
    );
  });
});

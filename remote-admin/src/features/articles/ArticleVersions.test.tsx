import { api } from '@lapm/api-client';
import type { AdminArticle, ArticleRevision, ArticleRevisionSummary } from '@lapm/contracts';
import { beforeEach, describe, expect, it, rs } from '@rstest/core';
import { screen, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { renderRoute } from '../../test/render';
import EditArticlePage from './EditArticlePage';

rs.mock('@lapm/api-client', { spy: true });

const article: AdminArticle = {
  id: 4,
  slug: 'seance-en-foret',
  published: '2025-11-05',
  title: 'Une séance en forêt',
  description: 'Une balade photo sous les pins.',
  cover: { src: 'placeholder:foret:1200x800', alt: 'Une famille marche sous les pins' },
  headTitle: '',
  headDescription: '',
  keywords: [],
  breadcrumbName: '',
  shareImage: { src: '', alt: '' },
  markdown: '## En forêt\n\nUne longue balade.',
  isPublished: false,
  version: 3,
  updatedAt: '2026-11-28T13:10:00.000Z',
  autosave: null,
};

const summaries: ArticleRevisionSummary[] = [
  {
    id: 12,
    savedAt: '2026-11-28T13:10:00.000Z',
    author: 'Léa Martin',
    changes: ['titre', 'texte'],
    restoredFrom: null,
  },
  { id: 11, savedAt: '2026-11-28T13:05:00.000Z', author: 'Léa Martin', changes: [], restoredFrom: null },
];
const { id: _, version: __, isPublished: ___, updatedAt: ____, autosave: _____, ...current } = article;
const oldest: ArticleRevision = {
  ...(summaries[1] as ArticleRevisionSummary),
  fields: { ...current, title: 'Séance en forêt', markdown: '## En forêt\n\nUne balade.' },
};

async function renderVersions() {
  renderRoute(<EditArticlePage />, {
    pattern: '/admin/articles/edit-article/:id',
    url: '/admin/articles/edit-article/4',
  });
  const section = await screen.findByRole('region', { name: 'Versions' });
  await within(section).findByText('28 novembre 2026 à 14:10 — Léa Martin — titre, texte');
  return section;
}

beforeEach(() => {
  rs.resetAllMocks();
  rs.mocked(api.adminArticles.get).mockResolvedValue(article);
  rs.mocked(api.adminArticles.revisions).mockResolvedValue(summaries);
  rs.mocked(api.adminArticles.revision).mockResolvedValue(oldest);
});

describe('« Versions » of an article', () => {
  it('lists the saves newest first: when, who, what changed', async () => {
    const section = await renderVersions();
    const items = within(section).getAllByRole('listitem');
    expect(items.map((item) => item.querySelector('span')?.textContent)).toEqual([
      '28 novembre 2026 à 14:10 — Léa Martin — titre, texte',
      '28 novembre 2026 à 14:05 — Léa Martin — création',
    ]);
  });

  it('compares a version with the article: the old and the current title, the text line by line', async () => {
    const section = await renderVersions();
    await userEvent.click(
      within(section).getByRole('button', { name: /Comparer la version du 28 novembre 2026 à 14:05/ }),
    );
    const comparison = await within(section).findByRole('region', {
      name: /Version du 28 novembre 2026 à 14:05/,
    });
    expect(within(comparison).getByText('Le titre')).toBeTruthy();
    expect(comparison.querySelector('del')?.textContent).toBe('Dans cette version : Séance en forêt');
    expect(comparison.querySelector('ins')?.textContent).toBe('Actuellement : Une séance en forêt');
    const diff = comparison.querySelector('pre');
    expect(diff?.querySelector('del')?.textContent).toContain('Une balade.');
    expect(diff?.querySelector('ins')?.textContent).toContain('Une longue balade.');
    expect(within(comparison).queryByText('Le chapeau')).toBeNull();
  });

  it('asks before restoring, then shows the restored content in the form', async () => {
    rs.mocked(api.adminArticles.restore).mockResolvedValue({
      ...article,
      title: 'Séance en forêt',
      version: 4,
    });
    const section = await renderVersions();
    await userEvent.click(
      within(section).getByRole('button', { name: /Rétablir cette version \(du 28 novembre 2026 à 14:05\)/ }),
    );
    const dialog = await screen.findByRole('alertdialog', {
      name: 'Rétablir la version du 28 novembre 2026 à 14:05 ?',
    });
    expect(api.adminArticles.restore).not.toHaveBeenCalled();
    await userEvent.click(within(dialog).getByRole('button', { name: 'Rétablir' }));
    expect(await screen.findByText(/Version rétablie\./)).toBeTruthy();
    expect(api.adminArticles.restore).toHaveBeenCalledWith(4, 11, 3);
    expect((screen.getByLabelText('Titre') as HTMLInputElement).value).toBe('Séance en forêt');
  });

  it('restores nothing when she cancels', async () => {
    const section = await renderVersions();
    await userEvent.click(
      within(section).getAllByRole('button', { name: /Rétablir cette version/ })[1] as HTMLElement,
    );
    await userEvent.click(await screen.findByRole('button', { name: 'Annuler' }));
    expect(screen.queryByRole('alertdialog')).toBeNull();
    expect(api.adminArticles.restore).not.toHaveBeenCalled();
  });
});

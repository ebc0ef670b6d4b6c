import { api } from '@lapm/api-client';
import type { AdminArticle } from '@lapm/contracts';
import { beforeEach, describe, expect, it, rs } from '@rstest/core';
import { fireEvent, screen, waitFor } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { renderRoute } from '../../test/render';
import EditArticlePage from './EditArticlePage';

rs.mock('@lapm/api-client', { spy: true });

const article: AdminArticle = {
  id: 4,
  slug: 'seance-en-foret',
  published: '2025-11-05',
  title: 'Séance en forêt',
  description: 'Une balade photo sous les pins, en famille.',
  cover: { src: 'placeholder:foret:1200x800', alt: 'Une famille marche sous les pins' },
  headTitle: '',
  headDescription: '',
  keywords: ['séance famille', 'forêt'],
  breadcrumbName: '',
  shareImage: { src: '', alt: '' },
  markdown: '## En forêt\n\nUne balade.',
  isPublished: false,
  version: 3,
  updatedAt: '2025-11-05T10:00:00.000Z',
  autosave: null,
};

const markdownLabel = 'Texte de l’article (Markdown)';
const slow = { timeout: 5000 };

async function renderLoaded() {
  renderRoute(<EditArticlePage />, {
    pattern: '/admin/articles/edit-article/:id',
    url: '/admin/articles/edit-article/4',
  });
  return (await screen.findByLabelText(markdownLabel)) as HTMLTextAreaElement;
}

beforeEach(() => {
  // These tests type Markdown: the visual editor has its own (visual/VisualEditor.test.tsx).
  localStorage.setItem('lapm.articleBodyMode', 'markdown');
  rs.resetAllMocks();
  rs.mocked(api.adminArticles.revisions).mockResolvedValue([]);
  rs.mocked(api.adminArticles.get).mockResolvedValue(article);
  rs.mocked(api.adminArticles.autosave).mockResolvedValue({ saved_at: '2025-11-06T10:00:00.000Z' });
});

describe('the article editor keeps her typing', () => {
  it('on the server once she pauses, and says so', async () => {
    const markdown = await renderLoaded();
    fireEvent.change(markdown, { target: { value: '## En forêt\n\nUne balade sous les' } });
    expect(screen.getByText('Enregistrement…')).toBeTruthy();
    expect(api.adminArticles.autosave).not.toHaveBeenCalled();
    expect(await screen.findByText('Brouillon enregistré', {}, slow)).toBeTruthy();
    expect(rs.mocked(api.adminArticles.autosave).mock.calls).toEqual([
      [
        4,
        expect.objectContaining({
          markdown: '## En forêt\n\nUne balade sous les',
          keywords: ['séance famille', ' forêt'],
        }),
      ],
    ]);
  });

  it('opens on what she typed on another device, not yet saved in the article', async () => {
    rs.mocked(api.adminArticles.get).mockResolvedValue({
      ...article,
      autosave: {
        fields: { ...article, keywords: ['séance famille', ' forêt', ' pins'], markdown: 'Repris ailleurs' },
        saved_at: '2025-11-06T10:00:00.000Z',
      },
    });
    const markdown = await renderLoaded();
    expect(markdown.value).toBe('Repris ailleurs');
    expect((screen.getByLabelText(/^Mots-clés/) as HTMLInputElement).value).toBe(
      'séance famille, forêt, pins',
    );
    expect(screen.getByText(/^Votre saisie du .* est reprise/)).toBeTruthy();
  });

  it('asks before leaving while typing is not yet kept, and not once it is', async () => {
    const ask = rs.spyOn(window, 'confirm').mockReturnValue(false);
    const markdown = await renderLoaded();
    fireEvent.change(markdown, { target: { value: 'Nouveau texte' } });
    await userEvent.click(screen.getByRole('link', { name: 'Retour à la liste des articles' }));
    expect(ask).toHaveBeenCalledTimes(1);
    expect(screen.queryByTestId('location')).toBeNull();
    await screen.findByText('Brouillon enregistré', {}, slow);
    await userEvent.click(screen.getByRole('link', { name: 'Retour à la liste des articles' }));
    expect(ask).toHaveBeenCalledTimes(1);
    await waitFor(() => expect(screen.getByTestId('location')).toBeTruthy());
    ask.mockRestore();
  });
});

import { ApiError, api } from '@lapm/api-client';
import { articleMessages } from '@lapm/contracts';
import { beforeEach, describe, expect, it, rs } from '@rstest/core';
import { act, fireEvent, screen } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { renderRoute } from '../../test/render';
import CreateArticlePage from './CreateArticlePage';

rs.mock('@lapm/api-client', { spy: true });

const fill = (label: string, value: string) =>
  fireEvent.change(screen.getByLabelText(label), { target: { value } });
const saveButton = () =>
  screen.getByRole('button', { name: 'Enregistrer le brouillon' }) as HTMLButtonElement;

/** The form appears once the article schema (a chunk of the API client's own) is there. */
async function renderForm() {
  // Awaited act: React renders again once the suspended schema has arrived.
  await act(async () => {
    renderRoute(<CreateArticlePage />, { pattern: '/admin/articles/nouvel-article' });
  });
  await screen.findByLabelText('Titre');
}

function fillSome() {
  fill('Titre', 'Séance en forêt');
  fill('Mots-clés (facultatifs)', 'forêt, , famille');
  fill('Texte de l’article (Markdown)', '## En forêt\n\nUne balade.');
}

beforeEach(() => {
  // These tests type Markdown: the visual editor has its own (visual/VisualEditor.test.tsx).
  localStorage.setItem('lapm.articleBodyMode', 'markdown');
  rs.resetAllMocks();
});

describe('CreateArticlePage', () => {
  it('makes the address from the title, accents folded, and lets her change it', async () => {
    await renderForm();
    fill('Titre', 'Séance en forêt');
    expect((screen.getByLabelText('Adresse de l’article') as HTMLInputElement).value).toBe('seance-en-foret');
    fill('Adresse de l’article', 'foret-2025');
    fill('Titre', 'Séance en forêt de pins');
    expect((screen.getByLabelText('Adresse de l’article') as HTMLInputElement).value).toBe('foret-2025');
  });

  it('shows the defaults of the head from the title and the lead', async () => {
    await renderForm();
    fill('Titre', 'Séance en forêt');
    fill('Chapeau (texte de la carte et introduction)', 'Une balade sous les pins.');
    const headTitle = screen.getByLabelText('Titre de la page (onglet et moteurs de recherche)');
    expect(headTitle.getAttribute('placeholder')).toBe('Séance en forêt | LAPM Photographie');
    expect(
      screen.getByLabelText('Description pour les moteurs de recherche').getAttribute('placeholder'),
    ).toBe('Une balade sous les pins.');
    expect(screen.getByText('Vide : « Séance en forêt » (par défaut).')).toBeTruthy();
  });

  it('without a title, lists the problem at the top and under the field, and sends nothing', async () => {
    await renderForm();
    expect(saveButton().disabled).toBe(false);
    await userEvent.click(saveButton());
    const list = screen.getByRole('alert');
    expect(list.textContent).toContain('Le titre est obligatoire.');
    expect(list.querySelector('a')?.getAttribute('href')).toBe('#article-title');
    expect(screen.getByLabelText('Titre').getAttribute('aria-invalid')).toBe('true');
    expect(api.adminArticles.create).not.toHaveBeenCalled();
  });

  it('creates the article unpublished and opens it for editing', async () => {
    rs.mocked(api.adminArticles.create).mockImplementation(async (payload) => ({
      ...payload,
      id: 12,
      isPublished: false,
      version: 1,
      updatedAt: '2025-11-05T10:00:00.000Z',
      autosave: null,
    }));
    await renderForm();
    fillSome();
    await userEvent.click(saveButton());
    expect(rs.mocked(api.adminArticles.create).mock.calls[0]?.[0]).toMatchObject({
      slug: 'seance-en-foret',
      keywords: ['forêt', 'famille'],
      cover: { src: '', alt: '' },
      headTitle: '',
    });
    expect((await screen.findByTestId('location')).textContent).toBe('/admin/articles/edit-article/12');
  });

  it('keeps the form filled when the address is already taken', async () => {
    rs.mocked(api.adminArticles.create).mockRejectedValue(new ApiError(articleMessages.slugTaken, 409));
    await renderForm();
    fillSome();
    await userEvent.click(saveButton());
    expect((await screen.findByText(articleMessages.slugTaken)).textContent).toBe(articleMessages.slugTaken);
    expect((screen.getByLabelText('Titre') as HTMLInputElement).value).toBe('Séance en forêt');
  });
});

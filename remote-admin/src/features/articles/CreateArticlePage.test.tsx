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
const saveButton = () => screen.getByRole('button', { name: 'Enregistrer' }) as HTMLButtonElement;

/** The form appears once the article schema (a chunk of the API client's own) is there. */
async function renderForm() {
  // Awaited act: React renders again once the suspended schema has arrived.
  await act(async () => {
    renderRoute(<CreateArticlePage />, { pattern: '/admin/articles/nouvel-article' });
  });
  await screen.findByLabelText('Titre');
}

function fillAll() {
  fill('Titre', 'Séance en forêt');
  fill('Adresse de l’article', 'seance-en-foret');
  fill('Date de publication', '2025-11-05');
  fill('Chapeau (texte de la carte et introduction)', 'Une balade photo sous les pins.');
  fill('Photo de couverture', '/images/foret.jpg');
  fill('Texte alternatif de la photo de couverture', 'Une famille sous les pins');
  fill('Texte de l’article (Markdown)', '## En forêt\n\nUne balade.');
  fill('Titre de la page (onglet et moteurs de recherche)', 'Séance en forêt | LAPM Photographie');
  fill('Description pour les moteurs de recherche', 'Une séance photo en forêt.');
  fill('Mots-clés (facultatifs)', 'forêt, , famille');
  fill('Nom dans le fil d’Ariane', 'Séance en forêt');
  fill('Image de partage (1200 × 800)', '/images/foret-partage.jpg');
  fill('Texte alternatif de l’image de partage', 'Une famille sous les pins');
}

beforeEach(() => {
  rs.resetAllMocks();
});

describe('CreateArticlePage', () => {
  it('waits for every required field, saying which one is missing', async () => {
    await renderForm();
    expect(saveButton().disabled).toBe(true);
    expect(document.getElementById(saveButton().getAttribute('aria-describedby') ?? '')?.textContent).toBe(
      articleMessages.slug,
    );
  });

  it('creates the article unpublished and opens it for editing', async () => {
    rs.mocked(api.adminArticles.create).mockImplementation(async (payload) => ({
      ...payload,
      id: 12,
      isPublished: false,
      version: 1,
      updatedAt: '2025-11-05T10:00:00.000Z',
    }));
    await renderForm();
    fillAll();
    await userEvent.click(saveButton());
    expect(rs.mocked(api.adminArticles.create).mock.calls[0]?.[0]).toMatchObject({
      slug: 'seance-en-foret',
      keywords: ['forêt', 'famille'],
      cover: { src: '/images/foret.jpg', alt: 'Une famille sous les pins' },
    });
    expect((await screen.findByTestId('location')).textContent).toBe('/admin/articles/edit-article/12');
  });

  it('keeps the form filled when the address is already taken', async () => {
    rs.mocked(api.adminArticles.create).mockRejectedValue(new ApiError(articleMessages.slugTaken, 409));
    await renderForm();
    fillAll();
    await userEvent.click(saveButton());
    expect((await screen.findByRole('alert')).textContent).toBe(articleMessages.slugTaken);
    expect((screen.getByLabelText('Titre') as HTMLInputElement).value).toBe('Séance en forêt');
  });
});

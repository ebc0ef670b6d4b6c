import { ApiError, api } from '@lapm/api-client';
import type { Album } from '@lapm/contracts';
import { beforeEach, describe, expect, it, rs } from '@rstest/core';
import { fireEvent, screen, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { deferred, emptyAlbumGallery, pending, users, weddingAlbum } from '../../test/fixtures';
import { renderRoute } from '../../test/render';
import EditAlbumPage from './EditAlbumPage';

rs.mock('@lapm/api-client', { spy: true });

const pattern = '/admin/album/edit-album/:id';
const renderPage = (id = '7') =>
  renderRoute(<EditAlbumPage />, { pattern, url: `/admin/album/edit-album/${id}` });
const field = (label: string) => screen.getByLabelText(label) as HTMLInputElement;
const saveButton = () => screen.getByRole('button', { name: 'Enregistrer' });
const saveHint = () => {
  const id = saveButton().getAttribute('aria-describedby');
  return id ? document.getElementById(id)?.textContent : undefined;
};

async function renderLoaded() {
  renderPage();
  await screen.findByLabelText('Date de la séance');
}

async function retype(label: string, value: string) {
  await userEvent.clear(field(label));
  if (value) await userEvent.type(field(label), value);
}

beforeEach(() => {
  rs.resetAllMocks();
  rs.mocked(api.albums.get).mockResolvedValue(weddingAlbum);
  rs.mocked(api.users.clients).mockResolvedValue(users);
  rs.mocked(api.adminGalleries.get).mockResolvedValue(emptyAlbumGallery);
});

describe('EditAlbumPage availability', () => {
  const expired: Album = {
    ...weddingAlbum,
    available_until: '2025-07-01',
    expired: true,
    first_opened_at: '2025-06-20T09:00:00.000Z',
    last_opened_at: '2025-06-20T18:00:00.000Z',
  };

  it('shows an expired album as « Expiré », with its openings, and extends it', async () => {
    rs.mocked(api.albums.get).mockResolvedValue(expired);
    rs.mocked(api.albums.update).mockResolvedValue({ message: 'Album modifié.' });
    await renderLoaded();
    const fixed = screen.getByText('Client actuel').closest('dl') as HTMLElement;
    expect(within(fixed).getByText('Expiré')).toBeTruthy();
    expect(within(fixed).getByText('Ouvert le 20/06/2025')).toBeTruthy();
    const end = field('Fin de disponibilité (facultative)');
    expect(end.value).toBe('2025-07-01');
    // A past end stays acceptable on an existing album: only an earlier one than the session is not.
    fireEvent.change(end, { target: { value: '2025-05-01' } });
    expect(saveHint()).toBe('La fin de disponibilité ne peut pas précéder la date de la séance.');
    fireEvent.change(end, { target: { value: '2099-12-31' } });
    await userEvent.click(saveButton());
    expect(rs.mocked(api.albums.update).mock.calls[0]?.[0]).toMatchObject({
      id: 7,
      available_until: '2099-12-31',
    });
  });
});

describe('EditAlbumPage loading', () => {
  it("says 'ID album manquant.' without a usable id", () => {
    renderRoute(<EditAlbumPage />, { pattern: '/admin/album/edit-album' });
    expect(screen.getByRole('alert').textContent).toBe('ID album manquant.');
    renderPage('x');
    expect(screen.getAllByRole('alert')[1]?.textContent).toBe('ID album manquant.');
    expect(api.albums.get).not.toHaveBeenCalled();
  });

  it('announces loading, then shows the fixed data read-only and the rest editable', async () => {
    const answer = deferred<Album>();
    rs.mocked(api.albums.get).mockReturnValue(answer.promise);
    renderPage();
    expect(screen.getByRole('status').textContent).toBe("Chargement des données de l'album...");
    answer.resolve(weddingAlbum);
    await screen.findByLabelText('Date de la séance');
    expect(api.albums.get).toHaveBeenCalledWith(7);
    const fixed = screen.getByText('Client actuel').closest('dl') as HTMLElement;
    expect(within(fixed).getByText('7')).toBeTruthy();
    expect(within(fixed).getByText('Léa Martin')).toBeTruthy();
    expect(within(fixed).getByText('lea@example.fr')).toBeTruthy();
    expect(within(fixed).queryByRole('textbox')).toBeNull();
    expect(field('Numéro du client').value).toBe('3');
    expect(field('Lien de la galerie').value).toBe('https://galerie.exemple.fr/mariage');
    expect(field("Code d'accès").value).toBe('soleil-34');
    expect(field('Date de la séance').value).toBe('12/05/2025');
  });

  it("says 'Album introuvable.' for an unknown id", async () => {
    rs.mocked(api.albums.get).mockRejectedValue(new ApiError('Album introuvable.', 404));
    renderPage('404');
    expect((await screen.findByRole('alert')).textContent).toBe('Album introuvable.');
  });

  it('shows any other failure in error style', async () => {
    rs.mocked(api.albums.get).mockRejectedValue(new ApiError('Erreur HTTP 500', 500));
    renderPage();
    expect((await screen.findByRole('alert')).textContent).toBe('Erreur HTTP 500');
  });
});

describe('EditAlbumPage rules', () => {
  it("enables Save only once a field differs, with 'Aucune modification' before", async () => {
    await renderLoaded();
    expect(saveButton()).toHaveProperty('disabled', true);
    expect(saveHint()).toBe('Aucune modification');
    await userEvent.type(field('Lien de la galerie'), '  ');
    expect(saveHint()).toBe('Aucune modification');
    await retype('Date de la séance', '13/05/2025');
    expect(saveButton()).toHaveProperty('disabled', false);
    expect(saveHint()).toBeUndefined();
    await retype('Date de la séance', '12/05/2025');
    expect(saveHint()).toBe('Aucune modification');
  });

  it('keeps every editable field required', async () => {
    await renderLoaded();
    for (const label of ['Date de la séance', 'Lien de la galerie', "Code d'accès", 'Numéro du client']) {
      const before = field(label).value;
      await retype(label, '');
      expect(saveButton()).toHaveProperty('disabled', true);
      expect(saveHint()).toBe('Renseignez tous les champs requis');
      await retype(label, before);
    }
  });

  it('refuses a link that is not https://', async () => {
    await renderLoaded();
    await retype('Lien de la galerie', 'javascript:alert(1)');
    expect(saveButton()).toHaveProperty('disabled', true);
    expect(saveHint()).toBe(
      'Le lien doit être une adresse https:// complète (par exemple https://galerie.exemple.fr/seance).',
    );
  });

  it('lets the owner be chosen among users, the list folded until she searches', async () => {
    await renderLoaded();
    // The screen opens on the album: the number is there, no client to tap by mistake.
    expect(field('Numéro du client').value).toBe('3');
    await screen.findByText(/^Album pour Léa Martin/);
    expect(screen.queryByRole('button', { name: /Jérôme Écuyer/ })).toBeNull();
    await userEvent.type(screen.getByRole('searchbox', { name: 'Rechercher un client' }), 'jér');
    await userEvent.click(await screen.findByRole('button', { name: /Jérôme Écuyer/ }));
    expect(field('Numéro du client').value).toBe('12');
    expect(saveButton()).toHaveProperty('disabled', false);
  });

  it('asks before giving the album to another client; cancelling sends nothing', async () => {
    rs.mocked(api.albums.update).mockResolvedValue({ message: 'Album modifié.' });
    await renderLoaded();
    await userEvent.type(screen.getByRole('searchbox', { name: 'Rechercher un client' }), 'jér');
    await userEvent.click(await screen.findByRole('button', { name: /Jérôme Écuyer/ }));
    await userEvent.click(saveButton());
    const dialog = screen.getByRole('alertdialog', { name: 'Changer le client de cet album ?' });
    expect(dialog.textContent).toContain(
      'Cet album passera à Jérôme Écuyer (n° 12). Léa Martin ne le verra plus. Continuer ?',
    );
    await userEvent.click(within(dialog).getByRole('button', { name: 'Annuler' }));
    expect(api.albums.update).not.toHaveBeenCalled();

    await userEvent.click(saveButton());
    await userEvent.click(screen.getByRole('button', { name: 'Oui, changer de client' }));
    expect(rs.mocked(api.albums.update).mock.calls[0]?.[0]).toMatchObject({ id: 7, user_id: 12 });
  });
});

/** An owner changed and fields typed with spaces, saved while she waits. */
async function saveTrimmedFields() {
  const answer = deferred<{ message: string }>();
  rs.mocked(api.albums.update).mockReturnValue(answer.promise);
  await renderLoaded();
  await screen.findByText(/^Album pour Léa Martin/);
  await retype('Date de la séance', ' 14/06/2025 ');
  await userEvent.click(saveButton());

  expect(api.albums.update).toHaveBeenCalledWith({
    id: 7,
    user_id: 3,
    lien: 'https://galerie.exemple.fr/mariage',
    access_code: 'soleil-34',
    date: '14/06/2025',
    available_until: null,
    // Sent even empty: clearing the title is a change too.
    title: '',
    welcome: '',
  });
  expect(screen.getByRole('button', { name: 'Enregistrement...' })).toBeTruthy();
  // The album's form, not the photos' section under it, which saves on its own.
  const albumForm = screen.getByRole('button', { name: 'Enregistrement...' }).closest('form') as HTMLElement;
  for (const button of within(albumForm).getAllByRole('button'))
    expect(button).toHaveProperty('disabled', true);

  answer.resolve({ message: 'Album modifié.' });
  expect((await screen.findByTestId('location')).textContent).toBe('/admin/album');
}

describe('EditAlbumPage saving', () => {
  it(
    "sends id, owner and trimmed fields, shows 'Enregistrement...' with every button disabled, then goes to the list",
    saveTrimmedFields,
  );

  it('keeps what was typed and shows the message when the save fails', async () => {
    rs.mocked(api.albums.update).mockRejectedValue(new ApiError('Utilisateur introuvable.', 400));
    await renderLoaded();
    await retype('Numéro du client', '99');
    await userEvent.click(saveButton());
    // An unknown number is named by its number in the question.
    expect(screen.getByRole('alertdialog').textContent).toContain('Cet album passera au client n° 99.');
    await userEvent.click(screen.getByRole('button', { name: 'Oui, changer de client' }));
    expect((await screen.findByRole('alert')).textContent).toBe('Utilisateur introuvable.');
    expect(field('Numéro du client').value).toBe('99');
  });

  it('asks before deleting; Annuler keeps the album', async () => {
    await renderLoaded();
    await userEvent.click(screen.getByRole('button', { name: 'Supprimer' }));
    const dialog = screen.getByRole('alertdialog');
    expect(within(dialog).getByText('Êtes-vous sûr de vouloir supprimer cet album ?')).toBeTruthy();
    await userEvent.keyboard('{Escape}');
    expect(screen.queryByRole('alertdialog')).toBeNull();
    expect(api.albums.remove).not.toHaveBeenCalled();
  });

  it("deletes after confirmation, showing 'Suppression...' meanwhile, then goes to the list", async () => {
    rs.mocked(api.albums.remove).mockReturnValue(pending());
    await renderLoaded();
    await userEvent.click(screen.getByRole('button', { name: 'Supprimer' }));
    await userEvent.click(within(screen.getByRole('alertdialog')).getByRole('button', { name: 'Supprimer' }));
    expect(api.albums.remove).toHaveBeenCalledWith(7, false);
    expect(screen.getByRole('button', { name: 'Suppression...' })).toHaveProperty('disabled', true);
    expect(saveButton()).toHaveProperty('disabled', true);
  });

  it('goes back to the list once deleted', async () => {
    rs.mocked(api.albums.remove).mockResolvedValue({ message: 'Album supprimé.' });
    await renderLoaded();
    await userEvent.click(screen.getByRole('button', { name: 'Supprimer' }));
    await userEvent.click(within(screen.getByRole('alertdialog')).getByRole('button', { name: 'Supprimer' }));
    expect((await screen.findByTestId('location')).textContent).toBe('/admin/album');
  });
});

describe('EditAlbumPage past last day', () => {
  const withPhotos: Album = { ...weddingAlbum, photo_count: 12, grace_days: 0 };

  it('asks first, naming the album, its photos and the day; cancelling sends nothing, confirming sends the confirmation', async () => {
    rs.mocked(api.albums.get).mockResolvedValue(withPhotos);
    rs.mocked(api.albums.update).mockResolvedValue({ message: 'Album modifié.' });
    await renderLoaded();
    fireEvent.change(field('Fin de disponibilité (facultative)'), { target: { value: '2025-06-14' } });
    await userEvent.click(saveButton());
    const dialog = screen.getByRole('alertdialog', { name: 'Retirer les photos de cet album ?' });
    expect(dialog.textContent).toContain('les 12 photos de l’album n° 7 (Léa Martin)');
    // Already past its grace days: they would go at the next sweep, today.
    const today = new Intl.DateTimeFormat('fr-FR', {
      timeZone: 'Europe/Paris',
      day: 'numeric',
      month: 'long',
      year: 'numeric',
    })
      .format(new Date())
      .replace(/^1 /, '1er ');
    expect(dialog.textContent).toContain(`passeront à la Corbeille le ${today}`);
    await userEvent.click(within(dialog).getByRole('button', { name: 'Annuler' }));
    expect(api.albums.update).not.toHaveBeenCalled();
    expect(field('Fin de disponibilité (facultative)').value).toBe('2025-06-14');

    await userEvent.click(saveButton());
    await userEvent.click(screen.getByRole('button', { name: 'Enregistrer quand même' }));
    expect(api.albums.update).toHaveBeenCalledWith(
      expect.objectContaining({ id: 7, available_until: '2025-06-14', confirm_removal: true }),
    );
  });

  it('keeps the form filled when the server still refuses', async () => {
    rs.mocked(api.albums.get).mockResolvedValue(withPhotos);
    rs.mocked(api.albums.update).mockRejectedValue(new ApiError('Cet album contient 12 photos.', 409));
    await renderLoaded();
    fireEvent.change(field('Fin de disponibilité (facultative)'), { target: { value: '2025-06-14' } });
    await userEvent.click(saveButton());
    await userEvent.click(screen.getByRole('button', { name: 'Enregistrer quand même' }));
    expect((await screen.findByRole('alert')).textContent).toContain('Cet album contient 12 photos.');
    expect(field('Fin de disponibilité (facultative)').value).toBe('2025-06-14');
  });
});

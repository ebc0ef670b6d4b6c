import { ApiError, api } from '@lapm/api-client';
import { studioDay } from '@lapm/contracts';
import { beforeEach, describe, expect, it, rs } from '@rstest/core';
import { fireEvent, screen } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { deferred, users } from '../../test/fixtures';
import {
  complete,
  field,
  fill,
  linkMessage,
  renderPage,
  saveButton,
  saveHint,
} from './createAlbumForm.fixtures';

rs.mock('@lapm/api-client', { spy: true });

beforeEach(() => {
  rs.resetAllMocks();
  rs.mocked(api.users.clients).mockResolvedValue(users);
});

describe('CreateAlbumPage rules', () => {
  it("disables Save with 'Renseignez tous les champs requis' until every field is filled", async () => {
    renderPage();
    expect(screen.getByRole('heading', { level: 1 }).textContent).toBe('Créer un album');
    expect(saveButton()).toHaveProperty('disabled', true);
    expect(saveHint()).toBe('Renseignez tous les champs requis');
    await fill({ ...complete, owner: undefined });
    expect(saveHint()).toBe('Renseignez tous les champs requis');
    await fill({ owner: '3' });
    expect(saveButton()).toHaveProperty('disabled', false);
    expect(saveHint()).toBe("Créer l'album");
  });

  it('does not count spaces as a value', async () => {
    renderPage();
    await fill({ ...complete, code: '   ' });
    expect(saveButton()).toHaveProperty('disabled', true);
    expect(saveHint()).toBe('Renseignez tous les champs requis');
  });

  it.each(['0', '-2', '1.5'])('needs a positive whole owner number, not %s', async (owner) => {
    renderPage();
    await fill({ ...complete, owner });
    expect(saveButton()).toHaveProperty('disabled', true);
    expect(saveHint()).toBe('Renseignez tous les champs requis');
  });

  it.each(['javascript:alert(1)', 'http://galerie.exemple.fr', 'galerie.exemple.fr'])(
    'refuses the link %s with a message saying why',
    async (lien) => {
      renderPage();
      await fill({ ...complete, lien });
      expect(saveButton()).toHaveProperty('disabled', true);
      expect(saveHint()).toBe(linkMessage);
      expect(field('Lien de la galerie').getAttribute('aria-invalid')).toBe('true');
    },
  );

  it('points at a wrong link once the field is left, even with other fields still empty', async () => {
    renderPage();
    await userEvent.type(field('Lien de la galerie'), 'http://galerie.fr');
    expect(field('Lien de la galerie').getAttribute('aria-invalid')).toBeNull();
    await userEvent.tab();
    expect(field('Lien de la galerie').getAttribute('aria-invalid')).toBe('true');
    expect(screen.getByText(linkMessage)).toBeTruthy();
    expect(saveHint()).toBe('Renseignez tous les champs requis');
    await userEvent.clear(field('Lien de la galerie'));
    await userEvent.type(field('Lien de la galerie'), 'https://galerie.fr');
    expect(field('Lien de la galerie').getAttribute('aria-invalid')).toBeNull();
  });
});

describe('CreateAlbumPage end of availability', () => {
  const setEnd = (value: string) =>
    fireEvent.change(field('Fin de disponibilité (facultative)'), { target: { value } });

  it('refuses an end before the session date, saying why', async () => {
    renderPage();
    await fill(complete);
    setEnd('2025-05-11');
    expect(saveButton()).toHaveProperty('disabled', true);
    expect(saveHint()).toBe('La fin de disponibilité ne peut pas précéder la date de la séance.');
  });

  it('refuses an end already past, saying why', async () => {
    renderPage();
    await fill(complete);
    setEnd('2025-06-01');
    expect(saveButton()).toHaveProperty('disabled', true);
    expect(saveHint()).toBe('La fin de disponibilité est déjà passée : choisissez une date à venir.');
  });

  it('sends an end to come with the album', async () => {
    const end = studioDay(new Date(Date.now() + 30 * 24 * 60 * 60 * 1000));
    rs.mocked(api.albums.create).mockResolvedValue({ message: 'Album créé.' });
    renderPage();
    await screen.findAllByRole('listitem');
    await fill(complete);
    setEnd(end);
    expect(saveHint()).toBe("Créer l'album");
    await userEvent.click(saveButton());
    expect(rs.mocked(api.albums.create).mock.calls[0]?.[0]).toMatchObject({ available_until: end });
  });
});

describe('CreateAlbumPage named delivery', () => {
  it('fills the link with the gallery’s own address, and sends the title, the kind and the kept id', async () => {
    rs.mocked(api.albums.galleryAddress).mockResolvedValue({
      id: 12,
      lien: 'https://photo.example.fr/galerie/12',
    });
    rs.mocked(api.albums.create).mockResolvedValue({ message: 'Album créé.' });
    renderPage();
    await screen.findAllByRole('listitem');
    await userEvent.type(field('Titre de l’album (facultatif)'), 'Mariage de Camille & Hugo');
    await userEvent.selectOptions(field('Type de séance'), 'Mariage');
    expect(
      screen.getByText(/Toutes les photos incluses · téléchargement ouvert · sans filigrane/),
    ).toBeTruthy();
    await userEvent.click(screen.getByRole('button', { name: 'Galerie sur le site' }));
    expect(await screen.findByRole('status')).toBeTruthy();
    expect(field('Lien de la galerie').value).toBe('https://photo.example.fr/galerie/12');
    await fill({ date: '14/06/2025', code: 'soleil', owner: '3' });
    expect(saveHint()).toBe("Créer l'album");
    await userEvent.click(saveButton());
    expect(api.albums.create).toHaveBeenCalledWith({
      date: '14/06/2025',
      lien: 'https://photo.example.fr/galerie/12',
      access_code: 'soleil',
      user_id: 3,
      available_until: null,
      title: 'Mariage de Camille & Hugo',
      kind: 'mariage',
      reserved_id: 12,
    });
  });

  it('keeps the form filled with the server’s message when the save fails', async () => {
    rs.mocked(api.albums.create).mockRejectedValue(
      new ApiError('Le titre de l’album tient en 120 caractères au plus.', 400),
    );
    renderPage();
    await screen.findAllByRole('listitem');
    await userEvent.type(field('Titre de l’album (facultatif)'), 'Portrait de Lou');
    await fill(complete);
    await userEvent.click(saveButton());
    expect(await screen.findByText('Le titre de l’album tient en 120 caractères au plus.')).toBeTruthy();
    expect(field('Titre de l’album (facultatif)').value).toBe('Portrait de Lou');
  });
});

describe('CreateAlbumPage saving', () => {
  it("sends the trimmed payload, shows 'Enregistrement...' with every button disabled, then goes to the list", async () => {
    const answer = deferred<{ message: string }>();
    rs.mocked(api.albums.create).mockReturnValue(answer.promise);
    renderPage();
    await screen.findAllByRole('listitem');
    await fill(complete);
    await userEvent.click(saveButton());

    expect(api.albums.create).toHaveBeenCalledWith({
      date: '12/05/2025',
      lien: 'https://galerie.exemple.fr/mariage',
      access_code: 'soleil',
      user_id: 3,
      available_until: null,
    });
    expect(screen.getByRole('button', { name: 'Enregistrement...' })).toHaveProperty('disabled', true);
    for (const button of screen.getAllByRole('button')) expect(button).toHaveProperty('disabled', true);

    answer.resolve({ message: 'Album créé.' });
    expect((await screen.findByTestId('location')).textContent).toBe('/admin/album');
  });

  it('shows an error field of a successful answer and keeps the form filled', async () => {
    rs.mocked(api.albums.create).mockResolvedValue({ error: 'Ce client a déjà un album à cette date.' });
    renderPage();
    await fill(complete);
    await userEvent.click(saveButton());
    expect((await screen.findByRole('alert')).textContent).toBe('Ce client a déjà un album à cette date.');
    expect(field("Code d'accès").value).toBe(' soleil ');
    expect(screen.queryByTestId('location')).toBeNull();
  });

  it("shows the server's message when the call fails", async () => {
    rs.mocked(api.albums.create).mockRejectedValue(new ApiError('Utilisateur introuvable.', 400));
    renderPage();
    await fill({ ...complete, owner: '99' });
    await userEvent.click(saveButton());
    expect((await screen.findByRole('alert')).textContent).toBe('Utilisateur introuvable.');
    expect(field('Numéro du client').value).toBe('99');
  });
});

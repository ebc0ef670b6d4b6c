import { ApiError, api } from '@lapm/api-client';
import { studioDay, type User } from '@lapm/contracts';
import { beforeEach, describe, expect, it, rs } from '@rstest/core';
import { fireEvent, screen, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { deferred, pending, users } from '../../test/fixtures';
import { renderRoute } from '../../test/render';
import CreateAlbumPage from './CreateAlbumPage';

rs.mock('@lapm/api-client', { spy: true });

const linkMessage =
  'Le lien doit être une adresse https:// complète (par exemple https://galerie.exemple.fr/seance).';
const renderPage = () => renderRoute(<CreateAlbumPage />, { pattern: '/admin/album/create-album' });
const field = (label: string) => screen.getByLabelText(label) as HTMLInputElement;
const saveButton = () => screen.getByRole('button', { name: 'Enregistrer' });
const saveHint = () => {
  const id = saveButton().getAttribute('aria-describedby');
  return id ? document.getElementById(id)?.textContent : undefined;
};
const ownerHint = () => {
  const ids = field('Numéro du client').getAttribute('aria-describedby');
  return ids ? document.getElementById(ids)?.textContent : undefined;
};

async function fill(values: { date?: string; lien?: string; code?: string; owner?: string }) {
  const entries: [string, string | undefined][] = [
    ['Date de la séance', values.date],
    ['Lien de la galerie', values.lien],
    ["Code d'accès", values.code],
    ['Numéro du client', values.owner],
  ];
  for (const [label, value] of entries) {
    if (value === undefined) continue;
    await userEvent.clear(field(label));
    await userEvent.type(field(label), value);
  }
}

const complete = {
  date: ' 12/05/2025 ',
  lien: ' https://galerie.exemple.fr/mariage ',
  code: ' soleil ',
  owner: '3',
};

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

describe('CreateAlbumPage owner picker', () => {
  it('fills the owner number from a search among users, whatever the accents', async () => {
    renderPage();
    const search = screen.getByRole('searchbox', { name: 'Rechercher un client' });
    await screen.findAllByRole('listitem');
    await userEvent.type(search, 'ecuyer');
    const choices = screen.getAllByRole('listitem');
    expect(choices).toHaveLength(1);
    const jerome = within(choices[0] as HTMLElement).getByRole('button');
    // Jérôme has not opened his confirmation link: the studio sees it before choosing him.
    expect(jerome.textContent).toBe('Jérôme Écuyer · jerome@exemple.fr, non confirmé · n° 12');
    await userEvent.click(jerome);
    expect(field('Numéro du client').value).toBe('12');
    expect(jerome.getAttribute('aria-pressed')).toBe('true');
    expect(ownerHint()).toBe('Album pour Jérôme Écuyer (jerome@exemple.fr, non confirmé).');
  });

  it('finds a user by exact id and keeps the field editable', async () => {
    renderPage();
    await screen.findAllByRole('listitem');
    await userEvent.type(screen.getByRole('searchbox', { name: 'Rechercher un client' }), '3');
    await userEvent.click(screen.getByRole('button', { name: /Léa Martin/ }));
    expect(ownerHint()).toBe('Album pour Léa Martin (lea@example.fr).');
    await fill({ owner: '99' });
    expect(ownerHint()).toBe('Aucun utilisateur ne porte ce numéro.');
    expect(screen.getByRole('button', { name: /Léa Martin/ }).getAttribute('aria-pressed')).toBe('false');
  });

  it('says when no user matches', async () => {
    renderPage();
    await screen.findAllByRole('listitem');
    await userEvent.type(screen.getByRole('searchbox', { name: 'Rechercher un client' }), 'Dupont');
    expect(screen.getByText('Aucun utilisateur ne correspond à “Dupont”.')).toBeTruthy();
  });

  it('shows a few choices and asks to narrow a long list', async () => {
    const many: User[] = Array.from({ length: 9 }, (_, index) => ({
      id: index + 1,
      firstname: `Client${index + 1}`,
      lastname: 'Test',
      address: null,
      email: `client${index + 1}@exemple.fr`,
      role: 'user',
    }));
    rs.mocked(api.users.clients).mockResolvedValue(many);
    renderPage();
    expect(await screen.findAllByRole('listitem')).toHaveLength(6);
    expect(screen.getByText('3 autres résultats : précisez la recherche.')).toBeTruthy();
  });

  it('announces loading, and on failure the owner number can still be typed', async () => {
    rs.mocked(api.users.clients).mockReturnValue(pending());
    const { unmount } = renderPage();
    expect(screen.getByRole('status').textContent).toBe('Chargement des utilisateurs...');
    unmount();

    rs.mocked(api.users.clients).mockRejectedValue(new ApiError('Erreur HTTP 502', 502));
    renderPage();
    expect((await screen.findByRole('alert')).textContent).toBe('Erreur : Erreur HTTP 502');
    await fill(complete);
    expect(saveButton()).toHaveProperty('disabled', false);
    expect(ownerHint()).toBeUndefined();
  });
});

describe('CreateAlbumPage with a new client', () => {
  const chooseNewClient = () => userEvent.click(screen.getByRole('radio', { name: 'Nouveau client' }));
  const person = async (values: { firstname?: string; lastname?: string; email?: string }) => {
    const labels = { firstname: 'Prénom', lastname: 'Nom', email: 'Email' } as const;
    for (const [key, label] of Object.entries(labels)) {
      const value = values[key as keyof typeof labels];
      if (value !== undefined) await userEvent.type(field(label), value);
    }
  };

  it('asks for the name and e-mail instead of the picker, then sends the invitation with the album', async () => {
    rs.mocked(api.invitations.create).mockResolvedValue({
      message: 'Invitation envoyée à ines@exemple.fr.',
      data: { user: { ...users[1], id: 20 } as User, album_id: 9 },
    });
    renderPage();
    await chooseNewClient();
    expect(screen.queryByRole('searchbox', { name: 'Rechercher un client' })).toBeNull();
    await fill({ date: complete.date, lien: complete.lien, code: complete.code });
    expect(saveHint()).toBe('Le prénom est obligatoire.');
    await person({ firstname: 'Inès', lastname: 'Durand', email: 'ines@' });
    expect(saveHint()).toBe('Veuillez saisir une adresse email valide.');
    await person({ email: 'exemple.fr' });
    expect(saveHint()).toBe("Créer l'album et inviter le client");
    await userEvent.click(saveButton());
    expect(api.invitations.create).toHaveBeenCalledWith({
      firstname: 'Inès',
      lastname: 'Durand',
      email: 'ines@exemple.fr',
      album: {
        date: '12/05/2025',
        lien: 'https://galerie.exemple.fr/mariage',
        access_code: 'soleil',
        available_until: null,
      },
    });
    expect(api.albums.create).not.toHaveBeenCalled();
    expect((await screen.findByTestId('location')).textContent).toBe('/admin/album');
  });

  it('offers the existing client when the address already has an account, and keeps the form filled', async () => {
    rs.mocked(api.invitations.create).mockRejectedValue(
      new ApiError(
        'Un compte existe déjà avec cet email : choisissez ce client dans la liste plutôt que de l’inviter.',
        409,
      ),
    );
    renderPage();
    await chooseNewClient();
    await fill({ date: complete.date, lien: complete.lien, code: complete.code });
    await person({ firstname: 'Léa', lastname: 'Martin', email: 'LEA@example.fr' });
    await userEvent.click(saveButton());
    expect((await screen.findByRole('alert')).textContent).toBe(
      'Un compte existe déjà avec cet email : choisissez ce client dans la liste plutôt que de l’inviter.',
    );
    expect(field('Email').value).toBe('LEA@example.fr');
    await userEvent.click(
      await screen.findByRole('button', { name: 'Choisir Léa Martin comme propriétaire' }),
    );
    expect(screen.getByRole('radio', { name: 'Client existant' })).toHaveProperty('checked', true);
    expect(field('Numéro du client').value).toBe('3');
    expect(saveHint()).toBe("Créer l'album");
  });
});

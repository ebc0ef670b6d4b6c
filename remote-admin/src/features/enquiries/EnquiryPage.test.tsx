import { ApiError, api } from '@lapm/api-client';
import { type EnquiryThread, enquiryMessages } from '@lapm/contracts';
import { beforeEach, describe, expect, it, rs } from '@rstest/core';
import { screen, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { renderRoute } from '../../test/render';
import EnquiryPage from './EnquiryPage';

rs.mock('@lapm/api-client', { spy: true });

const renderPage = () =>
  renderRoute(<EnquiryPage />, { pattern: '/admin/demandes/:id', url: '/admin/demandes/12' });

const thread: EnquiryThread = {
  id: 12,
  firstname: 'Inès',
  lastname: 'Garnier',
  email: 'ines@exemple.fr',
  phone: null,
  formula: 'mariage-premium',
  formulaName: 'Premium',
  wishedDate: 'Le 12 septembre 2027',
  message: 'Nous nous marions à Lunel.',
  status: 'nouvelle',
  createdAt: '2026-11-20T09:30:00.000Z',
  replies: [{ id: 1, message: 'Avec plaisir, parlons-en.', sentAt: '2026-11-21T10:00:00.000Z' }],
  clientId: null,
  booked: false,
};

beforeEach(() => {
  rs.resetAllMocks();
  rs.mocked(api.enquiries.get).mockResolvedValue(thread);
});

describe('EnquiryPage', () => {
  it('shows the visitor’s message then her replies in order, with their dates', async () => {
    renderPage();
    const items = within(await screen.findByRole('list')).getAllByRole('listitem');
    expect(items.map((item) => item.textContent)).toEqual([
      'Inès Garnier, le 20/11/2026Nous nous marions à Lunel.',
      'Votre réponse, le 21/11/2026Avec plaisir, parlons-en.',
    ]);
  });

  it('sends her reply, adds it to the thread and empties the field; an empty reply is not sent', async () => {
    const user = userEvent.setup();
    rs.mocked(api.enquiries.reply).mockResolvedValue({
      message: 'Réponse envoyée à ines@exemple.fr.',
      data: {
        ...thread,
        status: 'répondue',
        replies: [
          ...thread.replies,
          { id: 2, message: 'Le 12 me convient.', sentAt: '2026-11-22T10:00:00.000Z' },
        ],
      },
    });
    renderPage();
    const field = await screen.findByLabelText(/Votre réponse/);
    await user.click(screen.getByRole('button', { name: 'Envoyer la réponse' }));
    expect(await screen.findByText(enquiryMessages.replyRequired)).toBeTruthy();
    expect(api.enquiries.reply).not.toHaveBeenCalled();

    await user.type(field, 'Le 12 me convient.');
    await user.click(screen.getByRole('button', { name: 'Envoyer la réponse' }));
    expect(await screen.findByText('Réponse envoyée à ines@exemple.fr.')).toBeTruthy();
    expect(api.enquiries.reply).toHaveBeenCalledWith(12, { message: 'Le 12 me convient.' });
    expect(screen.getByText('Le 12 me convient.')).toBeTruthy();
    expect((field as HTMLTextAreaElement).value).toBe('');
    expect(screen.getByText('Répondue')).toBeTruthy();
  });
});

describe('EnquiryPage client', () => {
  it('makes the client under the names she corrected, then links to the client file', async () => {
    const user = userEvent.setup();
    rs.mocked(api.enquiries.toClient).mockResolvedValue({
      message: 'Invitation envoyée à ines@exemple.fr.',
      data: { clientId: 40, created: true, albumId: null },
    });
    renderPage();
    const lastname = await screen.findByLabelText('Nom');
    await user.clear(lastname);
    await user.type(lastname, 'Garnier-Roux');
    await user.click(screen.getByRole('button', { name: 'Créer le client et l’inviter' }));
    expect(await screen.findByText('Invitation envoyée à ines@exemple.fr.')).toBeTruthy();
    expect(api.enquiries.toClient).toHaveBeenCalledWith(12, { firstname: 'Inès', lastname: 'Garnier-Roux' });
    expect(screen.getByRole('link', { name: 'Ouvrir la fiche client' }).getAttribute('href')).toBe(
      '/admin/all-user-systeme/fiche-client/40',
    );
    expect(screen.queryByRole('button', { name: 'Créer l’album de la séance' })).toBeNull();
  });

  it('makes the client and the album of a booked session in one click, then links to both', async () => {
    const user = userEvent.setup();
    rs.mocked(api.enquiries.get).mockResolvedValue({ ...thread, status: 'réservée', booked: true });
    rs.mocked(api.enquiries.toClient).mockResolvedValue({
      message: `Invitation envoyée à ines@exemple.fr. ${enquiryMessages.sessionAlbumCreated}`,
      data: { clientId: 40, created: true, albumId: 78 },
    });
    renderPage();
    await user.click(await screen.findByRole('button', { name: 'Créer le client et l’inviter' }));
    expect(
      await screen.findByText(`Invitation envoyée à ines@exemple.fr. ${enquiryMessages.sessionAlbumCreated}`),
    ).toBeTruthy();
    expect(screen.getByRole('link', { name: 'Ouvrir la fiche client' })).toBeTruthy();
    expect(screen.getByRole('link', { name: 'Ouvrir l’album' }).getAttribute('href')).toBe(
      '/admin/album/edit-album/78',
    );
    // Made by the server with the client: no second album offered.
    expect(screen.queryByRole('button', { name: 'Créer l’album de la séance' })).toBeNull();
    expect(api.albums.create).not.toHaveBeenCalled();
  });
});

describe('EnquiryPage album and refusal', () => {
  it('names a formula she created, even removed since, and titles its album with that name', async () => {
    const mini = {
      ...thread,
      formula: 'solo-mini-seance',
      formulaName: 'Mini séance',
      clientId: 40,
      booked: true,
    };
    rs.mocked(api.enquiries.get).mockResolvedValue(mini);
    renderPage();
    expect(await screen.findByText('Portrait Solo – Mini séance')).toBeTruthy();
    expect(screen.getByLabelText('Titre de l’album')).toHaveProperty(
      'value',
      'Portrait Solo – Mini séance – Inès Garnier',
    );
  });

  it('offers the album once the client exists and the session is booked, made through the album API', async () => {
    const user = userEvent.setup();
    rs.mocked(api.enquiries.get).mockResolvedValue({ ...thread, clientId: 40, booked: true });
    rs.mocked(api.albums.galleryAddress).mockResolvedValue({
      id: 77,
      lien: 'https://photo.example.fr/galerie/77',
    });
    rs.mocked(api.albums.create).mockResolvedValue({ message: 'Album créé.' });
    renderPage();
    expect(await screen.findByLabelText('Titre de l’album')).toHaveProperty(
      'value',
      'Mariage – Premium – Inès Garnier',
    );
    expect(screen.getByLabelText('Date de la séance')).toHaveProperty('value', 'Le 12 septembre 2027');
    await user.click(screen.getByRole('button', { name: 'Créer l’album de la séance' }));
    expect(await screen.findByText('Album créé.')).toBeTruthy();
    expect(api.albums.create).toHaveBeenCalledWith(
      expect.objectContaining({
        user_id: 40,
        reserved_id: 77,
        lien: 'https://photo.example.fr/galerie/77',
        title: 'Mariage – Premium – Inès Garnier',
        date: 'Le 12 septembre 2027',
      }),
    );
    expect(screen.getByRole('link', { name: 'Ouvrir l’album' }).getAttribute('href')).toBe(
      '/admin/album/edit-album/77',
    );
  });

  it('shows a refusal of the server and keeps the reply typed', async () => {
    const user = userEvent.setup();
    rs.mocked(api.enquiries.reply).mockRejectedValue(new ApiError(enquiryMessages.notFound, 404));
    renderPage();
    await user.type(await screen.findByLabelText(/Votre réponse/), 'Bonjour');
    await user.click(screen.getByRole('button', { name: 'Envoyer la réponse' }));
    expect(await screen.findByText(enquiryMessages.notFound)).toBeTruthy();
    expect((screen.getByLabelText(/Votre réponse/) as HTMLTextAreaElement).value).toBe('Bonjour');
  });
});

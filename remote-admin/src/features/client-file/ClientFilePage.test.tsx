import { api } from '@lapm/api-client';
import { type ClientFile, clientFileMessages } from '@lapm/contracts';
import { beforeEach, describe, expect, it, rs } from '@rstest/core';
import { screen, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { renderRoute } from '../../test/render';
import ClientFilePage from './ClientFilePage';

rs.mock('@lapm/api-client', { spy: true });

const renderPage = () =>
  renderRoute(<ClientFilePage />, {
    pattern: '/admin/all-user-systeme/fiche-client/:id',
    url: '/admin/all-user-systeme/fiche-client/40',
  });

const file: ClientFile = {
  id: 40,
  firstname: 'Inès',
  lastname: 'Garnier',
  email: 'ines@exemple.fr',
  phone: '',
  address: '',
  notes: 'Préfère le matin.',
  createdAt: '2026-11-21T10:00:00.000Z',
  enquiries: [
    {
      id: 12,
      formula: 'mariage-premium',
      formulaName: 'Premium',
      status: 'réservée',
      at: '2026-11-20T09:30:00.000Z',
    },
  ],
  bookings: [],
  albums: [{ id: 7, title: 'Mariage d’Inès', date: '12/09/2027', at: '2026-11-22T10:00:00.000Z' }],
  selections: [{ albumId: 7, title: 'Mariage d’Inès', favourites: 24, at: '2026-11-25T10:00:00.000Z' }],
  downloads: [{ albumId: 7, kind: 'archive', fileName: null, at: '2026-11-26T10:00:00.000Z' }],
  emails: [
    {
      kind: 'bookingStudio',
      subject: 'Réservation déplacée : Portrait Solo – Essentiel – Inès Martin',
      at: '2026-11-23T09:00:00.000Z',
    },
    {
      kind: 'booking',
      subject: 'Votre séance est déplacée – LAPM Photographie',
      at: '2026-11-23T09:00:00.000Z',
    },
    {
      kind: 'reply',
      subject: 'Votre demande : Mariage – Premium – LAPM Photographie',
      at: '2026-11-21T09:00:00.000Z',
    },
  ],
};

beforeEach(() => {
  rs.resetAllMocks();
  rs.mocked(api.clients.get).mockResolvedValue(file);
});

describe('ClientFilePage', () => {
  it('shows the history of the client on one screen, each list with its dates', async () => {
    renderPage();
    const group = (name: string) => screen.getByRole('region', { name });
    await screen.findByRole('heading', { name: 'Historique' });
    expect(within(group('Demandes')).getByRole('link').textContent).toBe(
      'Demande n° 12 – Mariage – Premium (réservée)',
    );
    expect(within(group('Demandes')).getByRole('link').getAttribute('href')).toBe('/admin/demandes/12');
    expect(within(group('Réservations')).getByText('Rien pour l’instant.')).toBeTruthy();
    expect(within(group('Albums')).getByText('Mariage d’Inès – séance du 12/09/2027')).toBeTruthy();
    expect(
      within(group('Sélections envoyées')).getByText('Mariage d’Inès : 24 photos choisies'),
    ).toBeTruthy();
    expect(within(group('Téléchargements')).getByText('Album n° 7 entier (ZIP)')).toBeTruthy();
    expect(
      within(group('E-mails envoyés'))
        .getAllByRole('listitem')
        .map((item) => item.textContent),
    ).toEqual([
      'le 23/11/2026Réservation, au studio : Réservation déplacée : Portrait Solo – Essentiel – Inès Martin',
      'le 23/11/2026Réservation, au client : Votre séance est déplacée – LAPM Photographie',
      'le 21/11/2026Réponse : Votre demande : Mariage – Premium – LAPM Photographie',
    ]);
  });

  it('checks the fields with the shared schema before saving, then saves them', async () => {
    const user = userEvent.setup();
    rs.mocked(api.clients.save).mockImplementation(async (_id, payload) => ({
      message: clientFileMessages.saved,
      data: { ...file, ...payload },
    }));
    renderPage();
    const phone = await screen.findByLabelText('Téléphone');
    await user.type(phone, 'appelez-moi');
    await user.click(screen.getByRole('button', { name: 'Enregistrer la fiche' }));
    expect(await screen.findByText(clientFileMessages.phoneInvalid)).toBeTruthy();
    expect(api.clients.save).not.toHaveBeenCalled();

    await user.clear(phone);
    await user.type(phone, '06 11 22 33 44');
    await user.type(screen.getByLabelText('Adresse postale'), '3 rue des Lilas');
    await user.click(screen.getByRole('button', { name: 'Enregistrer la fiche' }));
    expect(await screen.findByText(clientFileMessages.saved)).toBeTruthy();
    expect(api.clients.save).toHaveBeenCalledWith(40, {
      phone: '06 11 22 33 44',
      address: '3 rue des Lilas',
      notes: 'Préfère le matin.',
    });
  });
});

describe('ClientFilePage formula names', () => {
  it('names a formula she created, even removed since, in the enquiries and the bookings', async () => {
    const mini = { formula: 'solo-mini-seance', formulaName: 'Mini séance' };
    rs.mocked(api.clients.get).mockResolvedValue({
      ...file,
      enquiries: [{ id: 12, ...mini, status: 'réservée', at: '2026-11-20T09:30:00.000Z' }],
      bookings: [
        {
          id: 5,
          ...mini,
          status: 'confirmée',
          startsAt: '2026-12-02T08:00:00.000Z',
          at: '2026-11-20T10:00:00.000Z',
        },
      ],
    });
    renderPage();
    const group = (name: string) => screen.getByRole('region', { name });
    await screen.findByRole('heading', { name: 'Historique' });
    expect(within(group('Demandes')).getByRole('link').textContent).toBe(
      'Demande n° 12 – Portrait Solo – Mini séance (réservée)',
    );
    expect(within(group('Réservations')).getByText(/Portrait Solo – Mini séance/)).toBeTruthy();
  });
});

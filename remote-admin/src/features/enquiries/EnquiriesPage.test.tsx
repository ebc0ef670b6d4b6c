import { ApiError, api } from '@lapm/api-client';
import type { Enquiry } from '@lapm/contracts';
import { beforeEach, describe, expect, it, rs } from '@rstest/core';
import { screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { renderRoute } from '../../test/render';
import EnquiriesPage from './EnquiriesPage';

rs.mock('@lapm/api-client', { spy: true });

const renderPage = () => renderRoute(<EnquiriesPage />, { pattern: '/admin/demandes' });
const cardTitles = () => screen.getAllByRole('heading', { level: 2 }).map((heading) => heading.textContent);

const wedding: Enquiry = {
  id: 12,
  firstname: 'Inès',
  lastname: 'Garnier',
  email: 'ines@exemple.fr',
  phone: '06 11 22 33 44',
  formula: 'mariage-premium',
  formulaName: 'Premium',
  wishedDate: 'Le 12 septembre 2027',
  message: 'Nous nous marions à Lunel.',
  status: 'nouvelle',
  createdAt: '2026-11-20T09:30:00.000Z',
};
const portrait: Enquiry = {
  ...wedding,
  id: 11,
  firstname: 'Camille',
  lastname: 'Martin',
  email: 'camille@exemple.fr',
  phone: null,
  formula: 'solo-essentiel',
  formulaName: 'Essentiel',
  wishedDate: null,
  message: 'Un portrait pour mes 40 ans.',
  status: 'répondue',
};

beforeEach(() => {
  rs.resetAllMocks();
  rs.mocked(api.enquiries.list).mockResolvedValue([wedding, portrait]);
});

describe('EnquiriesPage', () => {
  it('shows each enquiry with its formula, wished date and status at a glance', async () => {
    renderPage();
    expect(await screen.findByRole('heading', { level: 2, name: 'Inès Garnier' })).toBeTruthy();
    const card = screen.getByRole('heading', { name: 'Inès Garnier' }).closest('li') as HTMLElement;
    expect(within(card).getByText('Mariage – Premium')).toBeTruthy();
    expect(within(card).getByText('Le 12 septembre 2027')).toBeTruthy();
    expect(within(card).getByText('Demande n° 12, reçue le 20/11/2026')).toBeTruthy();
    expect((within(card).getByLabelText('État') as HTMLSelectElement).value).toBe('nouvelle');
  });

  it('names a formula she created, even removed since, and finds the enquiry by that name; an unknown key as is', async () => {
    const mini = {
      ...portrait,
      id: 13,
      firstname: 'Léa',
      formula: 'solo-mini-seance',
      formulaName: 'Mini séance',
    };
    const lost = { ...portrait, id: 14, firstname: 'Noé', formula: 'solo-inconnue', formulaName: null };
    rs.mocked(api.enquiries.list).mockResolvedValue([lost, mini, wedding]);
    renderPage();
    const card = (await screen.findByRole('heading', { name: 'Léa Martin' })).closest('li') as HTMLElement;
    expect(within(card).getByText('Portrait Solo – Mini séance')).toBeTruthy();
    const unknown = screen.getByRole('heading', { name: 'Noé Martin' }).closest('li') as HTMLElement;
    expect(within(unknown).getByText('solo-inconnue')).toBeTruthy();
    await userEvent.type(screen.getByRole('searchbox', { name: 'Rechercher une demande' }), 'mini séance');
    expect(cardTitles()).toEqual(['Léa Martin']);
  });

  it('finds enquiries by name, formula or date', async () => {
    renderPage();
    await screen.findByRole('heading', { name: 'Inès Garnier' });
    const box = screen.getByRole('searchbox', { name: 'Rechercher une demande' });
    await userEvent.type(box, 'solo');
    expect(cardTitles()).toEqual(['Camille Martin']);
    await userEvent.clear(box);
    await userEvent.type(box, 'septembre');
    expect(cardTitles()).toEqual(['Inès Garnier']);
  });

  it('changes a status, and puts it back with the API’s message when refused', async () => {
    rs.mocked(api.enquiries.setStatus).mockResolvedValueOnce({ ...wedding, status: 'réservée' });
    renderPage();
    await screen.findByRole('heading', { name: 'Inès Garnier' });
    const card = screen.getByRole('heading', { name: 'Inès Garnier' }).closest('li') as HTMLElement;
    const status = within(card).getByLabelText('État') as HTMLSelectElement;
    await userEvent.selectOptions(status, 'réservée');
    expect(api.enquiries.setStatus).toHaveBeenCalledWith(12, 'réservée');
    expect(status.value).toBe('réservée');

    rs.mocked(api.enquiries.setStatus).mockRejectedValueOnce(new ApiError('Erreur HTTP 500', 500));
    await userEvent.selectOptions(status, 'sans suite');
    await waitFor(() => expect(status.value).toBe('réservée'));
    expect(status.getAttribute('aria-invalid')).toBe('true');
    expect(within(card).getByText('Erreur HTTP 500')).toBeTruthy();
  });
});

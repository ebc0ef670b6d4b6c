import { api } from '@lapm/api-client';
import type { Photo } from '@lapm/contracts';
import { afterEach, beforeEach, describe, expect, it, rs } from '@rstest/core';
import { screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { renderRoute } from '../../test/render';
import PhotosPage from './PhotosPage';

rs.mock('@lapm/api-client', { spy: true });

const LEAVE_QUESTION =
  'Vos dernières modifications ne sont pas encore enregistrées. Quitter cette page quand même ?';

const photo = (id: string, name: string): Photo => ({
  id,
  name,
  alt: `Photo ${name}`,
  status: 'ready',
  error: null,
  published: true,
  width: 800,
  height: 1200,
  widths: [480, 800],
  placeholder: null,
  uploaded_at: '2026-05-12T10:00:00.000Z',
});
const first = photo('11111111-1111-4111-8111-111111111111', 'mariee.jpg');
const second = photo('22222222-2222-4222-8222-222222222222', 'temoins.jpg');

beforeEach(() => {
  rs.resetAllMocks();
  rs.mocked(api.photos.list).mockResolvedValue({ data: [first, second], total: 2, page: 1, page_size: 48 });
  rs.mocked(api.photos.usesOfMany).mockResolvedValue({});
});
afterEach(() => {
  rs.restoreAllMocks();
});

async function openLibrary() {
  renderRoute(<PhotosPage />, { pattern: '/admin/photos' });
  await screen.findByRole('heading', { name: 'mariee.jpg' });
}

const card = (name: string) => screen.getByRole('heading', { name }).closest('li') as HTMLElement;
const descriptionOf = (name: string) =>
  within(card(name)).getByRole('textbox', {
    name: 'Description pour les personnes aveugles et les moteurs de recherche',
  });

describe('descriptions typed in the library and not saved yet', () => {
  it('stay as typed when she adds a photo to the selection she is describing', async () => {
    await openLibrary();
    await userEvent.click(screen.getByRole('checkbox', { name: 'Sélectionner « mariee.jpg »' }));
    await userEvent.click(screen.getByRole('button', { name: 'Décrire' }));
    const row = screen.getByRole('textbox', { name: 'Description de « mariee.jpg »' });
    await userEvent.clear(row);
    await userEvent.type(row, 'La mariée sous les platanes');

    await userEvent.click(screen.getByRole('checkbox', { name: 'Sélectionner « temoins.jpg »' }));
    expect(
      (screen.getByRole('textbox', { name: 'Description de « mariee.jpg »' }) as HTMLInputElement).value,
    ).toBe('La mariée sous les platanes');
    expect(
      (screen.getByRole('textbox', { name: 'Description de « temoins.jpg »' }) as HTMLInputElement).value,
    ).toBe('Photo temoins.jpg');
  });

  it('make leaving ask once, however many fields hold them, and nothing asks once they are saved', async () => {
    const ask = rs.spyOn(window, 'confirm').mockReturnValue(false);
    rs.mocked(api.photos.setAlt).mockImplementation(async (id, { alt }) => ({
      ...(id === first.id ? first : second),
      alt,
    }));
    await openLibrary();
    for (const name of ['mariee.jpg', 'temoins.jpg']) await userEvent.type(descriptionOf(name), ' au soleil');

    await userEvent.click(screen.getByRole('link', { name: 'Retour à l’interface admin' }));
    expect(ask).toHaveBeenCalledTimes(1);
    expect(ask).toHaveBeenCalledWith(LEAVE_QUESTION);
    expect(screen.queryByTestId('location')).toBeNull();

    for (const name of ['mariee.jpg', 'temoins.jpg']) {
      const form = descriptionOf(name).closest('form') as HTMLElement;
      await userEvent.click(within(form).getByRole('button', { name: 'Enregistrer' }));
    }
    await waitFor(() => expect(api.photos.setAlt).toHaveBeenCalledTimes(2));
    await userEvent.click(screen.getByRole('link', { name: 'Retour à l’interface admin' }));
    expect(ask).toHaveBeenCalledTimes(1);
    expect((await screen.findByTestId('location')).textContent).toBe('/admin');
  });
});

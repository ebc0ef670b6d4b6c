import { api } from '@lapm/api-client';
import type { Photo } from '@lapm/contracts';
import { beforeEach, describe, expect, it, rs } from '@rstest/core';
import { render, screen, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { DeletePhotosDialog } from './DeletePhotosDialog';

rs.mock('@lapm/api-client', { spy: true });

const photo = (id: string, name: string, alt: string): Photo => ({
  id,
  name,
  alt,
  status: 'ready',
  error: null,
  published: true,
  width: 800,
  height: 1200,
  widths: [480, 800],
  placeholder: null,
  uploaded_at: '2026-05-12T10:00:00.000Z',
});
const old = photo('11111111-1111-4111-8111-111111111111', 'mariage-2019.jpg', 'Mariage au Domaine, 2019');
const elsewhere = photo(
  '22222222-2222-4222-8222-222222222222',
  'mariage-2026.jpg',
  'Mariage au Domaine, 2026',
);

beforeEach(() => {
  rs.resetAllMocks();
  rs.mocked(api.photos.usesOfMany).mockResolvedValue({
    [old.id]: [{ kind: 'place', key: 'home:hero', title: 'Accueil — photo principale' }],
  });
  rs.mocked(api.photos.list).mockImplementation(async (query) =>
    query.q === '2026'
      ? { data: [elsewhere], total: 1, page: 1, page_size: 48 }
      : { data: [old], total: 1, page: 1, page_size: 48 },
  );
  rs.mocked(api.photos.removeMany).mockResolvedValue({ message: 'Photo supprimée.', data: [] });
});

describe('Deleting a photo that fills a place', () => {
  it('offers as its replacement a published photo she searches in the whole library', async () => {
    const deleted: string[] = [];
    render(
      <DeletePhotosDialog
        photos={[old]}
        onCancel={() => {}}
        onDeleted={(message) => deleted.push(message)}
      />,
    );
    const dialog = await screen.findByRole('alertdialog', { name: 'Supprimer cette photo' });
    const place = await within(dialog).findByRole('combobox', {
      name: 'Photo qui la remplace dans « Accueil — photo principale »',
    });
    await userEvent.type(
      within(dialog).getByRole('searchbox', { name: 'Rechercher une photo de remplacement' }),
      '2026',
    );
    await userEvent.click(within(dialog).getByRole('button', { name: 'Rechercher' }));
    expect(api.photos.list).toHaveBeenLastCalledWith({ q: '2026', published: 'true', page: 1 });
    await within(place).findByRole('option', { name: 'Mariage au Domaine, 2026' });
    await userEvent.selectOptions(place, elsewhere.id);
    await userEvent.click(within(dialog).getByRole('button', { name: 'Supprimer' }));
    expect(api.photos.removeMany).toHaveBeenCalledWith(
      [old.id],
      [{ place: 'home:hero', photo_id: old.id, replacement_id: elsewhere.id }],
    );
    expect(deleted).toEqual(['Photo supprimée.']);
  });
});

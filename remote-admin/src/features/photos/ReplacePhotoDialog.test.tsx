import { ApiError, api } from '@lapm/api-client';
import { type Photo, photoReplaceMessages } from '@lapm/contracts';
import { beforeEach, describe, expect, it, rs } from '@rstest/core';
import { screen, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { renderRoute } from '../../test/render';
import PhotosPage from './PhotosPage';

rs.mock('@lapm/api-client', { spy: true });

const photo = (id: string, name: string, fields: Partial<Photo> = {}): Photo => ({
  id,
  name,
  alt: name,
  status: 'ready',
  error: null,
  published: true,
  width: 800,
  height: 1200,
  widths: [480, 800],
  placeholder: null,
  uploaded_at: '2026-05-12T10:00:00.000Z',
  ...fields,
});
const hero = photo('11111111-1111-4111-8111-111111111111', 'portrait.jpg');
const newer = photo('22222222-2222-4222-8222-222222222222', 'portrait-2026.jpg');
const draft = photo('33333333-3333-4333-8333-333333333333', 'brouillon.jpg', { published: false });
const places = [
  { kind: 'place' as const, key: 'home:hero', title: 'Accueil — photo principale' },
  { kind: 'place' as const, key: 'about:portrait', title: 'Qui suis-je ? — portrait' },
];
const library = (uses = places) => ({
  data: [hero, newer, draft],
  total: 3,
  page: 1,
  page_size: 48,
  uses: { [hero.id]: uses },
});

beforeEach(() => {
  rs.resetAllMocks();
  rs.mocked(api.photos.list).mockResolvedValue(library());
  rs.mocked(api.photos.usesOfMany).mockResolvedValue({ [hero.id]: places });
});

async function openDialog() {
  renderRoute(<PhotosPage />, { pattern: '/admin/photos' });
  const card = (await screen.findByRole('heading', { name: 'portrait.jpg' })).closest('li') as HTMLElement;
  // Only a photo that fills a place of the pages has it.
  const other = screen.getByRole('heading', { name: 'portrait-2026.jpg' }).closest('li') as HTMLElement;
  expect(within(other).queryByRole('button', { name: /^Remplacer/ })).toBeNull();
  await userEvent.click(within(card).getByRole('button', { name: 'Remplacer « portrait.jpg » sur le site' }));
  return screen.getByRole('alertdialog', { name: 'Remplacer « portrait.jpg » sur le site' });
}

describe('« Remplacer » in the library', () => {
  it('puts the chosen photo in the places she picks, keeps the photo, and deletes nothing', async () => {
    rs.mocked(api.photos.replace).mockResolvedValue({ message: 'Photo remplacée dans 1 emplacement.' });
    const dialog = await openDialog();
    const heroPlace = await within(dialog).findByRole('combobox', {
      name: 'Photo qui la remplace dans « Accueil — photo principale »',
    });
    // Published photos other than this one; « Aucune » keeps it where it is.
    expect(
      within(heroPlace)
        .getAllByRole('option')
        .map((option) => option.textContent),
    ).toEqual(['Aucune : elle reste à cet emplacement', 'portrait-2026.jpg']);
    await userEvent.selectOptions(heroPlace, newer.id);
    await userEvent.click(within(dialog).getByRole('button', { name: 'Remplacer' }));
    expect(api.photos.replace).toHaveBeenCalledWith(hero.id, [
      { place: 'home:hero', replacement_id: newer.id },
    ]);
    expect(api.photos.removeMany).not.toHaveBeenCalled();
    expect(await screen.findByText('Photo remplacée dans 1 emplacement.')).toBeTruthy();
    expect(screen.queryByRole('alertdialog')).toBeNull();
  });

  it('asks for one place at least, and keeps her choices when the server refuses', async () => {
    rs.mocked(api.photos.replace).mockRejectedValue(new ApiError(photoReplaceMessages.unusable, 400));
    const dialog = await openDialog();
    await within(dialog).findByRole('combobox', { name: /Accueil/ });
    await userEvent.click(within(dialog).getByRole('button', { name: 'Remplacer' }));
    expect(within(dialog).getByText(photoReplaceMessages.noPlace)).toBeTruthy();
    expect(api.photos.replace).not.toHaveBeenCalled();

    const portrait = within(dialog).getByRole('combobox', { name: /Qui suis-je/ }) as HTMLSelectElement;
    await userEvent.selectOptions(portrait, newer.id);
    await userEvent.click(within(dialog).getByRole('button', { name: 'Remplacer' }));
    expect(await within(dialog).findByText(photoReplaceMessages.unusable)).toBeTruthy();
    expect(portrait.value).toBe(newer.id);
  });
});

describe('The replacement, found in the whole library', () => {
  it('finds a published photo of the whole library, not only of the page shown, by its file name and by page', async () => {
    const sete = photo('44444444-4444-4444-8444-444444444444', 'sete-2026.jpg', { alt: 'Le môle de Sète' });
    const older = photo('55555555-5555-4555-8555-555555555555', 'etang-2019.jpg', { alt: 'Étang de Thau' });
    rs.mocked(api.photos.list).mockImplementation(async (query) => {
      if (query.published !== 'true') return library();
      if (query.q === 'sete') return { data: [sete], total: 1, page: 1, page_size: 48 };
      // Two pages of published photos: the second holds one more.
      if (query.page === 2) return { data: [older], total: 49, page: 2, page_size: 48 };
      return { data: [hero, newer], total: 49, page: 1, page_size: 48 };
    });
    rs.mocked(api.photos.replace).mockResolvedValue({ message: 'Photo remplacée dans 2 emplacements.' });
    const dialog = await openDialog();
    const heroPlace = await within(dialog).findByRole('combobox', { name: /Accueil/ });
    await within(heroPlace).findByRole('option', { name: 'portrait-2026.jpg' });

    await userEvent.click(within(dialog).getByRole('button', { name: 'Photos suivantes' }));
    expect(within(dialog).getByText('Page 2 sur 2')).toBeTruthy();
    const portrait = within(dialog).getByRole('combobox', { name: /Qui suis-je/ });
    await within(portrait).findByRole('option', { name: 'Étang de Thau' });
    await userEvent.selectOptions(portrait, older.id);

    await userEvent.type(
      within(dialog).getByRole('searchbox', { name: 'Rechercher une photo de remplacement' }),
      'sete{Enter}',
    );
    expect(api.photos.list).toHaveBeenLastCalledWith({ q: 'sete', published: 'true', page: 1 });
    await within(heroPlace).findByRole('option', { name: 'Le môle de Sète' });
    await userEvent.selectOptions(heroPlace, sete.id);
    // The photo chosen on the other page stays chosen, and listed.
    expect((portrait as HTMLSelectElement).value).toBe(older.id);
    await userEvent.click(within(dialog).getByRole('button', { name: 'Remplacer' }));
    expect(api.photos.replace).toHaveBeenCalledWith(hero.id, [
      { place: 'home:hero', replacement_id: sete.id },
      { place: 'about:portrait', replacement_id: older.id },
    ]);
  });
});

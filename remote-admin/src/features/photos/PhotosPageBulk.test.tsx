import { ApiError, api } from '@lapm/api-client';
import { photoMessages } from '@lapm/contracts';
import { beforeEach, describe, expect, it, rs } from '@rstest/core';
import { screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { page, photo, renderPage } from './photosPageFixtures';

rs.mock('@lapm/api-client', { spy: true });

beforeEach(() => {
  rs.resetAllMocks();
  rs.mocked(api.photos.list).mockResolvedValue(page([]));
});

const first = photo({ id: '11111111-1111-4111-8111-111111111111', name: 'un.jpg', alt: 'Un' });
const second = photo({ id: '22222222-2222-4222-8222-222222222222', name: 'deux.jpg', alt: 'Deux' });
const spare = photo({
  id: '33333333-3333-4333-8333-333333333333',
  name: 'trois.jpg',
  alt: 'Remplaçante',
  published: true,
});
const bar = () => screen.getByRole('group', { name: 'Actions sur la sélection' });

/** Two photos selected, one of them in a place: she picks its replacement. */
async function deleteWithReplacement() {
  rs.mocked(api.photos.list)
    .mockResolvedValueOnce(page([first, second, spare]))
    .mockResolvedValue(page([spare]));
  rs.mocked(api.photos.usesOfMany).mockResolvedValue({
    [first.id]: [{ kind: 'place', key: 'home:main', title: 'Accueil — photo principale' }],
  });
  rs.mocked(api.photos.removeMany).mockResolvedValue({ message: '2 photos supprimées.', data: [] });
  renderPage();
  await userEvent.click(await screen.findByRole('checkbox', { name: 'Sélectionner « un.jpg »' }));
  await userEvent.click(screen.getByRole('checkbox', { name: 'Sélectionner « deux.jpg »' }));
  await userEvent.click(within(bar()).getByRole('button', { name: 'Supprimer' }));
  const dialog = screen.getByRole('alertdialog', { name: 'Supprimer 2 photos' });
  const picker = await within(dialog).findByRole('combobox', {
    name: 'Photo qui la remplace dans « Accueil — photo principale »',
  });
  // The photos being deleted are never offered in their own place.
  expect(
    within(picker)
      .getAllByRole('option')
      .map((option) => option.textContent),
  ).toEqual(['Aucune : la photo de secours de l’emplacement (ou rien)', 'Remplaçante']);
  expect(dialog.textContent).toContain('« deux.jpg » n’est utilisée nulle part sur le site.');
  await userEvent.selectOptions(picker, spare.id);
  await userEvent.click(within(dialog).getByRole('button', { name: 'Supprimer' }));
  expect(api.photos.removeMany).toHaveBeenCalledWith(
    [first.id, second.id],
    [{ place: 'home:main', photo_id: first.id, replacement_id: spare.id }],
  );
  expect(await within(bar()).findByText('2 photos supprimées.')).toBeTruthy();
}

/** A first save refused on one row, then both saved. */
async function describeSelection() {
  rs.mocked(api.photos.list).mockResolvedValue(page([first, second]));
  rs.mocked(api.photos.setAlts)
    .mockRejectedValueOnce(
      new ApiError(photoMessages.altRequired, 400, [
        { path: ['photos', 1, 'alt'], message: photoMessages.altRequired },
      ]),
    )
    .mockResolvedValueOnce({
      message: '2 descriptions enregistrées.',
      data: [
        { ...first, alt: 'Les mariés' },
        { ...second, alt: 'Le bouquet' },
      ],
    });
  renderPage();
  await userEvent.click(await screen.findByRole('checkbox', { name: 'Sélectionner « un.jpg »' }));
  await userEvent.click(screen.getByRole('checkbox', { name: 'Sélectionner « deux.jpg »' }));
  await userEvent.click(within(bar()).getByRole('button', { name: 'Décrire' }));
  const table = screen.getByRole('region', { name: 'Descriptions de la sélection' });
  const one = within(table).getByRole('textbox', { name: 'Description de « un.jpg »' });
  const two = within(table).getByRole('textbox', { name: 'Description de « deux.jpg »' });
  await userEvent.clear(one);
  await userEvent.type(one, 'Les mariés');
  await userEvent.clear(two);
  await userEvent.click(within(table).getByRole('button', { name: 'Enregistrer les descriptions' }));
  expect(api.photos.setAlts).toHaveBeenCalledWith([
    { id: first.id, alt: 'Les mariés' },
    { id: second.id, alt: '' },
  ]);
  await waitFor(() => expect(two.getAttribute('aria-invalid')).toBe('true'));
  expect(document.activeElement).toBe(two);
  expect(one.getAttribute('aria-invalid')).not.toBe('true');
  const described = document.getElementById(two.getAttribute('aria-describedby')?.split(' ').at(-1) ?? '');
  expect(described?.textContent).toBe(photoMessages.altRequired);

  await userEvent.type(two, 'Le bouquet');
  await userEvent.click(within(table).getByRole('button', { name: 'Enregistrer les descriptions' }));
  expect(await within(table).findByText('2 descriptions enregistrées.')).toBeTruthy();
  expect(two.getAttribute('aria-invalid')).not.toBe('true');
}

describe('the library in bulk', () => {
  it('selects every photo at once and publishes them in one request', async () => {
    rs.mocked(api.photos.list).mockResolvedValue(page([first, second]));
    rs.mocked(api.photos.setPublishedMany).mockResolvedValue({
      message: '2 photos publiées.',
      data: [
        { ...first, published: true },
        { ...second, published: true },
      ],
    });
    renderPage();
    await screen.findByRole('heading', { name: 'un.jpg' });
    await userEvent.click(within(bar()).getByRole('checkbox', { name: 'Tout sélectionner' }));
    expect(within(bar()).getByText('2 photos sélectionnées')).toBeTruthy();
    await userEvent.click(within(bar()).getByRole('button', { name: 'Publier' }));
    expect(api.photos.setPublishedMany).toHaveBeenCalledWith([first.id, second.id], true);
    expect(await within(bar()).findByText('2 photos publiées.')).toBeTruthy();
    const card = screen.getByRole('heading', { name: 'un.jpg' }).closest('li') as HTMLElement;
    expect(within(card).getByRole('button', { name: 'Retirer du site' })).toBeTruthy();
    await userEvent.click(screen.getByRole('checkbox', { name: 'Sélectionner « deux.jpg »' }));
    expect(within(bar()).getByText('1 photo sélectionnée')).toBeTruthy();
  });

  it('deletes the selection, with the photo she chose in the place one of them fills', deleteWithReplacement);

  it('describes the selection in one table and puts each refusal under its field', describeSelection);
});

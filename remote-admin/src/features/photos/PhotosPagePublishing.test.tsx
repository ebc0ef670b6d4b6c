import { ApiError, api } from '@lapm/api-client';
import { photoMessages } from '@lapm/contracts';
import { beforeEach, describe, expect, it, rs } from '@rstest/core';
import { screen, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { altLabel, page, photo, renderPage } from './photosPageFixtures';

rs.mock('@lapm/api-client', { spy: true });

beforeEach(() => {
  rs.resetAllMocks();
  rs.mocked(api.photos.list).mockResolvedValue(page([]));
});

/** A photo without alt text refused publication; a save that fails keeps what she typed. */
async function publishOnlyDescribed() {
  rs.mocked(api.photos.list).mockResolvedValue(page([photo()]));
  rs.mocked(api.photos.setAlt).mockRejectedValueOnce(new ApiError('Erreur HTTP 500', 500));
  renderPage();

  expect(await screen.findByText('1 photo')).toBeTruthy();
  const card = screen.getByRole('heading', { name: 'mariage.jpg' }).closest('li') as HTMLElement;
  await userEvent.click(within(card).getByRole('button', { name: 'Publier' }));
  expect(within(card).getByText(photoMessages.altBeforePublishing)).toBeTruthy();
  expect(api.photos.setPublished).not.toHaveBeenCalled();

  const field = within(card).getByLabelText(altLabel) as HTMLInputElement;
  await userEvent.type(field, 'Les mariés sous les platanes');
  await userEvent.click(within(card).getByRole('button', { name: 'Enregistrer' }));
  expect((await within(card).findByRole('alert')).textContent).toBe('Erreur HTTP 500');
  expect(field.value).toBe('Les mariés sous les platanes');

  rs.mocked(api.photos.setAlt).mockResolvedValueOnce(photo({ alt: 'Les mariés sous les platanes' }));
  rs.mocked(api.photos.setPublished).mockResolvedValueOnce(
    photo({ alt: 'Les mariés sous les platanes', published: true }),
  );
  await userEvent.click(within(card).getByRole('button', { name: 'Enregistrer' }));
  expect(await within(card).findByText('Description enregistrée.')).toBeTruthy();
  await userEvent.click(within(card).getByRole('button', { name: 'Publier' }));
  expect(await within(card).findByRole('button', { name: 'Retirer du site' })).toBeTruthy();
  expect(within(card).getByText('Publiée')).toBeTruthy();
  expect(api.photos.setPublished).toHaveBeenCalledWith(photo().id, true);
}

/** « Annuler » first, then « Supprimer ». */
async function confirmBeforeDeleting() {
  rs.mocked(api.photos.list)
    .mockResolvedValueOnce(page([photo()]))
    .mockResolvedValue(page([]));
  rs.mocked(api.photos.usesOfMany).mockResolvedValue({});
  rs.mocked(api.photos.removeMany).mockResolvedValue({ message: '1 photo supprimée.', data: [] });
  renderPage();

  const card = (await screen.findByRole('heading', { name: 'mariage.jpg' })).closest('li') as HTMLElement;
  await userEvent.click(within(card).getByRole('button', { name: 'Supprimer' }));
  let dialog = screen.getByRole('alertdialog', { name: 'Supprimer cette photo' });
  expect(
    await within(dialog).findByText('« mariage.jpg » n’est utilisée nulle part sur le site.'),
  ).toBeTruthy();
  await userEvent.click(within(dialog).getByRole('button', { name: 'Annuler' }));
  expect(screen.queryByRole('alertdialog')).toBeNull();
  expect(api.photos.removeMany).not.toHaveBeenCalled();

  await userEvent.click(within(card).getByRole('button', { name: 'Supprimer' }));
  dialog = screen.getByRole('alertdialog', { name: 'Supprimer cette photo' });
  await within(dialog).findByText('« mariage.jpg » n’est utilisée nulle part sur le site.');
  await userEvent.click(within(dialog).getByRole('button', { name: 'Supprimer' }));
  expect(api.photos.removeMany).toHaveBeenCalledWith([photo().id], []);
  expect(await screen.findByText('Aucune photo pour l’instant.')).toBeTruthy();
}

/** A photo shown in a place and as an article cover, taken off the site, then deleted. */
async function nameUsesFirst() {
  const used = photo({ alt: 'Les mariés sous les platanes', published: true });
  rs.mocked(api.photos.list).mockResolvedValue(
    page([used], 1, {
      [used.id]: [
        { kind: 'place', key: 'hero:mariage', title: 'Mariage — photo d’en-tête' },
        { kind: 'cover', key: 'mariage-aux-salins', title: 'Un mariage aux Salins' },
      ],
    }),
  );
  rs.mocked(api.photos.setPublished).mockResolvedValue({ ...used, published: false });
  renderPage();

  const card = (await screen.findByRole('heading', { name: 'mariage.jpg' })).closest('li') as HTMLElement;
  const uses = within(card).getByRole('region', { name: 'Où elle paraît' });
  expect(
    within(uses)
      .getAllByRole('listitem')
      .map((item) => item.textContent),
  ).toEqual([
    'Mise en page : Mariage — photo d’en-tête',
    'Couverture de l’article « Un mariage aux Salins »',
  ]);

  await userEvent.click(within(card).getByRole('button', { name: 'Retirer du site' }));
  let dialog = screen.getByRole('alertdialog', { name: 'Retirer cette photo du site' });
  expect(dialog.textContent).toContain('Mise en page : Mariage — photo d’en-tête');
  expect(dialog.textContent).toContain('Couverture de l’article « Un mariage aux Salins »');
  await userEvent.click(within(dialog).getByRole('button', { name: 'Annuler' }));
  expect(api.photos.setPublished).not.toHaveBeenCalled();

  rs.mocked(api.photos.usesOfMany).mockResolvedValue({
    [used.id]: [
      { kind: 'place', key: 'hero:mariage', title: 'Mariage — photo d’en-tête' },
      { kind: 'cover', key: 'mariage-aux-salins', title: 'Un mariage aux Salins' },
    ],
  });
  await userEvent.click(within(card).getByRole('button', { name: 'Supprimer' }));
  dialog = screen.getByRole('alertdialog', { name: 'Supprimer cette photo' });
  expect(
    await within(dialog).findByRole('combobox', {
      name: 'Photo qui la remplace dans « Mariage — photo d’en-tête »',
    }),
  ).toBeTruthy();
  expect(dialog.textContent).toContain('Couverture de l’article « Un mariage aux Salins »');
  expect(dialog.textContent).toContain('Les articles ci-dessus ne la montreront plus.');
  await userEvent.click(within(dialog).getByRole('button', { name: 'Annuler' }));

  await userEvent.click(within(card).getByRole('button', { name: 'Retirer du site' }));
  dialog = screen.getByRole('alertdialog', { name: 'Retirer cette photo du site' });
  await userEvent.click(within(dialog).getByRole('button', { name: 'Retirer du site' }));
  expect(api.photos.setPublished).toHaveBeenCalledWith(used.id, false);
  expect(await within(card).findByRole('button', { name: 'Publier' })).toBeTruthy();
}

describe('the library', () => {
  it(
    'will not publish a photo without alt text, and keeps a typed alt text when saving fails',
    publishOnlyDescribed,
  );

  it('publishes with the alt text typed in the field, saving it first, without « Enregistrer »', async () => {
    const described = photo({ alt: 'Les mariés sous les platanes' });
    rs.mocked(api.photos.list).mockResolvedValue(page([photo()]));
    rs.mocked(api.photos.setAlt).mockResolvedValueOnce(described);
    rs.mocked(api.photos.setPublished).mockResolvedValueOnce({ ...described, published: true });
    renderPage();

    const card = (await screen.findByRole('heading', { name: 'mariage.jpg' })).closest('li') as HTMLElement;
    await userEvent.type(within(card).getByLabelText(altLabel), 'Les mariés sous les platanes');
    await userEvent.click(within(card).getByRole('button', { name: 'Publier' }));

    expect(await within(card).findByRole('button', { name: 'Retirer du site' })).toBeTruthy();
    expect(within(card).queryByText(photoMessages.altBeforePublishing)).toBeNull();
    expect(api.photos.setAlt).toHaveBeenCalledWith(photo().id, { alt: 'Les mariés sous les platanes' });
    expect(api.photos.setPublished).toHaveBeenCalledWith(photo().id, true);
    expect(rs.mocked(api.photos.setAlt).mock.invocationCallOrder[0]).toBeLessThan(
      rs.mocked(api.photos.setPublished).mock.invocationCallOrder[0] ?? 0,
    );
  });

  it(
    'asks before deleting a photo, keeps it on « Annuler », and deletes it on « Supprimer »',
    confirmBeforeDeleting,
  );

  it('keeps « Supprimer » away from the description’s « Enregistrer »', async () => {
    rs.mocked(api.photos.list).mockResolvedValue(page([photo()]));
    renderPage();
    const card = (await screen.findByRole('heading', { name: 'mariage.jpg' })).closest('li') as HTMLElement;
    const save = within(card).getByRole('button', { name: 'Enregistrer' });
    const remove = within(card).getByRole('button', { name: 'Supprimer' });
    expect(save.closest('form')?.contains(remove)).toBe(false);
    expect(save.parentElement?.contains(remove)).toBe(false);
  });

  it(
    'lists where a photo shows, and names those uses before taking it off the site or deleting it',
    nameUsesFirst,
  );

  it('takes an unused photo off the site at once, and says it is used nowhere', async () => {
    const alone = photo({ alt: 'Bouquet', published: true });
    rs.mocked(api.photos.list).mockResolvedValue(page([alone]));
    rs.mocked(api.photos.setPublished).mockResolvedValue({ ...alone, published: false });
    renderPage();
    const card = (await screen.findByRole('heading', { name: 'mariage.jpg' })).closest('li') as HTMLElement;
    expect(within(card).getByText('Utilisée nulle part sur le site.')).toBeTruthy();
    await userEvent.click(within(card).getByRole('button', { name: 'Retirer du site' }));
    expect(screen.queryByRole('alertdialog')).toBeNull();
    expect(api.photos.setPublished).toHaveBeenCalledWith(alone.id, false);
  });
});

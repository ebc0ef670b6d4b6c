import { ApiError, api } from '@lapm/api-client';
import { type Photo, type PhotoPage, photoMessages } from '@lapm/contracts';
import { beforeEach, describe, expect, it, rs } from '@rstest/core';
import { fireEvent, screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { deferred } from '../../test/fixtures';
import { renderRoute } from '../../test/render';
import PhotosPage from './PhotosPage';

rs.mock('@lapm/api-client', { spy: true });

const photo = (fields: Partial<Photo> = {}): Photo => ({
  id: '0b6c2a4e-6a43-4d7e-9d7e-2f1f5c1e9a10',
  name: 'mariage.jpg',
  alt: '',
  status: 'ready',
  error: null,
  published: false,
  width: 800,
  height: 1200,
  widths: [480, 800],
  placeholder: 'data:image/webp;base64,AAAA',
  uploaded_at: '2026-05-12T10:00:00.000Z',
  ...fields,
});
const page = (data: Photo[], total = data.length, uses: PhotoPage['uses'] = {}) => ({
  data,
  total,
  page: 1,
  page_size: 48,
  uses,
});
const altLabel = 'Description pour les personnes aveugles et les moteurs de recherche';

const file = (name: string, type = 'image/jpeg', size?: number) => {
  const made = new File(['xx'], name, { type });
  if (size !== undefined) Object.defineProperty(made, 'size', { value: size });
  return made;
};

const renderPage = () => renderRoute(<PhotosPage />, { pattern: '/admin/photos' });
const pick = (...files: File[]) =>
  fireEvent.change(screen.getByLabelText('Choisir des photos', { selector: 'input' }), {
    target: { files },
  });
const uploadRow = (name: string) =>
  within(screen.getByRole('list', { name: 'Photos envoyées' }))
    .getByText(name)
    .closest('li') as HTMLElement;

beforeEach(() => {
  rs.resetAllMocks();
  rs.mocked(api.photos.list).mockResolvedValue(page([]));
});

describe('uploading photos', () => {
  it('refuses a too large file and a HEIC file by name, with the hint, and sends the others', async () => {
    const sent = deferred<Photo>();
    let report: (fraction: number) => void = () => {};
    rs.mocked(api.photos.upload).mockImplementation((_file, onProgress) => {
      report = onProgress;
      return sent.promise;
    });
    rs.mocked(api.photos.get).mockResolvedValue(photo({ id: 'p1', status: 'ready' }));
    renderPage();

    pick(file('grande.jpg', 'image/jpeg', 60 * 1024 * 1024), file('IMG_1.HEIC', ''), file('mariage.jpg'));

    const alerts = await screen.findAllByRole('alert');
    expect(alerts.map((alert) => alert.textContent)).toEqual([
      photoMessages.tooLarge('grande.jpg'),
      photoMessages.heic('IMG_1.HEIC'),
    ]);
    expect(api.photos.upload).toHaveBeenCalledTimes(1);
    expect(rs.mocked(api.photos.upload).mock.calls[0]?.[0].name).toBe('mariage.jpg');

    report(0.42);
    const bar = await screen.findByRole('progressbar', { name: 'Envoi de mariage.jpg' });
    await waitFor(() => expect(bar.getAttribute('value')).toBe('42'));
    expect(within(uploadRow('mariage.jpg')).getByText('Envoi : 42 %')).toBeTruthy();

    sent.resolve(photo({ id: 'p1', status: 'pending' }));
    expect(await within(uploadRow('mariage.jpg')).findByText('En attente de traitement')).toBeTruthy();
    expect(screen.queryByRole('progressbar')).toBeNull();
    // Polled until processed, then the library is read again to show it.
    expect(await within(uploadRow('mariage.jpg')).findByText('Prête', {}, { timeout: 3000 })).toBeTruthy();
    expect(api.photos.get).toHaveBeenCalledWith('p1');
    await waitFor(() => expect(api.photos.list).toHaveBeenCalledTimes(2));
  });

  it('shows the server’s refusal under its file and still sends the next one', async () => {
    rs.mocked(api.photos.upload)
      .mockRejectedValueOnce(new ApiError(photoMessages.wrongType('notes.jpg'), 415))
      .mockResolvedValueOnce(photo({ id: 'p2', name: 'portrait.png', status: 'processing' }));
    rs.mocked(api.photos.get).mockReturnValue(deferred<Photo>().promise);
    renderPage();

    pick(file('notes.jpg'), file('portrait.png', 'image/png'));

    expect((await within(uploadRow('notes.jpg')).findByRole('alert')).textContent).toBe(
      photoMessages.wrongType('notes.jpg'),
    );
    expect(within(uploadRow('notes.jpg')).getByText('Échec')).toBeTruthy();
    expect(await within(uploadRow('portrait.png')).findByText('En cours de traitement')).toBeTruthy();
  });

  it('keeps a file the storage could not take, with the server’s message, and sends it again on request', async () => {
    rs.mocked(api.photos.upload)
      .mockRejectedValueOnce(new ApiError(photoMessages.diskFull, 507))
      .mockResolvedValueOnce(photo({ id: 'p3', status: 'pending' }));
    rs.mocked(api.photos.get).mockReturnValue(deferred<Photo>().promise);
    renderPage();

    pick(file('mariage.jpg'));
    const row = () => within(uploadRow('mariage.jpg'));
    expect((await row().findByRole('alert')).textContent).toBe(photoMessages.diskFull);
    await userEvent.click(row().getByRole('button', { name: 'Réessayer' }));
    expect(await row().findByText('En attente de traitement')).toBeTruthy();
    expect(row().queryByRole('alert')).toBeNull();
    const [first, second] = rs.mocked(api.photos.upload).mock.calls;
    expect(second?.[0]).toBe(first?.[0]);
  });
});

describe('the library', () => {
  it('says why the library could not be read, without claiming it is still loading', async () => {
    rs.mocked(api.photos.list).mockRejectedValue(new ApiError(photoMessages.storageDown, 503));
    renderPage();
    expect((await screen.findByRole('alert')).textContent).toBe(photoMessages.storageDown);
    expect(screen.queryByText('Chargement des photos...')).toBeNull();
  });

  it('will not publish a photo without alt text, and keeps a typed alt text when saving fails', async () => {
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
  });

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

  it('asks before deleting a photo, keeps it on « Annuler », and deletes it on « Supprimer »', async () => {
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
  });

  it('keeps « Supprimer » away from the description’s « Enregistrer »', async () => {
    rs.mocked(api.photos.list).mockResolvedValue(page([photo()]));
    renderPage();
    const card = (await screen.findByRole('heading', { name: 'mariage.jpg' })).closest('li') as HTMLElement;
    const save = within(card).getByRole('button', { name: 'Enregistrer' });
    const remove = within(card).getByRole('button', { name: 'Supprimer' });
    expect(save.closest('form')?.contains(remove)).toBe(false);
    expect(save.parentElement?.contains(remove)).toBe(false);
  });

  it('searches by alt text and dates, and pages through the results', async () => {
    rs.mocked(api.photos.list).mockResolvedValue(page([photo()], 100));
    renderPage();
    expect(await screen.findByText('Page 1 sur 3')).toBeTruthy();
    await userEvent.click(screen.getByRole('button', { name: 'Page suivante' }));
    await waitFor(() =>
      expect(api.photos.list).toHaveBeenLastCalledWith({ q: '', from: '', to: '', page: 2 }),
    );

    await userEvent.type(
      screen.getByRole('searchbox', { name: 'Rechercher dans les descriptions' }),
      'bouquet',
    );
    fireEvent.change(screen.getByLabelText('Envoyées depuis le'), { target: { value: '2026-05-01' } });
    await userEvent.click(screen.getByRole('button', { name: 'Rechercher' }));
    await waitFor(() =>
      expect(api.photos.list).toHaveBeenLastCalledWith({ q: 'bouquet', from: '2026-05-01', to: '', page: 1 }),
    );
  });

  it('lists where a photo shows, and names those uses before taking it off the site or deleting it', async () => {
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
  });

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

  it('has a way back to the admin home', async () => {
    renderPage();
    expect(
      (await screen.findByRole('link', { name: 'Retour à l’interface admin' })).getAttribute('href'),
    ).toBe('/admin');
  });
});

describe('the library in bulk', () => {
  const first = photo({ id: '11111111-1111-4111-8111-111111111111', name: 'un.jpg', alt: 'Un' });
  const second = photo({ id: '22222222-2222-4222-8222-222222222222', name: 'deux.jpg', alt: 'Deux' });
  const spare = photo({
    id: '33333333-3333-4333-8333-333333333333',
    name: 'trois.jpg',
    alt: 'Remplaçante',
    published: true,
  });
  const bar = () => screen.getByRole('group', { name: 'Actions sur la sélection' });

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

  it('deletes the selection, with the photo she chose in the place one of them fills', async () => {
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
  });

  it('describes the selection in one table and puts each refusal under its field', async () => {
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
  });
});

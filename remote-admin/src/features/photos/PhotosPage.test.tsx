import { ApiError, api } from '@lapm/api-client';
import { type Photo, photoMessages } from '@lapm/contracts';
import { beforeEach, describe, expect, it, rs } from '@rstest/core';
import { fireEvent, screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { deferred } from '../../test/fixtures';
import { file, page, photo, pick, renderPage, uploadRow } from './photosPageFixtures';

rs.mock('@lapm/api-client', { spy: true });

beforeEach(() => {
  rs.resetAllMocks();
  rs.mocked(api.photos.list).mockResolvedValue(page([]));
});

/** Two files refused by name, the third sent with its progress, then polled until processed. */
async function refuseThenSend() {
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
}

describe('uploading photos', () => {
  it('refuses a too large file and a HEIC file by name, with the hint, and sends the others', refuseThenSend);

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

  it('opens on the search and page its address names, and pages on from there', async () => {
    rs.mocked(api.photos.list).mockResolvedValue(page([photo()], 100));
    renderPage('/admin/photos?q=bouquet&du=2026-05-01&page=2&utm_source=lettre');
    expect(await screen.findByText('Page 2 sur 3')).toBeTruthy();
    expect(api.photos.list).toHaveBeenCalledWith({ q: 'bouquet', from: '2026-05-01', to: '', page: 2 });
    const box = screen.getByRole('searchbox', { name: 'Rechercher dans les descriptions' });
    expect((box as HTMLInputElement).value).toBe('bouquet');
    expect((screen.getByLabelText('Envoyées depuis le') as HTMLInputElement).value).toBe('2026-05-01');

    await userEvent.click(screen.getByRole('button', { name: 'Page suivante' }));
    await waitFor(() =>
      expect(api.photos.list).toHaveBeenLastCalledWith({ q: 'bouquet', from: '2026-05-01', to: '', page: 3 }),
    );
    expect(await screen.findByText('Page 3 sur 3')).toBeTruthy();
  });

  it('reads the library again when she runs the same search again', async () => {
    renderPage('/admin/photos?q=bouquet');
    await waitFor(() => expect(api.photos.list).toHaveBeenCalledTimes(1));
    await userEvent.click(screen.getByRole('button', { name: 'Rechercher' }));
    await waitFor(() => expect(api.photos.list).toHaveBeenCalledTimes(2));
    expect(api.photos.list).toHaveBeenLastCalledWith({ q: 'bouquet', from: '', to: '', page: 1 });
  });

  it('has a way back to the admin home', async () => {
    renderPage();
    expect(
      (await screen.findByRole('link', { name: 'Retour à l’interface admin' })).getAttribute('href'),
    ).toBe('/admin');
  });
});

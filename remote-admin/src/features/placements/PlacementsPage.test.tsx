import { ApiError, api } from '@lapm/api-client';
import { type Photo, placementMessages } from '@lapm/contracts';
import { beforeEach, describe, expect, it, rs } from '@rstest/core';
import { fireEvent, screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { renderRoute } from '../../test/render';
import PlacementsPage from './PlacementsPage';

rs.mock('@lapm/api-client', { spy: true });

const photo = (id: string, alt: string, fields: Partial<Photo> = {}): Photo => ({
  id,
  name: `${id}.jpg`,
  alt,
  status: 'ready',
  error: null,
  published: true,
  width: 800,
  height: 1200,
  widths: [480, 800],
  placeholder: 'data:image/webp;base64,AAAA',
  uploaded_at: '2026-05-12T10:00:00.000Z',
  ...fields,
});
const etang = photo('a', 'Étang de Thau');
const vignes = photo('b', 'Vignes du Pic Saint-Loup');
const cirque = photo('c', 'Cirque de Navacelles');
const draft = photo('d', 'Brouillon', { published: false });

const renderPage = () => renderRoute(<PlacementsPage />, { pattern: '/admin/mise-en-page' });
const order = () =>
  within(screen.getByRole('list', { name: 'Photos choisies' }))
    .getAllByRole('listitem')
    .map((item) => item.getAttribute('aria-label'));
const announced = () => screen.getByText(/déplacée|ajoutée|retirée|choisie pour/).textContent;

beforeEach(() => {
  rs.resetAllMocks();
  rs.mocked(api.adminPlacements.get).mockResolvedValue([etang, vignes, cirque]);
  rs.mocked(api.adminPlacements.draft).mockResolvedValue(null);
  rs.mocked(api.adminPlacements.fallback).mockResolvedValue(null);
  rs.mocked(api.adminPlacements.saveDraft).mockResolvedValue({
    photos: [],
    saved_at: '2026-05-12T10:00:00.000Z',
  });
  // As the server answers: the drafts only when all photos are asked for.
  rs.mocked(api.photos.list).mockImplementation(async (query) => {
    const library = [etang, draft, photo('e', 'Salins d’Aigues-Mortes')];
    const data = query?.published ? library.filter((entry) => entry.published) : library;
    return { data, total: data.length, page: 1, page_size: 48 };
  });
});

/** Down three times then Home, from the keyboard alone. */
async function moveWithKeys() {
  renderPage();
  await screen.findByRole('list', { name: 'Photos choisies' });
  expect(api.adminPlacements.get).toHaveBeenCalledWith('home:main');
  expect(order()).toEqual([
    'Étang de Thau, 1 sur 3',
    'Vignes du Pic Saint-Loup, 2 sur 3',
    'Cirque de Navacelles, 3 sur 3',
  ]);

  screen.getByRole('listitem', { name: 'Étang de Thau, 1 sur 3' }).focus();
  await userEvent.keyboard('{ArrowDown}');
  expect(order()).toEqual([
    'Vignes du Pic Saint-Loup, 1 sur 3',
    'Étang de Thau, 2 sur 3',
    'Cirque de Navacelles, 3 sur 3',
  ]);
  expect(announced()).toBe('« Étang de Thau » déplacée en position 2 sur 3.');
  expect(document.activeElement?.getAttribute('aria-label')).toBe('Étang de Thau, 2 sur 3');

  await userEvent.keyboard('{ArrowDown}');
  await userEvent.keyboard('{ArrowDown}');
  expect(order()[2]).toBe('Étang de Thau, 3 sur 3');
  await userEvent.keyboard('{Home}');
  expect(order()[0]).toBe('Étang de Thau, 1 sur 3');
  expect(announced()).toBe('« Étang de Thau » déplacée en position 1 sur 3.');
}

/** A landscape place: one photo up, one removed, a published one added, then saved. */
async function editWithButtons() {
  rs.mocked(api.adminPlacements.save).mockImplementation(async (_place, ids) =>
    ids.map(
      (id) => [etang, vignes, cirque, photo('e', 'Salins d’Aigues-Mortes')].find((p) => p.id === id) as Photo,
    ),
  );
  renderPage();
  await userEvent.selectOptions(await screen.findByLabelText('Emplacement'), 'portfolio:paysages-naturels');
  await screen.findByRole('list', { name: 'Photos choisies' });
  expect(api.adminPlacements.get).toHaveBeenLastCalledWith('portfolio:paysages-naturels');

  await userEvent.click(screen.getByRole('button', { name: 'Monter « Cirque de Navacelles »' }));
  expect(announced()).toBe('« Cirque de Navacelles » déplacée en position 2 sur 3.');
  await userEvent.click(screen.getByRole('button', { name: 'Retirer « Vignes du Pic Saint-Loup »' }));
  expect(announced()).toBe('« Vignes du Pic Saint-Loup » retirée de la sélection.');
  // Only published photos are offered, and one already chosen is not chosen twice.
  expect(screen.queryByRole('button', { name: /Brouillon/ })).toBeNull();
  expect(
    (screen.getByRole('button', { name: '« Étang de Thau », déjà choisie' }) as HTMLButtonElement).disabled,
  ).toBe(true);
  await userEvent.click(await screen.findByRole('button', { name: 'Choisir « Salins d’Aigues-Mortes »' }));
  expect(order()).toEqual([
    'Étang de Thau, 1 sur 3',
    'Cirque de Navacelles, 2 sur 3',
    'Salins d’Aigues-Mortes, 3 sur 3',
  ]);

  await userEvent.click(screen.getByRole('button', { name: 'Enregistrer la sélection' }));
  expect(api.adminPlacements.save).toHaveBeenCalledWith('portfolio:paysages-naturels', ['a', 'c', 'e']);
  expect(await screen.findByText(placementMessages.saved)).toBeTruthy();
}

/** A save the server refuses. */
async function keepEditWhenSaveFails() {
  rs.mocked(api.adminPlacements.save).mockRejectedValue(new ApiError(placementMessages.notPlaceable, 400));
  renderPage();
  await screen.findByRole('list', { name: 'Photos choisies' });
  await userEvent.click(screen.getByRole('button', { name: 'Descendre « Étang de Thau »' }));
  await userEvent.click(screen.getByRole('button', { name: 'Enregistrer la sélection' }));
  expect((await screen.findByRole('alert')).textContent).toBe(placementMessages.notPlaceable);
  expect(order()[1]).toBe('Étang de Thau, 2 sur 3');
  expect(screen.getByText('Modifications non enregistrées.')).toBeTruthy();
}

/** The last photo dropped on the first. */
async function reorderByDragging() {
  renderPage();
  await screen.findByRole('list', { name: 'Photos choisies' });
  const source = screen.getByRole('listitem', { name: 'Cirque de Navacelles, 3 sur 3' });
  const target = screen.getByRole('listitem', { name: 'Étang de Thau, 1 sur 3' });
  const dataTransfer = { setData: () => {}, effectAllowed: '' };
  fireEvent.dragStart(source, { dataTransfer });
  fireEvent.dragOver(target, { dataTransfer });
  fireEvent.drop(target, { dataTransfer });
  await waitFor(() => expect(order()[0]).toBe('Cirque de Navacelles, 1 sur 3'));
}

/** A service page's header: a second photo touched takes the first one's place. */
async function replaceInOnePhotoPlace() {
  rs.mocked(api.adminPlacements.get).mockResolvedValue([]);
  rs.mocked(api.adminPlacements.save).mockResolvedValue([etang]);
  renderPage();
  await userEvent.selectOptions(await screen.findByLabelText('Emplacement'), 'hero:mariage');
  await waitFor(() => expect(api.adminPlacements.get).toHaveBeenLastCalledWith('hero:mariage'));
  await userEvent.click(await screen.findByRole('button', { name: 'Choisir « Salins d’Aigues-Mortes »' }));
  await userEvent.click(screen.getByRole('button', { name: 'Choisir « Étang de Thau »' }));
  expect(order()).toEqual(['Étang de Thau, 1 sur 1']);
  expect(announced()).toBe('« Étang de Thau » choisie pour cet emplacement.');
  await userEvent.click(screen.getByRole('button', { name: 'Enregistrer la sélection' }));
  expect(api.adminPlacements.save).toHaveBeenCalledWith('hero:mariage', ['a']);
}

/** The place picker, and the link home. */
async function offerEverySlot() {
  renderPage();
  const options = [...((await screen.findByLabelText('Emplacement')) as HTMLSelectElement).options].map(
    (option) => option.textContent,
  );
  expect(options).toEqual(
    expect.arrayContaining([
      'Accueil — carte Portrait corporate',
      'Qui suis-je — votre portrait',
      'Portrait solo — photo d’en-tête',
      'Portrait lifestyle — format Feel Good',
    ]),
  );
  expect(screen.getByRole('link', { name: 'Retour à l’interface admin' }).getAttribute('href')).toBe(
    '/admin',
  );
}

/** An edit not yet kept: leaving asks, another place keeps it as a draft first. */
async function keepDraftBeforeLeaving() {
  const ask = rs.spyOn(window, 'confirm').mockReturnValue(false);
  renderPage();
  await screen.findByRole('list', { name: 'Photos choisies' });
  const place = screen.getByLabelText('Emplacement') as HTMLSelectElement;
  await userEvent.click(await screen.findByRole('button', { name: 'Retirer « Cirque de Navacelles »' }));
  expect(screen.getByText('Enregistrement…')).toBeTruthy();

  await userEvent.click(screen.getByRole('link', { name: 'Retour à l’interface admin' }));
  expect(ask).toHaveBeenCalledWith(
    'Vos dernières modifications ne sont pas encore enregistrées. Quitter cette page quand même ?',
  );
  expect(screen.queryByTestId('location')).toBeNull();

  // Another place: her edit goes to the server first, without a question.
  fireEvent.change(place, { target: { value: 'about:portrait' } });
  await waitFor(() => expect(api.adminPlacements.get).toHaveBeenLastCalledWith('about:portrait'));
  expect(api.adminPlacements.saveDraft).toHaveBeenCalledWith('home:main', ['a', 'b']);
  expect(ask).toHaveBeenCalledTimes(1);
  ask.mockRestore();
}

/** A fallback photo chosen, then none again. */
async function chooseFallback() {
  rs.mocked(api.photos.list).mockResolvedValue({ data: [cirque], total: 1, page: 1, page_size: 48 });
  rs.mocked(api.adminPlacements.setFallback).mockResolvedValueOnce(cirque).mockResolvedValueOnce(null);
  renderRoute(<PlacementsPage />, { pattern: '/admin/mise-en-page' });
  const section = await screen.findByRole('region', { name: 'Photo de secours' });
  expect(
    await within(section).findByText('Aucune photo de secours : vidé, l’emplacement disparaît de la page.'),
  ).toBeTruthy();
  await userEvent.click(within(section).getByRole('button', { name: 'Choisir une photo de secours' }));
  await userEvent.click(
    await within(section).findByRole('button', {
      name: `Prendre « ${cirque.alt} » comme photo de secours`,
    }),
  );
  expect(api.adminPlacements.setFallback).toHaveBeenCalledWith('home:main', cirque.id);
  expect(
    (await within(section).findAllByText(`Photo de secours : « ${cirque.alt} ».`)).length,
  ).toBeGreaterThan(0);
  await userEvent.click(within(section).getByRole('button', { name: 'Ne plus avoir de photo de secours' }));
  expect(api.adminPlacements.setFallback).toHaveBeenLastCalledWith('home:main', null);
}

describe('PlacementsPage', () => {
  it(
    'moves the focused photo with the arrow keys, announces each move and keeps the focus on it',
    moveWithKeys,
  );

  it(
    'moves with « Monter » / « Descendre », removes, adds a published photo, and saves the order',
    editWithButtons,
  );

  it('says an emptied place shows its fallback photo or nothing, never the demo photos', async () => {
    rs.mocked(api.adminPlacements.get).mockResolvedValue([]);
    renderPage();
    expect(
      await screen.findByText('Aucune photo choisie : l’emplacement montre sa photo de secours, ou rien.'),
    ).toBeTruthy();
    expect(screen.queryByText(/Aucune photo choisie.*démonstration/)).toBeNull();
  });

  it('keeps the edit on screen with the French message when the save fails', keepEditWhenSaveFails);

  it('reorders by drag and drop', reorderByDragging);

  it(
    'puts the photo she touches in a one-photo place, such as a service page’s header',
    replaceInOnePhotoPlace,
  );

  it('offers every image slot of the site, and a way back to the admin home', offerEverySlot);

  it(
    'keeps her edit as a draft before another place, and asks before leaving while it is not kept yet',
    keepDraftBeforeLeaving,
  );

  it('opens a place on the draft she left on another device', async () => {
    rs.mocked(api.adminPlacements.draft).mockResolvedValue({
      photos: [cirque, etang],
      saved_at: '2026-05-12T10:00:00.000Z',
    });
    renderPage();
    await screen.findByRole('list', { name: 'Photos choisies' });
    expect(order()).toEqual(['Cirque de Navacelles, 1 sur 2', 'Étang de Thau, 2 sur 2']);
    expect(screen.getByText(/^Brouillon du .* repris : il n’est pas en ligne/)).toBeTruthy();
    expect(screen.getByText('Modifications non enregistrées.')).toBeTruthy();
  });

  it('chooses the place’s fallback photo, saved at once, and can go back to none', chooseFallback);
});

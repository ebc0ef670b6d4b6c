import * as apiClient from '@lapm/api-client' with { rstest: 'importActual' };
import { defaultContact, type MyAlbum, phoneE164 } from '@lapm/contracts';
import { beforeEach, describe, expect, it, rs } from '@rstest/core';
import { screen, within } from '@testing-library/react';
import { apiMock, deferred, renderScreen } from '../../test/helpers';
import MyAlbumsPage from './MyAlbumsPage';

rs.mock('@lapm/api-client', () => ({ ...apiClient, api: apiMock }));
const { ApiError } = apiClient;

beforeEach(() => {
  rs.resetAllMocks();
});

const album = (
  id: number,
  firstname: string,
  lastname: string,
  date: string,
  lien = `https://galerie.example.fr/${id}`,
): MyAlbum => ({
  id_album: id,
  id_user: 4,
  firstname,
  lastname,
  email: 'lea@example.fr',
  lien,
  access_password: `code-${id}`,
  date,
  available_until: null,
  expired: false,
  title: '',
});

const albums = [
  album(3, 'Léa', 'Martin', '12/05/2025'),
  album(12, 'Hélène', 'Dupré', '03/07/2025'),
  album(31, 'Chloé', 'Été', '31/12/2024'),
];

const renderAlbums = () => renderScreen(<MyAlbumsPage />, { path: '/compte/album' });
const cardTitles = () => screen.queryAllByRole('heading', { level: 2 }).map((heading) => heading.textContent);

describe('My sessions', () => {
  it("shows 'Chargement des albums...' while loading, then one card per album", async () => {
    const pending = deferred<MyAlbum[]>();
    apiMock.albums.mine.mockReturnValue(pending.promise);
    renderAlbums();
    expect(screen.getByRole('status').textContent).toBe('Chargement des albums...');
    pending.resolve(albums);
    expect(await screen.findAllByRole('listitem')).toHaveLength(3);
    const card = within(screen.getAllByRole('listitem')[0] as HTMLElement);
    expect(card.getByRole('heading').textContent).toBe('Séance n° 3');
    for (const text of ['Léa', 'Martin', 'code-3', '12/05/2025'])
      expect(card.getAllByText(text).length).toBeGreaterThan(0);
    const open = card.getByRole('link', { name: /Consulter/ });
    expect(open.getAttribute('href')).toBe('https://galerie.example.fr/3');
    expect(open.getAttribute('target')).toBe('_blank');
    expect(open.getAttribute('rel')).toContain('noopener');
  });

  it('searches first name, last name and date, ignoring case and accents', async () => {
    apiMock.albums.mine.mockResolvedValue(albums);
    const { user } = renderAlbums();
    const search = await screen.findByRole('searchbox', { name: 'Rechercher une séance' });
    await user.type(search, 'HELENE');
    expect(cardTitles()).toEqual(['Séance n° 12']);
    await user.clear(search);
    await user.type(search, 'ete');
    expect(cardTitles()).toEqual(['Séance n° 31']);
    await user.clear(search);
    await user.type(search, '05/2025');
    expect(cardTitles()).toEqual(['Séance n° 3']);
  });

  it('matches a numeric term on the id exactly, as well as in the texts', async () => {
    // Dates are free text: here none holds a 7, so only the ids can match "7" or "17".
    apiMock.albums.mine.mockResolvedValue([
      album(7, 'Léa', 'Martin', 'mai 2025'),
      album(17, 'Hélène', 'Dupré', 'juin 2025'),
      album(70, 'Chloé', 'Été', 'juillet 2024'),
    ]);
    const { user } = renderAlbums();
    const search = await screen.findByRole('searchbox');
    await user.type(search, '7');
    expect(cardTitles()).toEqual(['Séance n° 7']);
    await user.clear(search);
    await user.type(search, '17');
    expect(cardTitles()).toEqual(['Séance n° 17']);
    await user.clear(search);
    await user.type(search, '2025');
    expect(cardTitles()).toEqual(['Séance n° 7', 'Séance n° 17']);
  });
});

describe('My sessions messages', () => {
  it('says when nothing matches, with the term', async () => {
    apiMock.albums.mine.mockResolvedValue(albums);
    const { user } = renderAlbums();
    await user.type(await screen.findByRole('searchbox'), 'Zoé');
    expect(screen.getByRole('status').textContent).toBe('Aucun album ne correspond à “Zoé”.');
  });

  it('says when there is no album at all', async () => {
    apiMock.albums.mine.mockResolvedValue([]);
    renderAlbums();
    expect(await screen.findByText('Aucune séance en ligne pour le moment.')).toBeTruthy();
  });

  it("shows 'Erreur : {message}' instead of the list", async () => {
    apiMock.albums.mine.mockRejectedValue(new ApiError('Erreur HTTP 500', 500));
    renderAlbums();
    expect((await screen.findByRole('alert')).textContent).toBe('Erreur : Erreur HTTP 500');
    expect(screen.queryByRole('list')).toBeNull();
  });

  it("shows 'Disponible jusqu’au {date}' on an album with an end, DD/MM/YYYY, and nothing without", async () => {
    apiMock.albums.mine.mockResolvedValue([
      { ...album(3, 'Léa', 'Martin', '12/05/2025'), available_until: '2026-01-09' },
      album(12, 'Hélène', 'Dupré', '03/07/2025'),
    ]);
    renderAlbums();
    const [limited, open] = (await screen.findAllByRole('listitem')) as [HTMLElement, HTMLElement];
    expect(within(limited).getByText('Disponible jusqu’au 09/01/2026')).toBeTruthy();
    expect(within(open).queryByText(/Disponible jusqu/)).toBeNull();
  });
});

describe('My sessions links', () => {
  it('reports the Consulter click to the API and still opens the album’s own link', async () => {
    apiMock.albums.mine.mockResolvedValue(albums);
    const { user } = renderAlbums();
    const card = within((await screen.findAllByRole('listitem'))[1] as HTMLElement);
    const open = card.getByRole('link', { name: /Consulter/ });
    // The new tab itself is the browser's business: the test only stops happy-dom from navigating.
    open.addEventListener('click', (event) => event.preventDefault());
    await user.click(open);
    expect(apiMock.albums.reportOpened).toHaveBeenCalledTimes(1);
    expect(apiMock.albums.reportOpened).toHaveBeenCalledWith(12);
    expect(open.getAttribute('href')).toBe('https://galerie.example.fr/12');
    // Before the app starts, the browser reports the click itself.
    expect(open.getAttribute('ping')).toBe('/api/album/12/opened');
  });

  it('offers no Consulter link for a link that is not a web address', async () => {
    apiMock.albums.mine.mockResolvedValue([album(5, 'Léa', 'Martin', '01/01/2025', 'javascript:alert(1)')]);
    renderAlbums();
    expect(await screen.findByText('Séance n° 5')).toBeTruthy();
    expect(screen.queryByRole('link', { name: /Consulter/ })).toBeNull();
  });

  it('opens an album whose photos the site hosts on its gallery page, in place', async () => {
    // The link is the page's address under the site's public origin, which may not be this one.
    apiMock.albums.mine.mockResolvedValue([
      album(8, 'Léa', 'Martin', '01/01/2025', 'https://lapm.example/galerie/8'),
    ]);
    const { user } = renderAlbums();
    const open = await screen.findByRole('link', { name: /Consulter/ });
    expect(open.getAttribute('href')).toBe('/galerie/8');
    expect(open.getAttribute('target')).toBeNull();
    await user.click(open);
    expect(apiMock.albums.reportOpened).toHaveBeenCalledWith(8);
    expect(await screen.findByText('Page /galerie/8')).toBeTruthy();
  });
});

describe('an expired session', () => {
  it('stays listed, « Expiré le » its last day in words, with whom to ask and no code nor link', async () => {
    apiMock.albums.mine.mockResolvedValue([
      {
        ...album(3, 'Léa', 'Martin', '12/05/2025'),
        available_until: '2025-06-14',
        expired: true,
        lien: null,
        access_password: null,
      },
    ]);
    renderAlbums();
    const card = within((await screen.findAllByRole('listitem'))[0] as HTMLElement);
    expect(card.getByText('Expiré le 14 juin 2025')).toBeTruthy();
    // Whom to ask: the studio's e-mail and phone, as links to write or call; no link to the gallery.
    const contact = card.getByText(/^Pour retrouver ces photos, contactez le studio :/);
    expect(contact.textContent).toBe(
      `Pour retrouver ces photos, contactez le studio : ${defaultContact.email} ou ${defaultContact.phone}.`,
    );
    expect(card.getAllByRole('link').map((link) => link.getAttribute('href'))).toEqual([
      `mailto:${defaultContact.email}`,
      `tel:${phoneE164(defaultContact.phone)}`,
    ]);
    expect(card.queryByText('Mot de passe d’accès')).toBeNull();
  });
});

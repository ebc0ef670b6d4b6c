import { sessionStore } from '@lapm/session';
import { afterEach, beforeEach, describe, expect, it, rs } from '@rstest/core';
import { screen, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { renderRoute } from '../../test/render';
import { signInAs } from '../../test/session';
import AdminHomePage from './AdminHomePage';

const renderPage = () => renderRoute(<AdminHomePage />, { pattern: '/admin' });

/** What the page asks of the API, through the client's own logOut: answered here, never on a port. */
let requests: Request[] = [];
beforeEach(() => {
  requests = [];
  rs.stubGlobal('fetch', async (input: RequestInfo | URL, init?: RequestInit) => {
    requests.push(new Request(input, init));
    return Response.json({});
  });
  signInAs({ role: 'admin', firstname: 'Anne', lastname: 'Photo', email: 'anne@lapm.fr', address: null });
});
afterEach(() => {
  rs.unstubAllGlobals();
  sessionStore.getState().signOut();
});

describe('AdminHomePage', () => {
  it("greets the admin by first and last name under 'Interface Admin'", () => {
    renderPage();
    expect(screen.getByRole('heading', { level: 1 }).textContent).toBe('Interface Admin');
    expect(screen.getByText('Bonjour Anne Photo')).toBeTruthy();
  });

  it('links the online tiles to their screens, the articles and the photo library among them', () => {
    renderPage();
    const expected = [
      ['Mes informations', '/admin/user'],
      ['Gestion des utilisateurs', '/admin/all-user-systeme'],
      ['Gestion des albums', '/admin/album'],
      ['Articles', '/admin/articles'],
      ['Photos', '/admin/photos'],
      ['Mise en page', '/admin/mise-en-page'],
      ['Contenu du site', '/admin/contenu-du-site'],
      ['Demandes', '/admin/demandes'],
      ['Réservations', '/admin/reservations'],
    ];
    for (const [title, href] of expected) {
      const link = screen.getByRole('link', { name: new RegExp(`^${title}`) });
      expect(link.getAttribute('href')).toBe(href);
      expect(within(link).getByText('En ligne')).toBeTruthy();
    }
  });

  it('says on the « Demandes » tile how many new enquiries wait', async () => {
    rs.stubGlobal('fetch', async () => Response.json({ newCount: 3 }));
    renderPage();
    const tile = screen.getByRole('link', { name: /^Demandes/ });
    expect(await within(tile).findByText('3 nouvelles demandes à traiter.')).toBeTruthy();
  });

  it('lists each tile as its own item, the online ones with one link each', () => {
    renderPage();
    const items = within(screen.getByRole('list', { name: "Rubriques de l'administration" })).getAllByRole(
      'listitem',
    );
    expect(items.map((item) => within(item).queryAllByRole('link').length)).toEqual([
      1, 1, 1, 1, 1, 1, 1, 1, 1, 0, 0,
    ]);
  });

  it('shows invoices and statistics offline, without a link', () => {
    renderPage();
    for (const title of ['Gestion des factures', 'Gestion des statistiques']) {
      const tile = screen.getByText(title).closest('li') as HTMLElement;
      expect(within(tile).getByText('Hors ligne')).toBeTruthy();
      expect(within(tile).queryByRole('link')).toBeNull();
    }
    expect(screen.getAllByRole('link')).toHaveLength(9);
  });

  // The failure of the API call is covered by the client's own logOut tests.
  it('logs out: local session dropped, the server session revoked, then /login', async () => {
    renderPage();
    await userEvent.click(screen.getByRole('button', { name: 'Déconnexion' }));
    expect(await screen.findByTestId('location')).toHaveProperty('textContent', '/login');
    expect(requests.map(({ method, url }) => [method, new URL(url).pathname])).toEqual([
      ['GET', '/api/enquiries/summary'],
      ['POST', '/api/logout'],
    ]);
    expect(sessionStore.getState().token).toBeNull();
    expect(localStorage.getItem('jwtTokenClientLAPM')).toBeNull();
  });
});

import { screen } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { renderRoute } from '../../test/render';
import CreateAlbumPage from './CreateAlbumPage';

/* The album creation form as its tests drive it: its fields, its hints, and a form filled in full. */

export const linkMessage =
  'Le lien doit être une adresse https:// complète (par exemple https://galerie.exemple.fr/seance).';
export const renderPage = () => renderRoute(<CreateAlbumPage />, { pattern: '/admin/album/create-album' });
export const field = (label: string) => screen.getByLabelText(label) as HTMLInputElement;
export const saveButton = () => screen.getByRole('button', { name: 'Enregistrer' });
export const saveHint = () => {
  const id = saveButton().getAttribute('aria-describedby');
  return id ? document.getElementById(id)?.textContent : undefined;
};
export const ownerHint = () => {
  const ids = field('Numéro du client').getAttribute('aria-describedby');
  return ids ? document.getElementById(ids)?.textContent : undefined;
};

export async function fill(values: { date?: string; lien?: string; code?: string; owner?: string }) {
  const entries: [string, string | undefined][] = [
    ['Date de la séance', values.date],
    ['Lien de la galerie', values.lien],
    ["Code d'accès", values.code],
    ['Numéro du client', values.owner],
  ];
  for (const [label, value] of entries) {
    if (value === undefined) continue;
    await userEvent.clear(field(label));
    await userEvent.type(field(label), value);
  }
}

export const complete = {
  date: ' 12/05/2025 ',
  lien: ' https://galerie.exemple.fr/mariage ',
  code: ' soleil ',
  owner: '3',
};

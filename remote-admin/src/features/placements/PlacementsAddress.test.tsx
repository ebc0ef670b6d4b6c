import { api } from '@lapm/api-client';
import { paths } from '@lapm/contracts';
import { beforeEach, describe, expect, it, rs } from '@rstest/core';
import { screen, waitFor } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { query, renderWithQuery } from '../../test/render';
import PlacementsPage from './PlacementsPage';

rs.mock('@lapm/api-client', { spy: true });

/** « Mise en page » opened at `url`. */
const renderAt = (url: string) =>
  renderWithQuery(<PlacementsPage />, { pattern: paths.adminPlacements, url });
const placesAsked = () => rs.mocked(api.adminPlacements.get).mock.calls.map(([place]) => place);
const chooser = () => screen.getByRole<HTMLSelectElement>('combobox', { name: 'Emplacement' });

beforeEach(() => {
  rs.resetAllMocks();
  rs.mocked(api.adminPlacements.get).mockResolvedValue([]);
  rs.mocked(api.adminPlacements.draft).mockResolvedValue(null);
  rs.mocked(api.adminPlacements.fallback).mockResolvedValue(null);
  rs.mocked(api.photos.list).mockResolvedValue({ data: [], total: 0, page: 1, page_size: 48 });
});

describe('the address of « Mise en page »', () => {
  it('opens on the place it names, and names the place she chooses, in place', async () => {
    renderAt('/admin/mise-en-page?lieu=hero:mariage');
    await waitFor(() => expect(placesAsked()).toEqual(['hero:mariage']));
    expect(chooser().value).toBe('hero:mariage');

    await userEvent.selectOptions(chooser(), 'Qui suis-je — votre portrait');
    await waitFor(() => expect(new URLSearchParams(query() ?? '').get('lieu')).toBe('about:portrait'));
    expect(placesAsked()).toEqual(['hero:mariage', 'about:portrait']);

    // The place it opens on needs no word in the address.
    await userEvent.selectOptions(chooser(), 'Accueil — photo principale');
    await waitFor(() => expect(query()).toBe(''));
  });

  it('opens on the first place when it names none she can edit', async () => {
    renderAt('/admin/mise-en-page?lieu=inconnu');
    await waitFor(() => expect(placesAsked()).toEqual(['home:main']));
    expect(chooser().value).toBe('home:main');
  });
});

import { api } from '@lapm/api-client';
import { afterEach, describe, expect, it, rs } from '@rstest/core';
import { screen } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { useState } from 'react';
import { Link } from 'react-router-dom';
import { renderRoute } from '../../../test/render';
import { GallerySettingsForm } from './GallerySettingsForm';
import type { SavedSettings } from './useGallerySettings';

rs.mock('@lapm/api-client', { spy: true });

const saved: SavedSettings = {
  includedPhotos: 20,
  downloadsEnabled: true,
  downloadSize: 'high',
  favouritesOnly: false,
  watermark: false,
  graceDays: 30,
  downloadPinSet: false,
};

/** The form as the album screen holds it: what the server saved comes back as its settings. */
function AlbumSettings() {
  const [settings, setSettings] = useState(saved);
  return (
    <>
      <Link to="/admin/albums">Albums</Link>
      <GallerySettingsForm
        albumId={4}
        settings={settings}
        availableUntil={null}
        photoCount={0}
        plannedDeletion={null}
        onSaved={setSettings}
      />
    </>
  );
}

afterEach(() => {
  rs.restoreAllMocks();
});

describe('a gallery’s settings and leaving the album screen', () => {
  it('untouched, let her leave without a question', async () => {
    const ask = rs.spyOn(window, 'confirm').mockReturnValue(false);
    rs.mocked(api.adminGalleries.saveSettings).mockResolvedValue({
      message: 'Réglages enregistrés.',
    } as never);
    renderRoute(<AlbumSettings />, { pattern: '/admin/albums/4' });

    await userEvent.click(screen.getByRole('link', { name: 'Albums' }));
    expect(ask).not.toHaveBeenCalled();
    expect((await screen.findByTestId('location')).textContent).toBe('/admin/albums');
  });

  it('asks before a link takes her away from a changed number, then lets her go once applied', async () => {
    const ask = rs.spyOn(window, 'confirm').mockReturnValue(false);
    rs.mocked(api.adminGalleries.saveSettings).mockResolvedValue({
      message: 'Réglages enregistrés.',
    } as never);
    renderRoute(<AlbumSettings />, { pattern: '/admin/albums/4' });
    const included = screen.getByRole('spinbutton', { name: /Photos retouchées incluses/ });
    await userEvent.clear(included);
    await userEvent.type(included, '40');

    await userEvent.click(screen.getByRole('link', { name: 'Albums' }));
    expect(ask).toHaveBeenCalledWith(
      'Vos dernières modifications ne sont pas encore enregistrées. Quitter cette page quand même ?',
    );
    expect(screen.queryByTestId('location')).toBeNull();

    await userEvent.click(screen.getByRole('button', { name: 'Appliquer les réglages' }));
    await screen.findByText('Réglages enregistrés.');
    await userEvent.click(screen.getByRole('link', { name: 'Albums' }));
    expect(ask).toHaveBeenCalledTimes(1);
    expect((await screen.findByTestId('location')).textContent).toBe('/admin/albums');
  });
});

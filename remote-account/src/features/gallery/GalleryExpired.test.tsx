import * as apiClient from '@lapm/api-client' with { rstest: 'importActual' };
import { studio } from '@lapm/contracts';
import { beforeEach, describe, expect, it, rs } from '@rstest/core';
import { screen } from '@testing-library/react';
import { apiMock, renderScreen } from '../../test/helpers';
import GalleryPage from './GalleryPage';

rs.mock('@lapm/api-client', () => ({ ...apiClient, api: apiMock }));
const { ApiError } = apiClient;

// The server's 410, as it words it for an album that ended on 14 June 2025.
const ended = `Expiré le 14 juin 2025. Pour retrouver ces photos, contactez le studio : ${studio.email} ou ${studio.phoneDisplay}.`;

const renderGallery = () => renderScreen(<GalleryPage />, { path: '/galerie/:albumId', url: '/galerie/5' });

/** The page's words once it has said the album ended, and where its contact links lead. */
async function expiredPage() {
  const said = await screen.findByText(/^Expiré le 14 juin 2025\./);
  return {
    text: said.textContent,
    links: [...said.querySelectorAll('a')].map((link) => link.getAttribute('href')),
  };
}

beforeEach(() => {
  rs.resetAllMocks();
});

describe('an ended gallery', () => {
  it('tells its owner when it ended and how to reach the studio, instead of asking for the code', async () => {
    apiMock.galleries.get.mockRejectedValue(new ApiError(ended, 410));
    renderGallery();
    expect(await expiredPage()).toEqual({
      text: ended,
      links: [`mailto:${studio.email}`, `tel:${studio.phoneE164}`],
    });
    expect(screen.queryByLabelText("Code d'accès")).toBeNull();
  });

  it('says the same to whoever gives its right code', async () => {
    apiMock.galleries.get.mockRejectedValue(new ApiError('Galerie introuvable.', 404));
    apiMock.galleries.access.mockRejectedValue(new ApiError(ended, 410));
    const { user } = renderGallery();
    await user.type(await screen.findByLabelText("Code d'accès"), 'naissance-avril');
    await user.click(screen.getByRole('button', { name: 'Ouvrir la galerie' }));
    expect((await expiredPage()).text).toBe(ended);
    expect(screen.queryByLabelText("Code d'accès")).toBeNull();
  });
});

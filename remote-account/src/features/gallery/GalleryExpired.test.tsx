import * as apiClient from '@lapm/api-client' with { rstest: 'importActual' };
import { defaultContact, phoneE164 } from '@lapm/contracts';
import { StudioContactProvider } from '@lapm/seo';
import { beforeEach, describe, expect, it, rs } from '@rstest/core';
import { screen } from '@testing-library/react';
import { apiMock, renderScreen } from '../../test/helpers';
import GalleryPage from './GalleryPage';

rs.mock('@lapm/api-client', () => ({ ...apiClient, api: apiMock }));
const { ApiError } = apiClient;

// The server's 410, as it words it for an album that ended on 14 June 2025.
const ended = `Expiré le 14 juin 2025. Pour retrouver ces photos, contactez le studio : ${defaultContact.email} ou ${defaultContact.phone}.`;

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
      links: [`mailto:${defaultContact.email}`, `tel:${phoneE164(defaultContact.phone)}`],
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

  it('links the e-mail and phone she published in « Contenu du site »', async () => {
    const published = { ...defaultContact, email: 'bonjour@laure-anne.fr', phone: '04 67 00 11 22' };
    const told = `Expiré le 14 juin 2025. Pour retrouver ces photos, contactez le studio : ${published.email} ou ${published.phone}.`;
    apiMock.galleries.get.mockRejectedValue(new ApiError(told, 410));
    renderScreen(
      <StudioContactProvider value={published}>
        <GalleryPage />
      </StudioContactProvider>,
      { path: '/galerie/:albumId', url: '/galerie/5' },
    );
    expect(await expiredPage()).toEqual({
      text: told,
      links: ['mailto:bonjour@laure-anne.fr', 'tel:+33467001122'],
    });
  });
});

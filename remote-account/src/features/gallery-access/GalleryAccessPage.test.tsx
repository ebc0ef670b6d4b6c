import * as apiClient from '@lapm/api-client' with { rstest: 'importActual' };
import { galleryMessages } from '@lapm/contracts';
import { beforeEach, describe, expect, it, rs } from '@rstest/core';
import { screen } from '@testing-library/react';
import { fr } from '../../i18n/fr';
import { apiMock, renderScreen } from '../../test/helpers';
import GalleryAccessPage from './GalleryAccessPage';

rs.mock('@lapm/api-client', () => ({ ...apiClient, api: apiMock }));
const { ApiError } = apiClient;

beforeEach(() => {
  rs.resetAllMocks();
});

describe('« Accéder à une galerie »', () => {
  it('is a real form posted to the server, whose code alone opens the gallery it belongs to', async () => {
    apiMock.galleries.accessByCode.mockRejectedValueOnce(new ApiError('Code d’accès incorrect.', 401));
    apiMock.galleries.accessByCode.mockResolvedValue({ message: 'Accès autorisé.', albumId: 9 });
    const { user, container } = renderScreen(<GalleryAccessPage />, { path: '/galerie' });
    const form = container.querySelector('form') as HTMLFormElement;
    expect([form.method, form.getAttribute('action')]).toEqual(['post', '/galerie']);
    const code = screen.getByLabelText("Code d'accès") as HTMLInputElement;
    expect(code.getAttribute('autocapitalize')).toBe('off');

    await user.click(screen.getByRole('button', { name: 'Voir les photos' }));
    expect((await screen.findByRole('alert')).textContent).toBe('Saisissez le code d’accès de l’album.');
    await user.type(code, 'faux');
    await user.click(screen.getByRole('button', { name: 'Voir les photos' }));
    expect((await screen.findByRole('alert')).textContent).toBe('Code d’accès incorrect.');

    await user.clear(code);
    await user.type(code, ' Pivoine Lagune ');
    await user.type(screen.getByLabelText('Votre prénom ou votre e-mail'), 'Léa');
    await user.click(screen.getByRole('button', { name: 'Voir les photos' }));
    expect(await screen.findByText('Page /galerie/9')).toBeTruthy();
    expect(apiMock.galleries.accessByCode).toHaveBeenLastCalledWith('Pivoine Lagune', 'Léa');
  });

  it('asks to wait a few seconds when many guests of one network try at once, in the server’s words', async () => {
    // The page keeps its own copy: the contracts' gallery module would bring zod to it.
    expect(fr.galleryAccess.oneTryAtATime).toBe(galleryMessages.oneTryAtATime);
    apiMock.galleries.accessByCode.mockRejectedValue(new ApiError(galleryMessages.oneTryAtATime, 429));
    const { user } = renderScreen(<GalleryAccessPage />, { path: '/galerie' });
    await user.type(screen.getByLabelText("Code d'accès"), 'pivoine-lagune');
    await user.click(screen.getByRole('button', { name: 'Voir les photos' }));
    expect((await screen.findByRole('alert')).textContent).toBe(galleryMessages.oneTryAtATime);
  });
});

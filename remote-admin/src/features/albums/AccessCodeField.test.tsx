import { api } from '@lapm/api-client';
import { ACCESS_CODE_WORDS, accessCodeMessages } from '@lapm/contracts';
import { beforeEach, describe, expect, it, rs } from '@rstest/core';
import { screen } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { users } from '../../test/fixtures';
import { renderRoute } from '../../test/render';
import CreateAlbumPage from './CreateAlbumPage';

rs.mock('@lapm/api-client', { spy: true });

const renderPage = () => renderRoute(<CreateAlbumPage />, { pattern: '/admin/album/create-album' });
const codeField = () => screen.getByLabelText("Code d'accès") as HTMLInputElement;
/** What is read after the code's label: its warnings, when there are. */
const codeHint = () => {
  const id = codeField().getAttribute('aria-describedby');
  return id ? (document.getElementById(id)?.textContent ?? '') : '';
};
const typeCode = async (code: string) => {
  await userEvent.clear(codeField());
  await userEvent.type(codeField(), code);
};
const isProposal = (code: string) => {
  const words = code.split('-');
  return words.length === 3 && words.every((word) => ACCESS_CODE_WORDS.includes(word));
};

beforeEach(() => {
  rs.resetAllMocks();
  rs.mocked(api.users.clients).mockResolvedValue(users);
});

describe('the access code of a new album', () => {
  it('starts with a random code of three words, and draws another on demand', async () => {
    renderPage();
    const first = codeField().value;
    expect(isProposal(first)).toBe(true);
    expect(codeHint()).toBe('');
    await userEvent.click(screen.getByRole('button', { name: 'Proposer un autre code' }));
    const second = codeField().value;
    expect(isProposal(second)).toBe(true);
    expect(second).not.toBe(first);
  });

  it('warns, without blocking, of a short code or one holding the chosen client’s name', async () => {
    renderPage();
    await typeCode('mai');
    expect(codeHint()).toBe(accessCodeMessages.tooShort);
    await screen.findAllByRole('listitem');
    await userEvent.click(screen.getByRole('button', { name: /Léa Martin/ }));
    await typeCode('LEA-mariage-2025');
    expect(codeHint()).toBe(accessCodeMessages.hasName);
    await userEvent.type(screen.getByLabelText('Date de la séance'), '12/05/2025');
    await userEvent.type(screen.getByLabelText('Lien de la galerie'), 'https://galerie.exemple.fr/m');
    expect(screen.getByRole('button', { name: 'Enregistrer' })).toHaveProperty('disabled', false);
    await userEvent.click(screen.getByRole('button', { name: 'Proposer un autre code' }));
    expect(codeHint()).toBe('');
  });

  it('checks the name of a client invited in the same step', async () => {
    renderPage();
    await userEvent.click(screen.getByRole('radio', { name: 'Nouveau client' }));
    await userEvent.type(screen.getByLabelText('Prénom'), 'Inès');
    await userEvent.type(screen.getByLabelText('Nom'), 'Roux');
    await typeCode('roux-juin-2026');
    expect(codeHint()).toBe(accessCodeMessages.hasName);
  });
});

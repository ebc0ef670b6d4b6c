import { api } from '@lapm/api-client';
import { paths, type SiteContentEdition } from '@lapm/contracts';
import { initialSiteContent } from '@lapm/site-seed';
import { beforeEach, describe, expect, it, rs } from '@rstest/core';
import { screen, waitFor } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { query, renderWithQuery } from '../../test/render';
import SiteContentPage from './SiteContentPage';

rs.mock('@lapm/api-client', { spy: true });

const edition = (page: keyof typeof initialSiteContent) =>
  ({ page, document: initialSiteContent[page], draft: null, versions: [] }) satisfies SiteContentEdition;

/** « Contenu du site » opened at `url`. */
const renderAt = (url: string) =>
  renderWithQuery(<SiteContentPage />, { pattern: paths.adminSiteContent, url });

beforeEach(() => {
  rs.resetAllMocks();
  rs.mocked(api.adminSiteContent.get).mockImplementation(async (page) => edition(page));
  rs.mocked(api.photos.list).mockResolvedValue({ data: [], total: 0, page: 1, page_size: 48 });
});

describe('the address of « Contenu du site »', () => {
  it('opens on the page it names, and names the page she chooses, in place', async () => {
    renderAt('/admin/contenu-du-site?page=faq');
    expect(await screen.findByRole('form', { name: 'Foire aux questions' })).toBeTruthy();
    expect(rs.mocked(api.adminSiteContent.get).mock.calls.map(([page]) => page)).toEqual(['faq']);

    await userEvent.click(screen.getByRole('button', { name: 'Portrait solo' }));
    expect(await screen.findByRole('form', { name: 'Portrait solo' }, { timeout: 10_000 })).toBeTruthy();
    await waitFor(() => expect(query()).toBe('?page=solo'));
  });

  it('opens on the price cards when it names no page she edits', async () => {
    renderAt('/admin/contenu-du-site?page=inconnue');
    await waitFor(() => expect(api.adminSiteContent.get).toHaveBeenCalledWith('tarifs'));
    expect(api.adminSiteContent.get).toHaveBeenCalledTimes(1);
  });
});

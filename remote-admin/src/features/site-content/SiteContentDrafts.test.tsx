import { ApiError, api } from '@lapm/api-client';
import { formulasOf, type SiteContentEdition, siteContentMessages } from '@lapm/contracts';
import { initialSiteContent } from '@lapm/site-seed';
import { beforeEach, describe, expect, it, rs } from '@rstest/core';
import { fireEvent, screen, waitFor } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { renderRoute } from '../../test/render';
import SiteContentPage from './SiteContentPage';

rs.mock('@lapm/api-client', { spy: true });

type Page = keyof typeof initialSiteContent;
const saved = (document: unknown) => ({
  document,
  saved_at: '2026-11-28T10:00:00.000Z',
  author: 'Anne Photo',
});
const edition = (page: Page, draft: unknown = null) =>
  ({
    page,
    document: initialSiteContent[page],
    draft: draft === null ? null : saved(draft),
    versions: [{ id: 1, page, author: null, created_at: '2026-11-01T10:00:00.000Z', current: true }],
  }) satisfies SiteContentEdition;

/** The /tarifs editor, shown first, has some three hundred fields: slow on a busy machine. */
const slow = { timeout: 10_000 };
const amountLabel = 'Montant en euros — Confort, Prix';

/** The server as far as drafts go: one per page, what was saved is what a load gives back. */
let kept: Partial<Record<Page, unknown>>;
beforeEach(() => {
  rs.resetAllMocks();
  kept = {};
  rs.mocked(api.adminSiteContent.get).mockImplementation(async (page) => edition(page, kept[page] ?? null));
  rs.mocked(api.adminSiteContent.saveDraft).mockImplementation(async (page, document) => {
    kept[page] = document;
    return { message: siteContentMessages.draftSaved, data: saved(document) };
  });
  rs.mocked(api.photos.list).mockResolvedValue({ data: [], total: 0, page: 1, page_size: 48 });
});

async function openSolo() {
  renderRoute(<SiteContentPage />, { pattern: '/admin/contenu-du-site' });
  await userEvent.click(await screen.findByRole('button', { name: 'Portrait solo' }, slow));
  return (await screen.findByLabelText(amountLabel, {}, slow)) as HTMLInputElement;
}

const soloAt = (amount: number) => {
  const solo = structuredClone(initialSiteContent.solo);
  const confort = solo.prices.table.confort ?? [];
  confort[confort.length - 1] = { value1: 'Prix', amount, tax: 'TTC' };
  // Once she edits the prices, the page's formulas are written out as her list (decision 0025).
  solo.prices.formulas = formulasOf(solo.prices);
  return solo;
};

describe('SiteContentPage drafts', () => {
  it('saves her typing as the page’s draft once she pauses, and says so', async () => {
    const amount = await openSolo();
    fireEvent.change(amount, { target: { value: '159' } });
    expect(screen.getByText('Enregistrement…')).toBeTruthy();
    // Not at each keystroke: after the pause.
    expect(api.adminSiteContent.saveDraft).not.toHaveBeenCalled();
    await waitFor(() => expect(api.adminSiteContent.saveDraft).toHaveBeenCalledTimes(1), slow);
    expect(rs.mocked(api.adminSiteContent.saveDraft).mock.calls[0]).toEqual(['solo', soloAt(159)]);
    expect(await screen.findByText('Brouillon enregistré', {}, slow)).toBeTruthy();
  }, 40_000);

  it('opens a page on its draft, from any device, and says it is not published', async () => {
    kept.solo = soloAt(1399);
    const amount = await openSolo();
    expect(amount.value).toBe('1399');
    expect(screen.getByText(/^Brouillon enregistré le .* par Anne Photo, pas encore publié\.$/)).toBeTruthy();
    expect(screen.getByText('Modifications non publiées.')).toBeTruthy();
  }, 40_000);

  it('saves at once when she switches page, and gives her typing back when she returns', async () => {
    const amount = await openSolo();
    fireEvent.change(amount, { target: { value: '175' } });
    await userEvent.click(screen.getByRole('button', { name: 'Qui suis-je ?' }));
    expect(rs.mocked(api.adminSiteContent.saveDraft).mock.calls[0]).toEqual(['solo', soloAt(175)]);
    await screen.findByRole('form', { name: 'Qui suis-je ?' }, slow);
    await userEvent.click(screen.getByRole('button', { name: 'Portrait solo' }));
    expect(((await screen.findByLabelText(amountLabel, {}, slow)) as HTMLInputElement).value).toBe('175');
  }, 40_000);

  it('keeps the form filled and says so in French when the draft cannot be saved', async () => {
    rs.mocked(api.adminSiteContent.saveDraft).mockRejectedValue(
      new ApiError('Le serveur ne répond pas.', 503),
    );
    const amount = await openSolo();
    fireEvent.change(amount, { target: { value: '180' } });
    expect(
      await screen.findByText(
        'Brouillon non enregistré : Le serveur ne répond pas. Vos modifications restent dans le formulaire.',
        {},
        slow,
      ),
    ).toBeTruthy();
    expect(amount.value).toBe('180');
  }, 40_000);
});

describe('SiteContentPage drafts, leaving and throwing away', () => {
  it('asks before leaving with typing not yet saved, and stays if she says no', async () => {
    const ask = rs.spyOn(window, 'confirm').mockReturnValue(false);
    const amount = await openSolo();
    fireEvent.change(amount, { target: { value: '190' } });
    await userEvent.click(screen.getByRole('link', { name: 'Retour à l’interface admin' }));
    expect(ask).toHaveBeenCalledWith(
      'Vos dernières modifications ne sont pas encore enregistrées. Quitter cette page quand même ?',
    );
    expect(screen.queryByTestId('location')).toBeNull();
    expect(amount.value).toBe('190');

    const unload = new Event('beforeunload', { cancelable: true });
    window.dispatchEvent(unload);
    expect(unload.defaultPrevented).toBe(true);
    ask.mockRestore();
  }, 40_000);

  it('lets her leave without asking once nothing is waiting', async () => {
    const ask = rs.spyOn(window, 'confirm').mockReturnValue(false);
    const amount = await openSolo();
    fireEvent.change(amount, { target: { value: '195' } });
    expect(await screen.findByText('Brouillon enregistré', {}, slow)).toBeTruthy();
    const unload = new Event('beforeunload', { cancelable: true });
    window.dispatchEvent(unload);
    expect(unload.defaultPrevented).toBe(false);
    await userEvent.click(screen.getByRole('link', { name: 'Retour à l’interface admin' }));
    expect(ask).not.toHaveBeenCalled();
    expect((await screen.findByTestId('location')).textContent).toBe('/admin');
    ask.mockRestore();
  }, 40_000);

  it('throws a draft away only once she confirms, and then shows the page as published', async () => {
    kept.solo = soloAt(1399);
    rs.mocked(api.adminSiteContent.discardDraft).mockImplementation(async (page) => {
      kept[page] = undefined;
      return { message: siteContentMessages.draftDiscarded, data: edition(page) };
    });
    const ask = rs.spyOn(window, 'confirm').mockReturnValueOnce(false).mockReturnValueOnce(true);
    const amount = await openSolo();
    await userEvent.click(screen.getByRole('button', { name: 'Abandonner le brouillon' }));
    expect(api.adminSiteContent.discardDraft).not.toHaveBeenCalled();
    expect(amount.value).toBe('1399');
    await userEvent.click(screen.getByRole('button', { name: 'Abandonner le brouillon' }));
    expect(await screen.findByText(siteContentMessages.draftDiscarded, {}, slow)).toBeTruthy();
    expect(((await screen.findByLabelText(amountLabel)) as HTMLInputElement).value).toBe('149');
    expect(ask).toHaveBeenCalledTimes(2);
    ask.mockRestore();
  }, 40_000);
});

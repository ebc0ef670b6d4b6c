import { api } from '@lapm/api-client';
import { type SiteContentEdition, siteContentMessages } from '@lapm/contracts';
import { initialSiteContent } from '@lapm/site-seed';
import { beforeEach, describe, expect, it, rs } from '@rstest/core';
import { fireEvent, screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { renderRoute } from '../../test/render';
import SiteContentPage from './SiteContentPage';

rs.mock('@lapm/api-client', { spy: true });

const edition = (page: keyof typeof initialSiteContent, document: unknown = initialSiteContent[page]) =>
  ({
    page,
    document,
    draft: null,
    versions: [
      { id: 2, page, author: 'Anne Photo', created_at: '2026-11-20T10:00:00.000Z', current: true },
      { id: 1, page, author: null, created_at: '2026-11-01T10:00:00.000Z', current: false },
    ],
  }) satisfies SiteContentEdition;

/** The /tarifs editor, shown first, has some three hundred fields: slow on a busy machine. */
const slow = { timeout: 10_000 };

const renderPage = () => renderRoute(<SiteContentPage />, { pattern: '/admin/contenu-du-site' });

beforeEach(() => {
  rs.resetAllMocks();
  rs.mocked(api.adminSiteContent.get).mockImplementation(async (page) => edition(page));
  rs.mocked(api.photos.list).mockResolvedValue({ data: [], total: 0, page: 1, page_size: 48 });
  rs.mocked(api.adminSiteContent.saveDraft).mockImplementation(async (_page, document) => ({
    message: siteContentMessages.draftSaved,
    data: { document, saved_at: '2026-11-28T10:00:00.000Z', author: 'Anne Photo' },
  }));
});

describe('SiteContentPage', () => {
  it('keeps her typing when the page is refused, and publishes the whole page once corrected', async () => {
    rs.mocked(api.adminSiteContent.publish).mockImplementationOnce(async (page, document) => ({
      message: siteContentMessages.published,
      data: edition(page, document),
    }));
    renderPage();
    await userEvent.click(await screen.findByRole('button', { name: 'Portrait solo' }, slow));
    const amount = await screen.findByLabelText('Montant en euros — Confort, Prix', {}, slow);
    expect((amount as HTMLInputElement).value).toBe('149');
    fireEvent.change(amount, { target: { value: '-3' } });
    await userEvent.click(screen.getByRole('button', { name: 'Publier' }));
    expect(await screen.findByText(siteContentMessages.amount, {}, slow)).toBeTruthy();
    expect((screen.getByLabelText('Montant en euros — Confort, Prix') as HTMLInputElement).value).toBe('-3');

    fireEvent.change(amount, { target: { value: '159' } });
    await userEvent.click(screen.getByRole('button', { name: 'Publier' }));
    expect(await screen.findByText(siteContentMessages.published, {}, slow)).toBeTruthy();
    // Refused before sending: the page's schema is the server's.
    expect(api.adminSiteContent.publish).toHaveBeenCalledTimes(1);
    const [page, sent] = rs.mocked(api.adminSiteContent.publish).mock.calls[0] ?? [];
    expect(page).toBe('solo');
    const confort = (sent as typeof initialSiteContent.solo).prices.table.confort ?? [];
    expect(confort.at(-1)).toEqual({ value1: 'Prix', amount: 159, tax: 'TTC' });
  }, 40_000);

  it('restores an earlier version from the history, once she confirmed it', async () => {
    rs.mocked(api.adminSiteContent.restore).mockResolvedValue({
      message: siteContentMessages.restored,
      data: edition('tarifs'),
    });
    renderPage();
    await userEvent.click(await screen.findByRole('button', { name: /^Rétablir la version du/ }, slow));
    const asked = screen.getByRole('alertdialog', { name: /^Rétablir la version du .* \?$/ });
    expect(within(asked).getByText(/Elle sera publiée aussitôt et remplacera la page en ligne/)).toBeTruthy();
    await userEvent.click(within(asked).getByRole('button', { name: 'Annuler' }));
    expect(api.adminSiteContent.restore).not.toHaveBeenCalled();
    await userEvent.click(screen.getByRole('button', { name: /^Rétablir la version du/ }));
    await userEvent.click(screen.getByRole('button', { name: 'Rétablir et publier' }));
    await waitFor(
      () => expect(api.adminSiteContent.restore).toHaveBeenCalledWith('tarifs', 1, undefined),
      slow,
    );
    expect(await screen.findByText(siteContentMessages.restored, {}, slow)).toBeTruthy();
  }, 40_000);
});

describe('SiteContentPage changes of a version', () => {
  it('shows what each version changed, in her words, and undoes one change, its block as it was before, once she confirmed it', async () => {
    const confort = ['prices', 'table', 'confort', 6];
    rs.mocked(api.adminSiteContent.changes).mockResolvedValue({
      version: 2,
      previous: 1,
      blocks: [
        {
          path: confort,
          restorable: true,
          changes: [{ path: [...confort, 'amount'], before: '149', after: '1399' }],
        },
        {
          path: ['reviews', 'list', 12],
          restorable: false,
          changes: [{ path: ['reviews', 'list', 12, 'commentaire'], before: null, after: 'Merci !' }],
        },
      ],
    });
    rs.mocked(api.adminSiteContent.restore).mockResolvedValue({
      message: siteContentMessages.blockRestored,
      data: edition('solo'),
    });
    renderPage();
    await userEvent.click(await screen.findByRole('button', { name: 'Portrait solo' }, slow));
    await screen.findByLabelText('Montant en euros — Confort, Prix', {}, slow);
    // The version online: its mistake can be undone.
    const online = screen.getAllByText('Voir les modifications')[0];
    if (!online) throw new Error('no version');
    await userEvent.click(online);
    const history = screen.getByRole('region', { name: 'Historique des publications' });
    // Each field by the label the editor gives it, old and new; a field the page no longer has says so.
    const field = await within(history).findByText('Montant en euros — Confort, Prix', {}, slow);
    expect(field.parentElement?.textContent).toBe('Montant en euros — Confort, PrixAvant : 149Après : 1399');
    expect(within(history).getByText('Élément retiré de la page depuis')).toBeTruthy();
    expect(within(history).getByText('(vide)')).toBeTruthy();
    expect(api.adminSiteContent.changes).toHaveBeenCalledWith('solo', 2);

    // Added by this version: nothing to put back.
    expect(within(history).getAllByRole('button', { name: /^Annuler la modification/ })).toHaveLength(1);
    const restoreBlock = within(history).getByRole('button', {
      name: /^Annuler la modification de « Montant en euros — Confort, Prix » du/,
    });
    await userEvent.click(restoreBlock);
    const asked = screen.getByRole('alertdialog', { name: /^Annuler cette modification du .* \?$/ });
    expect(
      within(asked).getByText(
        /contenu d’avant cette modification, publié aussitôt ; le reste de la page ne change pas/,
      ),
    ).toBeTruthy();
    await userEvent.click(within(asked).getByRole('button', { name: 'Annuler' }));
    expect(api.adminSiteContent.restore).not.toHaveBeenCalled();
    await userEvent.click(restoreBlock);
    await userEvent.click(screen.getByRole('button', { name: 'Rétablir et publier' }));
    await waitFor(() => expect(api.adminSiteContent.restore).toHaveBeenCalledWith('solo', 1, confort), slow);
    expect(await screen.findByText(siteContentMessages.blockRestored, {}, slow)).toBeTruthy();
  }, 40_000);
});

describe('SiteContentPage changes of a list, item by item', () => {
  it('names each review by itself after one before it was removed, and puts the removed one back from its block', async () => {
    const solo = structuredClone(initialSiteContent.solo);
    const [, removed, , changed] = solo.reviews.list;
    if (!removed || !changed) throw new Error('the solo page needs four reviews');
    // Online now: the second review removed, the fourth (now third) reworded.
    solo.reviews.list.splice(1, 1);
    rs.mocked(api.adminSiteContent.get).mockImplementation(async (page) =>
      page === 'solo' ? edition(page, solo) : edition(page),
    );
    const list = ['reviews', 'list'];
    rs.mocked(api.adminSiteContent.changes).mockResolvedValue({
      version: 2,
      previous: 1,
      blocks: [
        {
          path: [...list, 1],
          restorable: true,
          item: { identity: `id:${removed.id}`, before: 1, after: null, moved: false },
          changes: [{ path: [...list, 1, 'nom'], before: removed.nom, after: null }],
        },
        {
          path: [...list, 3],
          restorable: true,
          item: { identity: `id:${changed.id}`, before: 3, after: 2, moved: false },
          changes: [{ path: [...list, 3, 'commentaire'], before: changed.commentaire, after: 'Merci !' }],
        },
        {
          path: [...list, 0],
          restorable: true,
          item: { identity: `id:${solo.reviews.list[0]?.id}`, before: 0, after: 1, moved: true },
          changes: [],
        },
      ],
    });
    rs.mocked(api.adminSiteContent.restore).mockResolvedValue({
      message: siteContentMessages.blockRestored,
      data: edition('solo'),
    });
    renderPage();
    await userEvent.click(await screen.findByRole('button', { name: 'Portrait solo' }, slow));
    await screen.findByLabelText('Commentaire — avis 3', {}, slow);
    const online = screen.getAllByText('Voir les modifications')[0];
    if (!online) throw new Error('no version');
    await userEvent.click(online);
    const history = screen.getByRole('region', { name: 'Historique des publications' });
    // The reworded review is the third on the page now, not the fourth.
    const field = await within(history).findByText('Commentaire — avis 3', {}, slow);
    expect(field.parentElement?.textContent).toBe(
      `Commentaire — avis 3Avant : ${changed.commentaire}Après : Merci !`,
    );
    expect(within(history).queryByText('Commentaire — avis 4')).toBeNull();
    expect(within(history).getByText('Retiré par cette version')).toBeTruthy();
    expect(within(history).getByText('Déplacé de la place 1 à la place 2')).toBeTruthy();

    const [restoreRemoved] = within(history).getAllByRole('button', {
      name: /^Annuler la modification de « Élément retiré de la page depuis » du/,
    });
    if (!restoreRemoved) throw new Error('no button');
    await userEvent.click(restoreRemoved);
    await userEvent.click(screen.getByRole('button', { name: 'Rétablir et publier' }));
    await waitFor(
      () => expect(api.adminSiteContent.restore).toHaveBeenCalledWith('solo', 1, [...list, 1]),
      slow,
    );
  }, 40_000);
});

describe('SiteContentPage FAQ', () => {
  it('edits the FAQ: changes an answer, adds a question, removes one, and publishes them', async () => {
    rs.mocked(api.adminSiteContent.publish).mockImplementation(async (page, document) => ({
      message: siteContentMessages.published,
      data: edition(page, document),
    }));
    renderPage();
    await userEvent.click(await screen.findByRole('button', { name: 'Foire aux questions' }, slow));
    const answer = await screen.findByLabelText('Réponse — question 4', {}, slow);
    fireEvent.change(answer, { target: { value: 'Sous 3 semaines.\n\nParfois moins.' } });
    await userEvent.click(screen.getByRole('button', { name: 'Retirer la question 10' }));
    await userEvent.click(screen.getByRole('button', { name: 'Ajouter une question' }));
    fireEvent.change(screen.getByLabelText('Question 10'), { target: { value: 'Et mon chien ?' } });
    fireEvent.change(screen.getByLabelText('Réponse — question 10'), { target: { value: 'Bienvenu.' } });
    await userEvent.click(screen.getByRole('button', { name: 'Publier' }));
    expect(await screen.findByText(siteContentMessages.published, {}, slow)).toBeTruthy();

    const [page, sent] = rs.mocked(api.adminSiteContent.publish).mock.calls[0] ?? [];
    expect(page).toBe('faq');
    const questions = (sent as typeof initialSiteContent.faq).questions;
    expect(questions).toHaveLength(10);
    expect(questions[3]?.paragraphs).toEqual(['Sous 3 semaines.', 'Parfois moins.']);
    expect(questions[8]).toEqual(initialSiteContent.faq.questions[8]);
    expect(questions[9]).toEqual({ question: 'Et mon chien ?', paragraphs: ['Bienvenu.'] });
  }, 40_000);
});

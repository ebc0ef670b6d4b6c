import { api } from '@lapm/api-client';
import { type SiteContentChangedBlock, type SiteContentEdition, siteContentMessages } from '@lapm/contracts';
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

/** The solo page online as `document`, its version online changing `blocks` of the one before. */
function soloOnline(document: unknown, blocks: SiteContentChangedBlock[]) {
  rs.mocked(api.adminSiteContent.get).mockImplementation(async (page) =>
    page === 'solo' ? edition(page, document) : edition(page),
  );
  rs.mocked(api.adminSiteContent.changes).mockResolvedValue({ version: 2, previous: 1, blocks });
}

/** The solo page's editor, once `field` is drawn, with the changes of its version online opened; its history. */
async function openSoloChanges(field: string) {
  renderPage();
  await userEvent.click(await screen.findByRole('button', { name: 'Portrait solo' }, slow));
  await screen.findByLabelText(field, {}, slow);
  await userEvent.click(screen.getAllByText('Voir les modifications')[0] as HTMLElement);
  return screen.getByRole('region', { name: 'Historique des publications' });
}

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
    // The version online: its mistake can be undone.
    const history = await openSoloChanges('Montant en euros — Confort, Prix');
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
    const list = ['reviews', 'list'];
    soloOnline(solo, [
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
    ]);
    rs.mocked(api.adminSiteContent.restore).mockResolvedValue({
      message: siteContentMessages.blockRestored,
      data: edition('solo'),
    });
    const history = await openSoloChanges('Commentaire — avis 3');
    // The reworded review is the third on the page now, not the fourth.
    const field = await within(history).findByText('Commentaire — avis 3', {}, slow);
    expect(field.parentElement?.textContent).toBe(
      `Commentaire — avis 3Avant : ${changed.commentaire}Après : Merci !`,
    );
    expect(within(history).queryByText('Commentaire — avis 4')).toBeNull();
    expect(within(history).getByText('Retiré par cette version')).toBeTruthy();
    expect(within(history).getByText('Déplacé de la place 1 à la place 2')).toBeTruthy();

    const [restoreRemoved] = within(history).getAllByRole('button', {
      name: /^Annuler la modification de « Avis 2 » du/,
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

describe('SiteContentPage items removed and added, in her words', () => {
  it('names a removed review and an added one as her editor does, never by their internal ids', async () => {
    const solo = structuredClone(initialSiteContent.solo);
    const [, removed] = solo.reviews.list;
    if (!removed) throw new Error('the solo page needs two reviews');
    const added = { id: 'avis-mnb2x', nom: 'Zoé B.', note: 5, date: '20/11/2026', commentaire: 'Superbe !' };
    solo.reviews.list.splice(1, 1);
    solo.reviews.list.push(added);
    const list = ['reviews', 'list'];
    // Every field of each, the internal id among them, in the order the database keeps them.
    const fields = (review: typeof added, at: number, side: 'before' | 'after') =>
      Object.entries(review)
        .sort(([a], [b]) => a.length - b.length || a.localeCompare(b))
        .map(([key, value]) => ({
          path: [...list, at, key],
          before: side === 'before' ? String(value) : null,
          after: side === 'after' ? String(value) : null,
        }));
    soloOnline(solo, [
      {
        path: [...list, 1],
        restorable: true,
        item: { identity: `id:${removed.id}`, before: 1, after: null, moved: false },
        changes: fields(removed, 1, 'before'),
      },
      {
        path: [...list, 3],
        restorable: false,
        item: { identity: `id:${added.id}`, before: null, after: 3, moved: false },
        changes: fields(added, 3, 'after'),
      },
    ]);
    const history = await openSoloChanges('Commentaire — avis 4');
    // The removed review, at its place in the version before, its author first.
    const name = await within(history).findByText('Nom — avis 2', {}, slow);
    expect(name.parentElement?.textContent).toBe(`Nom — avis 2Avant : ${removed.nom}Après : (vide)`);
    const removedBlock = name.closest('li') as HTMLElement;
    expect(removedBlock.querySelector('p')?.textContent).toBe('Avis 2 — Retiré par cette version');
    expect(
      within(removedBlock)
        .getAllByRole('term')
        .map((term) => term.textContent),
    ).toEqual(['Nom — avis 2', 'Note sur 5 — avis 2', 'Date (JJ/MM/AAAA) — avis 2', 'Commentaire — avis 2']);
    expect(within(history).getByText('Commentaire — avis 2').parentElement?.textContent).toBe(
      `Commentaire — avis 2Avant : ${removed.commentaire}Après : (vide)`,
    );
    // The added one, as her editor names it now.
    const author = within(history).getByText('Nom — avis 4');
    expect(author.parentElement?.textContent).toBe('Nom — avis 4Avant : (vide)Après : Zoé B.');
    expect(author.closest('li')?.querySelector('p')?.textContent).toBe('Avis 4 — Ajouté par cette version');
    expect(within(history).queryByText('Élément retiré de la page depuis')).toBeNull();
    expect(within(history).queryByText(removed.id)).toBeNull();
    expect(within(history).queryByText(added.id)).toBeNull();
    expect(
      within(history).getByRole('button', { name: /^Annuler la modification de « Avis 2 » du/ }),
    ).toBeTruthy();
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

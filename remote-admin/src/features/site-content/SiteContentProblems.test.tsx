import { ApiError, api } from '@lapm/api-client';
import { type SiteContentEdition, siteContentMessages } from '@lapm/contracts';
import { initialSiteContent } from '@lapm/site-seed';
import { beforeEach, describe, expect, it, rs } from '@rstest/core';
import { fireEvent, screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { renderRoute } from '../../test/render';
import SiteContentPage from './SiteContentPage';

rs.mock('@lapm/api-client', { spy: true });

const edition = (page: keyof typeof initialSiteContent, document: unknown = initialSiteContent[page]) =>
  ({ page, document, draft: null, versions: [] }) satisfies SiteContentEdition;

/** The /tarifs editor, shown first, has some three hundred fields: slow on a busy machine. */
const slow = { timeout: 10_000 };

const renderPage = () => renderRoute(<SiteContentPage />, { pattern: '/admin/contenu-du-site' });
const input = (label: string) => screen.getByLabelText(label) as HTMLInputElement;
const errorOf = (field: HTMLElement) =>
  (field.getAttribute('aria-describedby') ?? '')
    .split(' ')
    .map((id) => document.getElementById(id)?.textContent)
    .join(' ');
const shown = (field: HTMLElement) => !(field.closest('[data-field]') as HTMLElement).hidden;

beforeEach(() => {
  rs.resetAllMocks();
  rs.mocked(api.adminSiteContent.get).mockImplementation(async (page) => edition(page));
  rs.mocked(api.photos.list).mockResolvedValue({ data: [], total: 0, page: 1, page_size: 48 });
  rs.mocked(api.adminSiteContent.saveDraft).mockImplementation(async (_page, document) => ({
    message: siteContentMessages.draftSaved,
    data: { document, saved_at: '2026-11-28T10:00:00.000Z', author: 'Anne Photo' },
  }));
});

describe('errors where the eye is', () => {
  it('puts a refused field’s message under it, marks it invalid, focuses it and links it from the bar', async () => {
    renderPage();
    await userEvent.click(await screen.findByRole('button', { name: 'Portrait solo' }, slow));
    const note = await screen.findByLabelText('Note sur 5 — avis 1', {}, slow);
    const title = input('Titre');
    fireEvent.change(note, { target: { value: '6' } });
    fireEvent.change(title, { target: { value: '  ' } });
    await userEvent.click(screen.getByRole('button', { name: 'Publier' }));

    expect(api.adminSiteContent.publish).not.toHaveBeenCalled();
    expect(note.getAttribute('aria-invalid')).toBe('true');
    expect(errorOf(note)).toContain(siteContentMessages.note);
    expect(title.getAttribute('aria-invalid')).toBe('true');
    expect(errorOf(title)).toContain(siteContentMessages.required);
    // The first field of the page in error takes the focus.
    expect(document.activeElement).toBe(title);

    const bar = screen.getByRole('alert');
    expect(within(bar).getByText('2 champs sont à corriger avant de publier :')).toBeTruthy();
    const link = within(bar).getByRole('link', { name: `Note sur 5 — avis 1 : ${siteContentMessages.note}` });
    expect(link.getAttribute('href')).toBe(`#${note.id}`);
    await userEvent.click(link);
    expect(document.activeElement).toBe(note);

    // Corrected, the field is no longer pointed at.
    fireEvent.change(note, { target: { value: '4,5' } });
    expect(note.getAttribute('aria-invalid')).toBeNull();
    expect(within(screen.getByRole('alert')).queryByRole('link', { name: /Note sur 5/ })).toBeNull();
  }, 40_000);

  it('lands a refusal of the server under the field it names', async () => {
    rs.mocked(api.adminSiteContent.publish).mockRejectedValue(
      new ApiError(siteContentMessages.amount, 400, [
        { path: ['prices', 'table', 'confort', 6, 'amount'], message: siteContentMessages.amount },
      ]),
    );
    renderPage();
    await userEvent.click(await screen.findByRole('button', { name: 'Portrait solo' }, slow));
    await screen.findByLabelText('Montant en euros — Confort, Prix', {}, slow);
    await userEvent.click(screen.getByRole('button', { name: 'Publier' }));
    await waitFor(() => expect(api.adminSiteContent.publish).toHaveBeenCalled());
    const amount = input('Montant en euros — Confort, Prix');
    await waitFor(() => expect(amount.getAttribute('aria-invalid')).toBe('true'));
    expect(errorOf(amount)).toContain(siteContentMessages.amount);
    expect(document.activeElement).toBe(amount);
    expect(
      screen.getByRole('link', { name: `Montant en euros — Confort, Prix : ${siteContentMessages.amount}` }),
    ).toBeTruthy();
  }, 40_000);

  it('names a card’s fields by its title, and lists each destination once', async () => {
    renderPage();
    const first = initialSiteContent.tarifs.cards[0];
    if (!first) throw new Error('no card');
    const title = await screen.findByLabelText(`Titre de la carte « ${first.title} »`, {}, slow);
    expect((title as HTMLInputElement).value).toBe(first.title);
    const target = screen.getByLabelText(`Page de destination de la carte « ${first.title} »`);
    const names = within(target)
      .getAllByRole('option')
      .map((option) => option.textContent);
    expect(new Set(names).size).toBe(names.length);
    expect(names).toContain('Portrait grossesse');
    expect(names).toContain('Portrait nouveau-né');
  }, 40_000);
});

describe('the field search and the section menu', () => {
  it('leaves only the fields holding what she typed, and the menu lists the sections', async () => {
    renderPage();
    await userEvent.click(await screen.findByRole('button', { name: 'Mariage' }, slow));
    const confort = await screen.findByLabelText('Montant en euros — Confort, Prix', {}, slow);
    const menu = screen.getByLabelText('Aller à la section');
    const sections = within(menu)
      .getAllByRole('option')
      .map((option) => option.textContent?.trim());
    expect(sections).toEqual(expect.arrayContaining(['Textes', 'Tarifs', 'Formule Confort', 'Avis']));

    fireEvent.change(screen.getByRole('searchbox', { name: 'Chercher un champ' }), {
      target: { value: '1399' },
    });
    expect(shown(confort)).toBe(true);
    expect(shown(input('Montant en euros — Essentiel, Prix'))).toBe(false);
    expect(shown(input('Titre'))).toBe(false);
    expect(await screen.findByText('Un champ trouvé.')).toBeTruthy();

    fireEvent.change(screen.getByRole('searchbox', { name: 'Chercher un champ' }), {
      target: { value: 'prix confort' },
    });
    expect(shown(confort)).toBe(true);
    expect(shown(input('Montant en euros — Premium, Prix'))).toBe(false);
  }, 40_000);
});

import { api } from '@lapm/api-client';
import type { AdminArticle } from '@lapm/contracts';
import { beforeEach, describe, expect, it, rs } from '@rstest/core';
import { fireEvent, screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { renderRoute } from '../../../test/render';
import EditArticlePage from '../EditArticlePage';

rs.mock('@lapm/api-client', { spy: true });

const article: AdminArticle = {
  id: 4,
  slug: 'seance-en-foret',
  published: '2025-11-05',
  title: 'Séance en forêt',
  description: 'Une balade photo sous les pins, en famille.',
  cover: { src: 'placeholder:foret:1200x800', alt: 'Une famille marche sous les pins' },
  headTitle: '',
  headDescription: '',
  keywords: [],
  breadcrumbName: '',
  shareImage: { src: '', alt: '' },
  markdown: '## En forêt\n\nUne balade, puis [contactez-moi](/contacts).\n\n- des bottes',
  isPublished: false,
  version: 3,
  updatedAt: '2025-11-05T10:00:00.000Z',
  autosave: null,
};

async function renderEditor() {
  renderRoute(<EditArticlePage />, {
    pattern: '/admin/articles/edit-article/:id',
    url: '/admin/articles/edit-article/4',
  });
  return screen.findByRole('textbox', { name: 'Texte de l’article' }, { timeout: 5000 });
}

beforeEach(() => {
  localStorage.clear();
  rs.resetAllMocks();
  rs.mocked(api.adminArticles.revisions).mockResolvedValue([]);
  rs.mocked(api.adminArticles.get).mockResolvedValue(article);
  rs.mocked(api.adminArticles.autosave).mockResolvedValue({ saved_at: '2025-11-06T10:00:00.000Z' });
});

describe('the visual editor of an article', () => {
  it('opens by default on the text as the blog sets it, labelled by the field', async () => {
    const area = await renderEditor();
    expect(within(area).getByRole('heading', { level: 2, name: 'En forêt' })).toBeTruthy();
    expect(within(area).getByRole('link', { name: 'contactez-moi' }).getAttribute('href')).toBe('/contacts');
    expect(within(area).getByRole('listitem').textContent).toBe('des bottes');
    expect(screen.getByRole('button', { name: 'Visuel' }).getAttribute('aria-pressed')).toBe('true');
    expect(screen.queryByLabelText('Texte de l’article (Markdown)')).toBeNull();
    const toolbar = screen.getByRole('toolbar', { name: 'Mise en forme du texte' });
    for (const name of ['Intertitre', 'Liste', 'Lien', 'Photo', 'Formules']) {
      expect(within(toolbar).getByRole('button', { name })).toBeTruthy();
    }
    // The cursor starts in the heading.
    expect(within(toolbar).getByRole('button', { name: 'Intertitre' }).getAttribute('aria-pressed')).toBe(
      'true',
    );
    expect(within(toolbar).getByRole('button', { name: 'Liste' }).getAttribute('aria-pressed')).toBe('false');
  });

  it('adds offer cards she ticks, kept as {{formules: …}} by the draft', async () => {
    await renderEditor();
    fireEvent.click(screen.getByRole('button', { name: 'Formules' }));
    const offers = await screen.findByRole('group', { name: 'Cartes de formules affichées' });
    fireEvent.click(within(offers).getByRole('checkbox', { name: 'Toi & Moi (Couple)' }));
    fireEvent.click(within(offers).getByRole('checkbox', { name: 'Feel Good (Solo)' }));
    await waitFor(() => expect(api.adminArticles.autosave).toHaveBeenCalled(), { timeout: 5000 });
    const fields = rs.mocked(api.adminArticles.autosave).mock.calls.at(-1)?.[1] as { markdown?: string };
    const markdown = fields?.markdown;
    expect(markdown).toContain('{{formules: toi-et-moi, feel-good}}');
    expect(markdown).toContain('## En forêt');

    fireEvent.click(within(offers).getByRole('button', { name: 'Retirer les cartes de formules' }));
    expect(screen.queryByRole('group', { name: 'Cartes de formules affichées' })).toBeNull();
  });

  it('shows the same text in Markdown when she switches, and keeps her choice', async () => {
    await renderEditor();
    fireEvent.click(screen.getByRole('button', { name: 'Markdown' }));
    const markdown = screen.getByLabelText('Texte de l’article (Markdown)') as HTMLTextAreaElement;
    expect(markdown.value).toBe(article.markdown);
    expect(localStorage.getItem('lapm.articleBodyMode')).toBe('markdown');
  });
});

describe('the visual editor’s toolbar, by keyboard', () => {
  it('is one stop of Tab, whose arrow keys, Home and End move between its buttons', async () => {
    await renderEditor();
    const toolbar = screen.getByRole('toolbar', { name: 'Mise en forme du texte' });
    const button = (name: string) => within(toolbar).getByRole('button', { name });
    const reachable = () =>
      within(toolbar)
        .getAllByRole('button')
        .filter((element) => element.tabIndex === 0)
        .map((element) => element.textContent);
    expect(reachable()).toEqual(['Intertitre']);

    button('Intertitre').focus();
    await userEvent.keyboard('{ArrowRight}');
    expect(document.activeElement).toBe(button('Liste'));
    await userEvent.keyboard('{ArrowRight}{ArrowRight}');
    expect(document.activeElement).toBe(button('Photo'));
    await userEvent.keyboard('{End}');
    expect(document.activeElement).toBe(button('Formules'));
    await userEvent.keyboard('{ArrowRight}');
    expect(document.activeElement).toBe(button('Intertitre'));
    await userEvent.keyboard('{ArrowLeft}');
    expect(document.activeElement).toBe(button('Formules'));
    await userEvent.keyboard('{Home}{ArrowRight}');
    expect(document.activeElement).toBe(button('Liste'));

    // Tab leaves the toolbar; coming back, it lands on the button she left.
    expect(reachable()).toEqual(['Liste']);
    await userEvent.tab();
    expect(toolbar.contains(document.activeElement)).toBe(false);
    await userEvent.tab({ shift: true });
    expect(document.activeElement).toBe(button('Liste'));
  });
});

describe('the visual editor with several photos', () => {
  it('names each caption field by its photo: its description, and its place when another photo has it too', async () => {
    const photo = (alt: string, caption = '') =>
      `![${alt}](placeholder:foret:1200x800${caption ? ` "${caption}"` : ''})`;
    rs.mocked(api.adminArticles.get).mockResolvedValue({
      ...article,
      markdown: [
        '## En forêt',
        photo('Les pins', 'Le matin.'),
        photo('Une famille sous les pins'),
        photo('Les pins'),
      ].join('\n\n'),
    });
    await renderEditor();
    const captions = screen.getAllByRole('textbox', { name: /^Légende \(facultative\)/ });
    expect(captions.map((field) => field.getAttribute('value') ?? '')).toEqual(['Le matin.', '', '']);
    expect(screen.getByLabelText('Légende (facultative) de la photo 1 sur 3 « Les pins »')).toBe(captions[0]);
    expect(screen.getByLabelText('Légende (facultative) de la photo « Une famille sous les pins »')).toBe(
      captions[1],
    );
    expect(screen.getByLabelText('Légende (facultative) de la photo 3 sur 3 « Les pins »')).toBe(captions[2]);
  });
});

describe('the visual editor and a text from elsewhere', () => {
  it('leaves a text typed by hand as it is until she changes it: no draft on opening', async () => {
    rs.mocked(api.adminArticles.get).mockResolvedValue({ ...article, markdown: '* des bottes\n' });
    const area = await renderEditor();
    fireEvent.focus(area);
    fireEvent.click(area);
    await new Promise((resolve) => setTimeout(resolve, 2000));
    expect(api.adminArticles.autosave).not.toHaveBeenCalled();
    expect(screen.queryByText('Enregistrement…')).toBeNull();
  });

  it('opens on the draft she typed elsewhere, and follows a text put back from the Markdown', async () => {
    rs.mocked(api.adminArticles.get).mockResolvedValue({
      ...article,
      autosave: {
        fields: { ...article, markdown: '## Repris ailleurs' },
        saved_at: '2025-11-06T10:00:00.000Z',
      },
    });
    const area = await renderEditor();
    expect(within(area).getByRole('heading', { level: 2, name: 'Repris ailleurs' })).toBeTruthy();
    fireEvent.click(screen.getByRole('button', { name: 'Markdown' }));
    fireEvent.change(screen.getByLabelText('Texte de l’article (Markdown)'), {
      target: { value: '- Tapé en Markdown' },
    });
    fireEvent.click(screen.getByRole('button', { name: 'Visuel' }));
    const again = await screen.findByRole('textbox', { name: 'Texte de l’article' });
    expect(within(again).getByRole('listitem').textContent).toBe('Tapé en Markdown');
  });
});

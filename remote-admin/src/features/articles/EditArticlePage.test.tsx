import { ApiError, api } from '@lapm/api-client';
import { type AdminArticle, articleMessages } from '@lapm/contracts';
import { beforeEach, describe, expect, it, rs } from '@rstest/core';
import { fireEvent, screen, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { renderRoute } from '../../test/render';
import EditArticlePage from './EditArticlePage';

rs.mock('@lapm/api-client', { spy: true });

const article: AdminArticle = {
  id: 4,
  slug: 'seance-en-foret',
  published: '2025-11-05',
  title: 'Séance en forêt',
  description: 'Une balade photo sous les pins, en famille.',
  cover: { src: 'placeholder:foret:1200x800', alt: 'Une famille marche sous les pins' },
  headTitle: 'Séance photo en forêt | LAPM Photographie',
  headDescription: 'Une séance photo en famille dans la forêt près de Montpellier.',
  keywords: ['séance famille', 'forêt'],
  breadcrumbName: 'Séance en forêt',
  shareImage: { src: 'placeholder:foret-partage:1200x800', alt: 'Une famille sous les pins' },
  markdown: '## En forêt\n\nUne balade, puis [contactez-moi](/contacts).',
  isPublished: false,
  version: 3,
  updatedAt: '2025-11-05T10:00:00.000Z',
  autosave: null,
};

const field = (label: string) => screen.getByLabelText(label) as HTMLInputElement;

async function renderLoaded() {
  renderRoute(<EditArticlePage />, {
    pattern: '/admin/articles/edit-article/:id',
    url: '/admin/articles/edit-article/4',
  });
  await screen.findByLabelText('Titre');
}

beforeEach(() => {
  // These tests type Markdown: the visual editor has its own (visual/VisualEditor.test.tsx).
  localStorage.setItem('lapm.articleBodyMode', 'markdown');
  rs.resetAllMocks();
  rs.mocked(api.adminArticles.revisions).mockResolvedValue([]);
  rs.mocked(api.adminArticles.get).mockResolvedValue(article);
  rs.mocked(api.adminArticles.autosave).mockResolvedValue({ saved_at: '2025-11-06T10:00:00.000Z' });
});

/** Two saves in a row: the version she loaded, then the one the first save gave back. */
async function saveWithVersion() {
  rs.mocked(api.adminArticles.update).mockImplementation(async (_id, payload) => ({
    ...article,
    title: payload.title,
    version: payload.version + 1,
  }));
  await renderLoaded();
  fireEvent.change(field('Titre'), { target: { value: 'Séance en forêt de pins' } });
  await userEvent.click(screen.getByRole('button', { name: 'Enregistrer' }));
  expect(await screen.findByText(/Modifications enregistrées\./)).toBeTruthy();
  expect(rs.mocked(api.adminArticles.update).mock.calls[0]).toEqual([
    4,
    expect.objectContaining({
      title: 'Séance en forêt de pins',
      keywords: ['séance famille', 'forêt'],
      version: 3,
    }),
  ]);
  await userEvent.click(screen.getByRole('button', { name: 'Enregistrer' }));
  expect(rs.mocked(api.adminArticles.update).mock.calls[1]?.[1]).toMatchObject({ version: 4 });
}

/** An article without address, lead or cover, and its title cleared before publishing. */
async function nameMissingFields() {
  rs.mocked(api.adminArticles.get).mockResolvedValue({
    ...article,
    slug: '',
    description: '',
    cover: { src: '', alt: '' },
  });
  await renderLoaded();
  fireEvent.change(field('Titre'), { target: { value: '' } });
  await userEvent.click(screen.getByRole('button', { name: 'Publier' }));
  const links = [...screen.getByRole('alert').querySelectorAll('a')].map((a) => a.getAttribute('href'));
  expect(links).toEqual(['#article-title', '#article-slug', '#article-cover', '#article-coverAlt']);
  expect(screen.getByText(/^2 champs|^4 champs/)).toBeTruthy();
  expect(api.adminArticles.publish).not.toHaveBeenCalled();
}

/** The server's blocks and the problems it found. */
async function previewAsServer() {
  rs.mocked(api.adminArticles.preview).mockResolvedValue({
    body: [
      { type: 'heading', text: 'En forêt' },
      {
        type: 'paragraph',
        content: ['Une balade, puis ', { text: 'contactez-moi', to: '/contacts' }, '.'],
      },
    ],
    problems: ['Le lien « javascript:x » n’est pas accepté.'],
  });
  await renderLoaded();
  await userEvent.click(screen.getByRole('button', { name: 'Aperçu' }));
  const preview = await screen.findByRole('region', { name: 'Aperçu de l’article' });
  expect(within(preview).getByRole('heading', { level: 2, name: 'En forêt' })).toBeTruthy();
  expect(screen.getByRole('link', { name: 'contactez-moi' }).getAttribute('href')).toBe('/contacts');
  expect(screen.getByText('Le lien « javascript:x » n’est pas accepté.')).toBeTruthy();
  expect(api.adminArticles.preview).toHaveBeenCalledWith(article.markdown);
}

/** A link clicked in the preview while a title is not saved yet. */
async function openPreviewLink() {
  rs.mocked(api.adminArticles.preview).mockResolvedValue({
    body: [{ type: 'paragraph', content: [{ text: 'contactez-moi', to: '/contacts' }] }],
    problems: [],
  });
  const open = rs.spyOn(window, 'open').mockReturnValue(null);
  await renderLoaded();
  fireEvent.change(field('Titre'), { target: { value: 'Un titre pas encore enregistré' } });
  await userEvent.click(screen.getByRole('button', { name: 'Aperçu' }));
  await userEvent.click(await screen.findByRole('link', { name: 'contactez-moi' }));
  expect(open).toHaveBeenCalledWith(expect.stringMatching(/\/contacts$/), '_blank', 'noopener');
  expect((field('Titre') as HTMLInputElement).value).toBe('Un titre pas encore enregistré');
  open.mockRestore();
}

/** A draft published, then taken off the blog. */
async function publishThenWithdraw() {
  rs.mocked(api.adminArticles.update).mockResolvedValue({ ...article, version: 4 });
  rs.mocked(api.adminArticles.publish).mockResolvedValue({ ...article, isPublished: true, version: 4 });
  rs.mocked(api.adminArticles.unpublish).mockResolvedValue({ ...article, isPublished: false, version: 5 });
  await renderLoaded();
  expect(screen.getByText(/Brouillon : l’article n’est pas sur le blog\./)).toBeTruthy();
  await userEvent.click(screen.getByRole('button', { name: 'Publier' }));
  expect(
    await screen.findByText(/En ligne à l’adresse \/blog\/seance-en-foret\. Article publié\./),
  ).toBeTruthy();
  await userEvent.click(screen.getByRole('button', { name: 'Retirer du blog' }));
  expect(await screen.findByText(/Article retiré du blog\./)).toBeTruthy();
  expect(api.adminArticles.unpublish).toHaveBeenCalledWith(4);
}

/** An article dated 2999: scheduled, unscheduled, then published today. */
async function scheduleThenPublishNow() {
  const later = { ...article, published: '2999-01-01' };
  rs.mocked(api.adminArticles.get).mockResolvedValue(later);
  rs.mocked(api.adminArticles.update).mockResolvedValue({ ...later, version: 4 });
  rs.mocked(api.adminArticles.publish).mockResolvedValue({ ...later, isPublished: true, version: 5 });
  rs.mocked(api.adminArticles.publishNow).mockResolvedValue({
    ...later,
    published: '2025-11-06',
    isPublished: true,
    version: 7,
  });
  rs.mocked(api.adminArticles.unpublish).mockResolvedValue({ ...later, isPublished: false, version: 6 });
  await renderLoaded();
  await userEvent.click(screen.getByRole('button', { name: 'Publier' }));
  expect(
    await screen.findByText(
      'Programmé pour le 01/01/2999 : l’article paraîtra sur le blog ce jour-là. Programmation enregistrée.',
    ),
  ).toBeTruthy();
  expect(screen.queryByText(/Article publié/)).toBeNull();
  expect(screen.queryByRole('button', { name: 'Retirer du blog' })).toBeNull();
  await userEvent.click(screen.getByRole('button', { name: 'Dépublier' }));
  expect(await screen.findByText(/Programmation annulée/)).toBeTruthy();
  expect(api.adminArticles.unpublish).toHaveBeenCalledWith(4);
  rs.mocked(api.adminArticles.publish).mockResolvedValue({ ...later, isPublished: true, version: 5 });
  await userEvent.click(screen.getByRole('button', { name: 'Publier' }));
  await userEvent.click(await screen.findByRole('button', { name: 'Publier maintenant' }));
  expect(
    await screen.findByText(/En ligne à l’adresse \/blog\/seance-en-foret\. Article publié\./),
  ).toBeTruthy();
  expect(api.adminArticles.publishNow).toHaveBeenCalledWith(4);
}

/** The search engine preview as she edits the page title, then empties it. */
async function countSearchResult() {
  await renderLoaded();
  const result = screen.getByRole('region', { name: 'Aperçu dans un moteur de recherche' });
  expect(result.textContent).toContain('Titre : 41 caractères sur 60, montré en entier.');
  expect(result.textContent).toContain(
    'Description : 62 caractères, moins de 70 : le moteur pourrait la remplacer par un extrait de la page.',
  );
  expect(result.textContent).toContain('/blog/seance-en-foret');

  const title = field('Titre de la page (onglet et moteurs de recherche)');
  await userEvent.clear(title);
  await userEvent.type(title, 'Séance photo en famille sous les pins de la forêt près de Montpellier');
  expect(result.textContent).toContain('Titre : 69 caractères, plus de 60 : il sera coupé.');
  expect(result.textContent).toContain('Séance photo en famille sous les pins de la forêt près de…');

  // Left empty, the page takes the article's title: the preview shows that one.
  await userEvent.clear(title);
  expect(result.textContent).toContain('Séance en forêt');
}

describe('EditArticlePage', () => {
  it('saves with the version it was loaded from, then with the next one', saveWithVersion);

  it('when someone saved in between, says so in French and keeps everything typed', async () => {
    rs.mocked(api.adminArticles.update).mockRejectedValue(new ApiError(articleMessages.stale, 409));
    await renderLoaded();
    fireEvent.change(field('Texte de l’article (Markdown)'), { target: { value: '## Mon nouveau texte' } });
    await userEvent.click(screen.getByRole('button', { name: 'Enregistrer' }));
    expect((await screen.findByRole('alert')).textContent).toBe(articleMessages.stale);
    expect(field('Texte de l’article (Markdown)').value).toBe('## Mon nouveau texte');
  });

  it('refuses to send an unsafe link, saying why under the text and at the top', async () => {
    await renderLoaded();
    fireEvent.change(field('Texte de l’article (Markdown)'), {
      target: { value: '[clic](javascript:alert(1))' },
    });
    await userEvent.click(screen.getByRole('button', { name: 'Enregistrer' }));
    const list = screen.getByRole('alert');
    expect(list.textContent).toContain('Le lien « javascript:alert(1) » n’est pas accepté');
    expect(list.querySelector('a')?.getAttribute('href')).toBe('#article-markdown');
    expect(field('Texte de l’article (Markdown)').getAttribute('aria-invalid')).toBe('true');
    expect(api.adminArticles.update).not.toHaveBeenCalled();
  });

  it('publishing names every missing field at once, each linked to its field', nameMissingFields);

  it('previews the Markdown as the server renders it, with what it refuses', previewAsServer);

  it('opens a link of the preview in a new tab, and keeps the editor with what she typed', openPreviewLink);

  it('saves what she typed, publishes, then takes the article off the blog', publishThenWithdraw);

  it(
    'says a publication with a day to come is scheduled, and offers « Publier maintenant » and « Dépublier »',
    scheduleThenPublishNow,
  );

  it(
    'counts the title and description she writes for search engines, and shows the result they make',
    countSearchResult,
  );

  it('says the article does not exist on a 404', async () => {
    rs.mocked(api.adminArticles.get).mockRejectedValue(new ApiError('Article introuvable.', 404));
    renderRoute(<EditArticlePage />, {
      pattern: '/admin/articles/edit-article/:id',
      url: '/admin/articles/edit-article/9',
    });
    expect((await screen.findByRole('alert')).textContent).toBe('Article introuvable.');
  });
});

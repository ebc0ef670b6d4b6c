import { api } from '@lapm/api-client';
import { initialArticles } from '@lapm/articles/initial-articles';
import type { AdminArticle, Photo } from '@lapm/contracts';
import { beforeEach, describe, expect, it, rs } from '@rstest/core';
import { fireEvent, screen, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { renderRoute } from '../../test/render';
import EditArticlePage from './EditArticlePage';

rs.mock('@lapm/api-client', { spy: true });

const [model] = initialArticles;
if (!model) throw new Error('no initial article');
const article: AdminArticle = {
  ...model,
  id: 4,
  markdown: 'Premier paragraphe.\nSuite du premier.\n\nDernier paragraphe.',
  isPublished: false,
  version: 3,
  updatedAt: '2025-11-05T10:00:00.000Z',
  autosave: null,
};

const photo = (id: string, alt: string): Photo => ({
  id,
  name: `${id}.jpg`,
  alt,
  status: 'ready',
  error: null,
  published: true,
  width: 1600,
  height: 1067,
  widths: [480, 800, 1200, 1600],
  placeholder: 'data:image/webp;base64,AAAA',
  uploaded_at: '2026-05-12T10:00:00.000Z',
});
const pins = photo('0b6c2a4e-6a43-4d7e-9d7e-2f1f5c1e9a10', 'Une famille [en balade] sous les pins');
const beach = photo('7d0e1f2a-3b4c-4d5e-8f60-718293a4b5c6', 'Deux enfants sur la plage');
const page = (data: Photo[]) => ({ data, total: data.length, page: 1, page_size: 48 });

const markdown = () => screen.getByLabelText('Texte de l’article (Markdown)') as HTMLTextAreaElement;

beforeEach(() => {
  // These tests type Markdown: the visual editor has its own (visual/VisualEditor.test.tsx).
  localStorage.setItem('lapm.articleBodyMode', 'markdown');
  rs.resetAllMocks();
  rs.mocked(api.adminArticles.revisions).mockResolvedValue([]);
  rs.mocked(api.adminArticles.get).mockResolvedValue(article);
  rs.mocked(api.adminArticles.autosave).mockResolvedValue({ saved_at: '2025-11-06T10:00:00.000Z' });
  rs.mocked(api.photos.list).mockImplementation(async ({ q }) =>
    page(q ? [pins, beach].filter((p) => p.alt.includes(q)) : [pins, beach]),
  );
  rs.mocked(api.photos.get).mockImplementation(async (id) => {
    const found = [pins, beach].find((p) => p.id === id);
    if (!found) throw new Error('unknown photo');
    return found;
  });
});

async function openPicker() {
  renderRoute(<EditArticlePage />, {
    pattern: '/admin/articles/edit-article/:id',
    url: '/admin/articles/edit-article/4',
  });
  await screen.findByLabelText('Titre');
  await userEvent.click(screen.getByRole('button', { name: 'Insérer une photo' }));
  return screen.getByRole('region', { name: 'Photos publiées de la photothèque' });
}

describe('the photo picker of the article editor', () => {
  it('lists published photos only as thumbnails, searched by their description, without saving the article on Enter', async () => {
    const picker = await openPicker();
    expect(
      await within(picker).findByRole('button', { name: 'Insérer « Deux enfants sur la plage »' }),
    ).toBeTruthy();
    expect(rs.mocked(api.photos.list).mock.calls[0]?.[0]).toEqual({ q: '', published: 'true', page: 1 });

    await userEvent.type(within(picker).getByLabelText('Rechercher une photo'), 'plage{Enter}');
    expect(rs.mocked(api.photos.list).mock.calls.at(-1)?.[0]).toEqual({
      q: 'plage',
      published: 'true',
      page: 1,
    });
    expect(
      await within(picker).findByRole('button', { name: 'Insérer « Deux enfants sur la plage »' }),
    ).toBeTruthy();
    expect(within(picker).queryByRole('button', { name: `Insérer « ${pins.alt} »` })).toBeNull();
    expect(api.adminArticles.update).not.toHaveBeenCalled();
  });

  it('inserts the photo’s image line at the cursor, alone between empty lines', async () => {
    const picker = await openPicker();
    // The cursor after « Premier paragraphe. », inside the first paragraph.
    markdown().setSelectionRange(19, 19);
    fireEvent.select(markdown());
    await userEvent.click(await within(picker).findByRole('button', { name: `Insérer « ${pins.alt} »` }));
    expect(markdown().value).toBe(
      'Premier paragraphe.\n\n![Une famille en balade sous les pins](/photos/0b6c2a4e-6a43-4d7e-9d7e-2f1f5c1e9a10)\n\nSuite du premier.\n\nDernier paragraphe.',
    );
    // The picker closes once the photo is in; she goes on typing on the empty line after it.
    expect(screen.queryByRole('region', { name: 'Photos publiées de la photothèque' })).toBeNull();
    expect(document.activeElement).toBe(markdown());
    expect(markdown().selectionStart).toBe(markdown().value.indexOf('\nSuite du premier.'));
  });

  it('adds the line at the end when she never put the cursor in the text', async () => {
    const picker = await openPicker();
    await userEvent.click(await within(picker).findByRole('button', { name: `Insérer « ${beach.alt} »` }));
    expect(markdown().value).toBe(
      `${article.markdown}\n\n![Deux enfants sur la plage](/photos/7d0e1f2a-3b4c-4d5e-8f60-718293a4b5c6)\n`,
    );
  });

  it('shows the text’s photos as thumbnails, never as their ids', async () => {
    const picker = await openPicker();
    await userEvent.click(await within(picker).findByRole('button', { name: `Insérer « ${beach.alt} »` }));
    const strip = await screen.findByRole('list', { name: 'Photos du texte' });
    const thumbnail = await within(strip).findByRole('img', { name: beach.alt });
    expect(thumbnail.getAttribute('src')).toContain(`/photos/${beach.id}/files/480.jpg`);
  });

  it('chooses the cover from the library: its file, which works as an image, and its alt text', async () => {
    rs.mocked(api.adminArticles.get).mockResolvedValue({ ...article, cover: { src: '', alt: '' } });
    renderRoute(<EditArticlePage />, {
      pattern: '/admin/articles/edit-article/:id',
      url: '/admin/articles/edit-article/4',
    });
    await userEvent.click(await screen.findByRole('button', { name: 'Choisir dans la photothèque' }));
    await userEvent.click(await screen.findByRole('button', { name: `Choisir « ${beach.alt} »` }));
    const cover = screen.getByRole('img', { name: beach.alt });
    expect(cover.getAttribute('src')).toBe(`/photos/${beach.id}/1600.jpg`);
    expect((screen.getByLabelText('Description de la photo de couverture') as HTMLInputElement).value).toBe(
      beach.alt,
    );
  });
});

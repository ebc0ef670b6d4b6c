import { describe, expect, test } from '@rstest/core';
import { render, screen } from '@testing-library/react';
import { MemoryRouter } from 'react-router-dom';
import { ArticleBody } from './ArticleBody';
import { renderMarkdown } from './markdown';

const id = '0b6c2a4e-6a43-4d7e-9d7e-2f1f5c1e9a10';
const variants = (extension: string) =>
  [800, 1600].map((width) => ({ src: `/photos/${id}/${width}.${extension}`, width }));

describe('article body', () => {
  test('shows a library photo as a responsive picture that reserves its height', () => {
    render(
      <MemoryRouter>
        <ArticleBody
          onOpenImage={() => undefined}
          blocks={[
            {
              type: 'image',
              image: {
                src: `/photos/${id}`,
                alt: 'Les mariés sous les platanes',
                width: 1600,
                height: 2400,
                placeholder: 'data:image/webp;base64,AAAA',
                variants: { avif: variants('avif'), webp: variants('webp'), jpeg: variants('jpg') },
              },
            },
          ]}
        />
      </MemoryRouter>,
    );
    const image = screen.getByRole('img', { name: 'Les mariés sous les platanes' });
    expect([image.getAttribute('width'), image.getAttribute('height')]).toEqual(['1600', '2400']);
    expect(image.getAttribute('srcset')).toBe(`/photos/${id}/800.jpg 800w, /photos/${id}/1600.jpg 1600w`);
    const sources = [...(image.parentElement?.querySelectorAll('source') ?? [])];
    expect(sources.map((source) => [source.type, source.getAttribute('srcset')])).toEqual([
      ['image/avif', `/photos/${id}/800.avif 800w, /photos/${id}/1600.avif 1600w`],
      ['image/webp', `/photos/${id}/800.webp 800w, /photos/${id}/1600.webp 1600w`],
    ]);
  });

  test('one rendering for the blog and the preview: French spacing, router links, offer cards as cards', () => {
    const { blocks } = renderMarkdown(
      'Pourquoi ? Écrivez-moi : [la page contact](/contacts).\n\n{{formules: feel-good, neuf-mois}}',
    );
    // The admin's preview: no overlay, so photos are plain.
    render(
      <MemoryRouter>
        <ArticleBody blocks={blocks} />
      </MemoryRouter>,
    );
    expect(screen.getByText(/^Pourquoi/).textContent).toBe(
      'Pourquoi\u202f? Écrivez-moi\u202f: la page contact.',
    );
    const contact = screen.getByRole('link', { name: 'la page contact' });
    expect(contact.getAttribute('href')).toBe('/contacts');
    expect(contact.getAttribute('data-discover')).toBe('true');
    const cards = screen.getAllByRole('listitem');
    expect(cards.map((card) => card.querySelector('h3, h2, h4')?.textContent)).toEqual([
      'Feel Good',
      '9 mois',
    ]);
    expect(cards.every((card) => card.querySelector('img'))).toBe(true);
  });
});

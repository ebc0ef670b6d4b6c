import { api } from '@lapm/api-client';
import type { CardPhoto, Photo, PricesPageDocument } from '@lapm/contracts';
import { initialSiteContent } from '@lapm/site-seed';
import { beforeEach, describe, expect, it, rs } from '@rstest/core';
import { render, screen, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { useState } from 'react';
import { CardsEditor } from './CardsEditor';

rs.mock('@lapm/api-client', { spy: true });

const photo = (id: string, alt: string): Photo => ({
  id,
  name: `${id}.jpg`,
  alt,
  status: 'ready',
  error: null,
  published: true,
  width: 1200,
  height: 800,
  widths: [160, 480, 800],
  placeholder: 'data:image/webp;base64,AAAA',
  uploaded_at: '2026-05-12T10:00:00.000Z',
  focal_point: { x: 50, y: 50 },
});

beforeEach(() => {
  rs.resetAllMocks();
  rs.mocked(api.photos.list).mockResolvedValue({
    data: [photo('p1', 'Danseuse en plein saut')],
    total: 1,
    page: 1,
    page_size: 48,
  });
});

let latest: PricesPageDocument | undefined;
let photos: Record<string, CardPhoto> = {};

function Editor() {
  const [document, setDocument] = useState(initialSiteContent.tarifs as PricesPageDocument);
  latest = document;
  return (
    <CardsEditor
      document={document}
      publishedKeys={initialSiteContent.tarifs.cards.map((card) => card.key)}
      onChange={setDocument}
      onPhotos={(known) => (photos = known)}
    />
  );
}

describe('the background of a /tarifs card', () => {
  // The editor draws every card of /tarifs: seconds of the DOM on a busy machine.
  it('is chosen among the library’s thumbnails, and can go back to the site’s image', async () => {
    render(<Editor />);
    const first = (latest as PricesPageDocument).cards[0];
    if (!first) throw new Error('no card');
    const card = screen.getByRole('group', { name: `Photo de fond de la carte « ${first.title} »` });
    expect(within(card).getByText('Image du site')).toBeTruthy();

    await userEvent.click(
      within(card).getByRole('button', { name: `Choisir une photo pour la carte « ${first.title} »` }),
    );
    await userEvent.click(
      await within(card).findByRole('button', { name: 'Choisir « Danseuse en plein saut »' }),
    );
    expect(latest?.cards[0]?.photoId).toBe('p1');
    expect(within(card).getByText('Photo de la photothèque : « Danseuse en plein saut »')).toBeTruthy();
    // The picker closes once she has chosen; the preview knows the photo it will draw.
    expect(within(card).queryByRole('button', { name: 'Choisir « Danseuse en plein saut »' })).toBeNull();
    expect(photos.p1?.alt).toBe('Danseuse en plein saut');

    await userEvent.click(
      within(card).getByRole('button', {
        name: `Reprendre l’image du site pour la carte « ${first.title} »`,
      }),
    );
    expect(latest?.cards[0]?.photoId).toBeNull();
    expect(within(card).getByText('Image du site')).toBeTruthy();
  }, 30_000);
});

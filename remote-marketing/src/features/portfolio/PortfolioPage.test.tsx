import { type PlacedPhoto, paths } from '@lapm/contracts';
import { describe, expect, it } from '@rstest/core';
import { screen, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { portfolioAlbums } from '../../content/portfolio';
import { renderPage } from '../../test/render';
import { sample, seededRandom } from './draw';
import PortfolioPage from './PortfolioPage';

const albumNames = [
  'Album Paysages naturels',
  'Album Photographie de rue',
  'Album Architecture urbaine',
  'Album Portraits privés et professionnels',
];

const altsOf = (name: string) =>
  within(screen.getByRole('list', { name }))
    .getAllByRole('img')
    .map((image) => image.getAttribute('alt'));

describe('PortfolioPage', () => {
  it('shows the studio name, the text block and albums of 15, 10, 15 and 25 photos', () => {
    renderPage(<PortfolioPage />);
    expect(screen.getByRole('heading', { level: 1, name: 'LAPM Photographie' })).toBeTruthy();
    expect(screen.getByRole('heading', { level: 2, name: 'Un regard artistique multiple' })).toBeTruthy();
    expect(albumNames.map((name) => altsOf(name).length)).toEqual([15, 10, 15, 25]);
  });

  it('draws a new sample of each album on every visit', () => {
    const first = renderPage(<PortfolioPage />);
    const before = albumNames.flatMap(altsOf).join('|');
    first.unmount();
    renderPage(<PortfolioPage />);
    const after = albumNames.flatMap(altsOf).join('|');
    expect(after).not.toBe(before);
  });

  it('shows her selection instead of the demo photos: whole and in her order when it is smaller than the album', () => {
    const placed = (id: string, alt: string): PlacedPhoto => ({
      id,
      alt,
      width: 1600,
      height: 1067,
      widths: [480, 960, 1600],
      placeholder: 'data:image/webp;base64,AAAA',
    });
    renderPage(<PortfolioPage />, paths.portfolio, {
      [paths.portfolio]: {
        'portfolio:photographie-de-rue': [
          placed('b', 'Marché des Arceaux'),
          placed('a', 'Place de la Comédie'),
        ],
      },
    });
    expect(altsOf('Album Photographie de rue')).toEqual(['Marché des Arceaux', 'Place de la Comédie']);
    const sources = [...document.querySelectorAll('[aria-label="Album Photographie de rue"] source')];
    expect(sources.map((source) => [source.getAttribute('type'), source.getAttribute('srcset')])).toEqual([
      ['image/avif', '/photos/b/480.avif 480w, /photos/b/960.avif 960w, /photos/b/1600.avif 1600w'],
      ['image/webp', '/photos/b/480.webp 480w, /photos/b/960.webp 960w, /photos/b/1600.webp 1600w'],
      ['image/avif', '/photos/a/480.avif 480w, /photos/a/960.avif 960w, /photos/a/1600.avif 1600w'],
      ['image/webp', '/photos/a/480.webp 480w, /photos/a/960.webp 960w, /photos/a/1600.webp 1600w'],
    ]);
    // The other albums keep their demo draw.
    expect(albumNames.map((name) => altsOf(name).length)).toEqual([15, 2, 15, 25]);
  });

  it('draws from the page’s seed the photos the server drew with it, in their order', () => {
    const { landscapes } = portfolioAlbums;
    const drawn = sample(landscapes.pool, landscapes.shown, seededRandom(42, landscapes.id));
    renderPage(<PortfolioPage />, paths.portfolio, {}, 42);

    expect(altsOf(albumNames[0] as string)).toEqual(drawn.map((photo) => photo.alt));
  });

  it('opens a photo in the full-size viewer', async () => {
    renderPage(<PortfolioPage />);
    const [first] = within(screen.getByRole('list', { name: albumNames[0] })).getAllByRole('link');
    await userEvent.click(first as HTMLElement);
    expect(screen.getByRole('dialog')).toBeTruthy();
  });
});

import { describe, expect, it } from '@rstest/core';
import { screen, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { renderPage } from '../../test/render';
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

  it('opens a photo in the full-size viewer', async () => {
    renderPage(<PortfolioPage />);
    const [first] = within(screen.getByRole('list', { name: albumNames[0] })).getAllByRole('button');
    await userEvent.click(first as HTMLElement);
    expect(screen.getByRole('dialog')).toBeTruthy();
  });
});

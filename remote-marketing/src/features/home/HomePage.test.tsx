import { describe, expect, it } from '@rstest/core';
import { screen } from '@testing-library/react';
import { renderPage } from '../../test/render';
import HomePage from './HomePage';

describe('HomePage', () => {
  it('links to Corporate, LifeStyle, Mariage, who am I and the portfolio top', () => {
    renderPage(<HomePage />);
    const hrefs = screen.getAllByRole('link').map((link) => link.getAttribute('href'));
    for (const path of [
      '/portrait-corporate',
      '/portrait-lifestyle',
      '/portrait-mariage',
      '/qui-suis-je',
      '/portfolio#top',
    ]) {
      expect(hrefs).toContain(path);
    }
  });
});

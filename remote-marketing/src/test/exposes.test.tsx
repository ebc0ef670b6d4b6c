// Lives outside exposes/: the standalone entry bundles every .tsx file of that folder.

import { exposedModules } from '@lapm/contracts';
import { describe, expect, it } from '@rstest/core';
import { screen } from '@testing-library/react';
import type { ComponentType } from 'react';
import { renderPage } from './render';

const exposes = import.meta.webpackContext('../exposes', {
  recursive: false,
  regExp: /^\.\/[A-Za-z]+\.tsx$/,
  mode: 'sync',
});
const load = (module: string) =>
  (exposes(`./${module}.tsx`) as unknown as { default: ComponentType }).default;

describe('exposed pages', () => {
  it('exposes exactly the modules of the route table', () => {
    expect(
      exposes
        .keys()
        .map((key) => key.slice(2, -4))
        .sort(),
    ).toEqual(exposedModules('marketing').sort());
  });

  for (const module of exposedModules('marketing')) {
    it(`${module} renders one H1`, () => {
      const Page = load(module);
      renderPage(<Page />);
      expect(screen.getAllByRole('heading', { level: 1 })).toHaveLength(1);
    });
  }

  // The largest image of a page that opens on a photo is its LCP: fetched first, never lazy.
  // On a phone the portfolio's first album starts within the first screen.
  const openOnPhoto = new Set([
    'Home',
    'Portfolio',
    'About',
    'Prices',
    'Lifestyle',
    'Corporate',
    'Solo',
    'Duo',
    'Family',
    'Newborn',
    'Pregnancy',
    'Hobby',
    'Wedding',
  ]);
  for (const module of exposedModules('marketing')) {
    it(`${module} loads ${openOnPhoto.has(module) ? 'its largest image first' : 'no image first'}`, () => {
      const Page = load(module);
      const { container } = renderPage(<Page />);
      const first = [...container.querySelectorAll('img[fetchpriority="high"]')];
      expect(first).toHaveLength(openOnPhoto.has(module) ? 1 : 0);
      for (const img of first) {
        expect(img.getAttribute('loading')).toBe('eager');
        expect(img.getAttribute('sizes')).not.toBe('100vw');
      }
    });

    it(`${module} shows only pipeline photos, sized and lazy below the fold`, () => {
      const Page = load(module);
      const { container } = renderPage(<Page />);
      for (const img of container.querySelectorAll('img')) {
        expect(img.getAttribute('srcset')).toMatch(/^\/images\/\S+\.jpg 480w/);
        expect(Number(img.getAttribute('width'))).toBeGreaterThan(0);
        expect(Number(img.getAttribute('height'))).toBeGreaterThan(0);
        if (!img.hasAttribute('fetchpriority')) expect(img.getAttribute('loading')).toBe('lazy');
      }
    });
  }
});

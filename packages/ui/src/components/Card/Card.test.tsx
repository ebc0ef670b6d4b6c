import { describe, expect, it } from '@rstest/core';
import { screen, within } from '@testing-library/react';
import { longFrench, setup } from '../../test/render';
import { Button } from '../Button/Button';
import { Card } from './Card';

describe('Card', () => {
  it('is an article with a heading, meta, image and content', () => {
    setup(
      <Card
        title="Portrait de mariage"
        headingLevel={2}
        meta="01/06/2025"
        image={{ src: 'placeholder:blog-1:1200x800', alt: 'Les mariés' }}
      >
        <p>Un reportage tout en douceur.</p>
      </Card>,
    );
    const card = screen.getByRole('article');
    expect(within(card).getByRole('heading', { level: 2, name: 'Portrait de mariage' })).toBeTruthy();
    expect(within(card).getByRole('img', { name: 'Les mariés' })).toBeTruthy();
    expect(within(card).getByText('01/06/2025')).toBeTruthy();
    expect(within(card).getByText('Un reportage tout en douceur.')).toBeTruthy();
    expect(within(card).queryByRole('link')).toBeNull();
  });

  it('links the whole card through its title, keeping its actions separate', () => {
    setup(
      <Card
        title="Portrait solo"
        to="/portrait-solo#tarifs-portrait-solo"
        as="li"
        actions={<Button>Modifier</Button>}
      >
        Feel Good
      </Card>,
    );
    const link = screen.getByRole('link', { name: 'Portrait solo' });
    expect(link.getAttribute('href')).toBe('/portrait-solo#tarifs-portrait-solo');
    expect(screen.getByRole('listitem')).toBeTruthy();
    expect(screen.getByRole('button', { name: 'Modifier' })).toBeTruthy();
  });

  it('gives its image the sizes of its grid column and, when asked, the high priority of the page image', () => {
    // A pipeline photo: its variants make Picture write srcset and sizes.
    const photo = {
      src: '/images/solo.800.0123abcd89.jpg',
      alt: 'Portrait solo',
      width: 1200,
      height: 800,
      placeholder: 'data:image/webp;base64,AAAA',
      variants: {
        avif: [{ src: '/images/solo.800.0123abcd89.avif', width: 800 }],
        webp: [{ src: '/images/solo.800.0123abcd89.webp', width: 800 }],
        jpeg: [{ src: '/images/solo.800.0123abcd89.jpg', width: 800 }],
      },
    };
    setup(
      <Card title="Portrait solo" image={photo} imageSizes="(min-width: 60rem) 33vw, 100vw" imagePriority />,
    );
    const img = screen.getByRole('img', { name: 'Portrait solo' });
    expect(img.getAttribute('sizes')).toBe('(min-width: 60rem) 33vw, 100vw');
    expect(img.getAttribute('fetchpriority')).toBe('high');
    expect(img.getAttribute('loading')).toBe('eager');
  });

  it('keeps long French titles and text whole in the overlay variant', () => {
    setup(
      <Card title={longFrench} variant="overlay" image={{ src: '/images/x.jpg', alt: '' }}>
        {longFrench}
      </Card>,
    );
    expect(screen.getByRole('heading', { name: longFrench })).toBeTruthy();
    expect(screen.getAllByText(longFrench)).toHaveLength(2);
  });
});

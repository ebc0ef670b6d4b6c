import { describe, expect, it } from '@rstest/core';
import { screen, within } from '@testing-library/react';
import { setup } from '../../test/render';
import { Gallery } from './Gallery';

const images = [
  { src: 'placeholder:mariage-1:1200x800', alt: 'La cérémonie' },
  { src: 'placeholder:mariage-2:800x1200', alt: 'Le bouquet' },
  { src: 'placeholder:mariage-3:1200x800', alt: 'La première danse' },
];

describe('Gallery', () => {
  it('lists one button per photo, named after the photo', () => {
    setup(<Gallery images={images} label="Galerie mariage" />);
    const list = screen.getByRole('list', { name: 'Galerie mariage' });
    expect(within(list).getAllByRole('listitem')).toHaveLength(3);
    expect(screen.getByRole('button', { name: 'Agrandir la photo : Le bouquet' })).toBeTruthy();
  });

  it('loads at once only the first photo of a gallery that opens the page', () => {
    setup(<Gallery images={images} label="Galerie mariage" first />);
    const [first, ...others] = screen.getAllByRole('img');
    expect(first?.getAttribute('loading')).toBe('eager');
    expect(first?.getAttribute('fetchpriority')).toBe('high');
    expect(others.map((image) => image.getAttribute('loading'))).toEqual(['lazy', 'lazy']);
  });

  it('gives every thumbnail the sizes of a grid column', () => {
    // A pipeline photo: its variants make Picture write srcset and sizes.
    const photo = {
      src: '/images/mariage.480.0123abcd89.jpg',
      alt: 'Les alliances',
      width: 1000,
      height: 1000,
      placeholder: 'data:image/webp;base64,AAAA',
      variants: {
        avif: [{ src: '/images/mariage.480.0123abcd89.avif', width: 480 }],
        webp: [{ src: '/images/mariage.480.0123abcd89.webp', width: 480 }],
        jpeg: [{ src: '/images/mariage.480.0123abcd89.jpg', width: 480 }],
      },
    };
    setup(<Gallery images={[photo, photo]} label="Galerie mariage" sizes="(min-width: 60rem) 25vw, 50vw" />);
    const thumbs = screen.getAllByRole('img', { name: 'Les alliances' });
    expect(thumbs.map((img) => img.getAttribute('sizes'))).toEqual([
      '(min-width: 60rem) 25vw, 50vw',
      '(min-width: 60rem) 25vw, 50vw',
    ]);
  });

  it('opens the viewer on the chosen photo, arrows move and wrap around', async () => {
    const { user } = setup(<Gallery images={images} label="Galerie mariage" />);
    await user.click(screen.getByRole('button', { name: 'Agrandir la photo : Le bouquet' }));
    const viewer = screen.getByRole('dialog', { name: 'Visionneuse photo' });
    expect(within(viewer).getByRole('img', { name: 'Le bouquet' })).toBeTruthy();
    expect(within(viewer).getByText('Photo 2 sur 3')).toBeTruthy();
    await user.keyboard('{ArrowRight}');
    expect(within(viewer).getByRole('img', { name: 'La première danse' })).toBeTruthy();
    await user.keyboard('{ArrowRight}');
    expect(within(viewer).getByRole('img', { name: 'La cérémonie' })).toBeTruthy();
    await user.keyboard('{ArrowLeft}');
    expect(within(viewer).getByText('Photo 3 sur 3')).toBeTruthy();
    await user.click(within(viewer).getByRole('button', { name: 'Photo précédente' }));
    expect(within(viewer).getByRole('img', { name: 'Le bouquet' })).toBeTruthy();
  });

  it('traps focus, closes on Escape and gives focus back to the thumbnail', async () => {
    const { user } = setup(<Gallery images={images} label="Galerie mariage" />);
    const thumb = screen.getByRole('button', { name: 'Agrandir la photo : La cérémonie' });
    await user.click(thumb);
    const viewer = screen.getByRole('dialog', { name: 'Visionneuse photo' });
    expect(document.activeElement).toBe(
      within(viewer).getByRole('button', { name: 'Fermer la visionneuse' }),
    );
    for (let i = 0; i < 5; i++) {
      await user.tab();
      expect(viewer.contains(document.activeElement)).toBe(true);
    }
    await user.keyboard('{Escape}');
    expect(screen.queryByRole('dialog')).toBeNull();
    expect(document.activeElement).toBe(thumb);
  });

  it('closes with its close button', async () => {
    const { user } = setup(<Gallery images={images.slice(0, 1)} label="Galerie" />);
    await user.click(screen.getByRole('button', { name: 'Agrandir la photo : La cérémonie' }));
    expect(screen.queryByRole('button', { name: 'Photo suivante' })).toBeNull();
    await user.click(screen.getByRole('button', { name: 'Fermer la visionneuse' }));
    expect(screen.queryByRole('dialog')).toBeNull();
  });
});

import { describe, expect, it } from '@rstest/core';
import { fireEvent, render, screen } from '@testing-library/react';
import { renderToString } from 'react-dom/server';
import { type Photo, Picture, PlaceholderImage } from './Picture';

const variants = (ext: string) => [
  { src: `/images/mariage.480.0123abcd89.${ext}`, width: 480 },
  { src: `/images/mariage.800.0123abcd89.${ext}`, width: 800 },
  { src: `/images/mariage.1200.0123abcd89.${ext}`, width: 1200 },
];
const photo: Photo = {
  alt: 'Mariage au domaine',
  width: 1200,
  height: 800,
  placeholder: 'data:image/webp;base64,AAAA',
  variants: { avif: variants('avif'), webp: variants('webp'), jpeg: variants('jpg') },
};

describe('Picture', () => {
  it('renders a placeholder token as a generated composition at its own ratio and size', () => {
    const { container } = render(
      <Picture image={{ src: 'placeholder:solo-1:800x1200', alt: 'Portrait en studio' }} />,
    );
    const img = screen.getByRole('img', { name: 'Portrait en studio' }) as HTMLImageElement;
    expect(img.getAttribute('src')).toMatch(/^data:image\/svg\+xml/);
    expect(img.getAttribute('width')).toBe('800');
    expect(img.getAttribute('height')).toBe('1200');
    expect((container.firstChild as HTMLElement).style.aspectRatio).toBe('800 / 1200');
  });

  it('renders a real photo lazily, in the frame ratio asked for', () => {
    const { container } = render(<Picture image={{ src: '/images/solo.jpg', alt: 'Solo' }} ratio={1.5} />);
    const img = screen.getByRole('img', { name: 'Solo' });
    expect(img.getAttribute('src')).toBe('/images/solo.jpg');
    expect(img.getAttribute('loading')).toBe('lazy');
    expect(img.getAttribute('decoding')).toBe('async');
    expect(img.getAttribute('fetchpriority')).toBeNull();
    expect((container.firstChild as HTMLElement).style.aspectRatio).toBe('1.5 / 1');
  });

  it('replaces a photo that fails to load by a composition, never a broken image', () => {
    render(<Picture image={{ src: '/images/absente.jpg', alt: 'Absente' }} />);
    const img = screen.getByRole('img', { name: 'Absente' });
    fireEvent.error(img);
    expect(img.getAttribute('src')).toMatch(/^data:image\/svg\+xml/);
  });

  it('offers AVIF then WebP with srcset and sizes, a JPEG fallback and the intrinsic size', () => {
    const { container } = render(<Picture image={photo} sizes="(min-width: 60rem) 50vw, 100vw" />);
    const sources = [...container.querySelectorAll('picture > source')];
    expect(sources.map((s) => s.getAttribute('type'))).toEqual(['image/avif', 'image/webp']);
    expect(sources[0]?.getAttribute('srcset')).toBe(
      '/images/mariage.480.0123abcd89.avif 480w, /images/mariage.800.0123abcd89.avif 800w, /images/mariage.1200.0123abcd89.avif 1200w',
    );
    expect(sources[1]?.getAttribute('sizes')).toBe('(min-width: 60rem) 50vw, 100vw');
    const img = screen.getByRole('img', { name: 'Mariage au domaine' });
    expect(img.getAttribute('src')).toBe('/images/mariage.800.0123abcd89.jpg');
    expect(img.getAttribute('srcset')).toContain('/images/mariage.1200.0123abcd89.jpg 1200w');
    expect([img.getAttribute('width'), img.getAttribute('height')]).toEqual(['1200', '800']);
    expect(img.getAttribute('loading')).toBe('lazy');
    expect(img.getAttribute('decoding')).toBe('async');
    const frame = container.firstChild as HTMLElement;
    expect(frame.style.aspectRatio).toBe('1200 / 800');
    expect(frame.style.backgroundImage).toContain('data:image/webp;base64,AAAA');
  });
});

describe('Picture, its focal point, its priority and its preload', () => {
  it('keeps a library photo’s focal point in view in every crop, and the middle when it has none', () => {
    const html = renderToString(<Picture image={{ ...photo, focalPoint: { x: 20, y: 75.5 } }} ratio={1} />);
    expect(html).toContain('object-position:20% 75.5%');
    const { container } = render(<Picture image={photo} ratio={1} />);
    expect(container.querySelector('img')?.getAttribute('style')).toBeNull();
  });

  it('loads the page largest image at once with high priority', () => {
    render(<Picture image={photo} priority />);
    const img = screen.getByRole('img', { name: 'Mariage au domaine' });
    expect(img.getAttribute('loading')).toBe('eager');
    expect(img.getAttribute('fetchpriority')).toBe('high');
    expect(img.getAttribute('decoding')).toBeNull();
  });

  it('has the server preload the page largest image from the head, in AVIF at the right width', () => {
    const html = renderToString(<Picture image={photo} priority sizes="50vw" />);
    const link = /<link rel="preload"[^>]*>/.exec(html)?.[0] ?? '';
    expect(link).toContain('as="image"');
    expect(link).toContain('type="image/avif"');
    expect(link).toContain('fetchPriority="high"');
    expect(link).toContain('imageSizes="50vw"');
    expect(link).toMatch(/imageSrcSet="[^"]*\.avif 480w/);
    expect(renderToString(<Picture image={photo} />)).not.toContain('rel="preload"');
  });

  it('preloads the WebP of a photo made without AVIF (a client gallery’s cover)', () => {
    const html = renderToString(
      <Picture image={{ ...photo, variants: { ...photo.variants, avif: [] } }} priority sizes="100vw" />,
    );
    const link = /<link rel="preload"[^>]*>/.exec(html)?.[0] ?? '';
    expect(link).toContain('type="image/webp"');
    expect(link).toContain('fetchPriority="high"');
    expect(link).toMatch(/imageSrcSet="[^"]*\.webp 480w/);
  });

  it('keeps loading="eager" working for the screens that use it', () => {
    render(<Picture image={{ src: 'placeholder:hero:1600x800', alt: 'Accueil' }} loading="eager" />);
    const img = screen.getByRole('img', { name: 'Accueil' });
    expect(img.getAttribute('loading')).toBe('eager');
    expect(img.getAttribute('fetchpriority')).toBeNull();
  });

  it('renders a standalone placeholder with its intrinsic size', () => {
    render(<PlaceholderImage seed="contact" width={1200} height={800} alt="Atelier" />);
    const img = screen.getByRole('img', { name: 'Atelier' });
    expect(img.getAttribute('width')).toBe('1200');
    expect(img.getAttribute('height')).toBe('800');
  });
});

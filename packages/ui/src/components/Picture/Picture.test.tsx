import { describe, expect, it } from '@rstest/core';
import { fireEvent, render, screen } from '@testing-library/react';
import { Picture, PlaceholderImage } from './Picture';

describe('Picture', () => {
  it('renders a placeholder token as a generated composition at its own ratio', () => {
    const { container } = render(
      <Picture image={{ src: 'placeholder:solo-1:800x1200', alt: 'Portrait en studio' }} />,
    );
    const img = screen.getByRole('img', { name: 'Portrait en studio' }) as HTMLImageElement;
    expect(img.getAttribute('src')).toMatch(/^data:image\/svg\+xml/);
    expect((container.firstChild as HTMLElement).style.aspectRatio).toBe('800 / 1200');
  });

  it('renders a real photo lazily, in the frame ratio asked for', () => {
    const { container } = render(<Picture image={{ src: '/images/solo.jpg', alt: 'Solo' }} ratio={1.5} />);
    const img = screen.getByRole('img', { name: 'Solo' });
    expect(img.getAttribute('src')).toBe('/images/solo.jpg');
    expect(img.getAttribute('loading')).toBe('lazy');
    expect((container.firstChild as HTMLElement).style.aspectRatio).toBe('1.5 / 1');
  });

  it('replaces a photo that fails to load by a composition, never a broken image', () => {
    render(<Picture image={{ src: '/images/absente.jpg', alt: 'Absente' }} />);
    const img = screen.getByRole('img', { name: 'Absente' });
    fireEvent.error(img);
    expect(img.getAttribute('src')).toMatch(/^data:image\/svg\+xml/);
  });

  it('renders a standalone placeholder with its intrinsic size', () => {
    render(<PlaceholderImage seed="contact" width={1200} height={800} alt="Atelier" />);
    const img = screen.getByRole('img', { name: 'Atelier' });
    expect(img.getAttribute('width')).toBe('1200');
    expect(img.getAttribute('height')).toBe('800');
  });
});

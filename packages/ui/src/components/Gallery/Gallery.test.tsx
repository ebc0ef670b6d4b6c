import { describe, expect, it } from '@rstest/core';
import { act, fireEvent, render, screen, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { createMemoryRouter, RouterProvider, useLocation } from 'react-router-dom';
import { setup } from '../../test/render';
import { Gallery } from './Gallery';

const images = [
  { src: 'placeholder:mariage-1:1200x800', alt: 'La cérémonie' },
  { src: 'placeholder:mariage-2:800x1200', alt: 'Le bouquet' },
  { src: 'placeholder:mariage-3:1200x800', alt: 'La première danse' },
];

describe('Gallery, its links', () => {
  it('lists one link per photo, named after the photo, to the photo at its largest', () => {
    setup(<Gallery images={images} label="Galerie mariage" />);
    const list = screen.getByRole('list', { name: 'Galerie mariage' });
    expect(within(list).getAllByRole('listitem')).toHaveLength(3);
    const link = screen.getByRole('link', { name: 'Agrandir la photo : Le bouquet' });
    // A placeholder is drawn: the link opens the drawing itself.
    expect(link.getAttribute('href')).toMatch(/^data:image\/svg\+xml/);
    // Only phrasing content would be valid inside a button: a link may hold the photo's frame.
    expect(document.querySelectorAll('button')).toHaveLength(0);
  });

  it('links a pipeline photo to its widest JPEG', () => {
    const photo = {
      src: '/images/mariage.480.0123abcd89.jpg',
      alt: 'Les alliances',
      width: 2400,
      height: 1600,
      placeholder: 'data:image/webp;base64,AAAA',
      variants: {
        avif: [{ src: '/images/mariage.480.0123abcd89.avif', width: 480 }],
        webp: [{ src: '/images/mariage.480.0123abcd89.webp', width: 480 }],
        jpeg: [
          { src: '/images/mariage.480.0123abcd89.jpg', width: 480 },
          { src: '/images/mariage.2400.0123abcd89.jpg', width: 2400 },
        ],
      },
    };
    setup(<Gallery images={[photo]} label="Galerie mariage" />);
    expect(screen.getByRole('link', { name: 'Agrandir la photo : Les alliances' }).getAttribute('href')).toBe(
      '/images/mariage.2400.0123abcd89.jpg',
    );
  });

  it('loads at once only the first photo of a gallery that opens the page', () => {
    setup(<Gallery images={images} label="Galerie mariage" first />);
    const [first, ...others] = screen.getAllByRole('img');
    expect(first?.getAttribute('loading')).toBe('eager');
    expect(first?.getAttribute('fetchpriority')).toBe('high');
    expect(others.map((image) => image.getAttribute('loading'))).toEqual(['lazy', 'lazy']);
  });
});

describe('Gallery, its thumbnails and the viewer’s arrows', () => {
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
    await user.click(screen.getByRole('link', { name: 'Agrandir la photo : Le bouquet' }));
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
});

describe('Gallery, the viewer’s focus and swipes', () => {
  it('traps focus, closes on Escape and gives focus back to the thumbnail', async () => {
    const { user } = setup(<Gallery images={images} label="Galerie mariage" />);
    const thumb = screen.getByRole('link', { name: 'Agrandir la photo : La cérémonie' });
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
    // Closing goes back in history; Chromium then clears focus when that address has an anchor
    // (an article opened at #top): the thumbnail keeps it. Only once: a later blur is the visitor's.
    act(() => thumb.blur());
    expect(document.activeElement).toBe(thumb);
    act(() => thumb.blur());
    expect(document.activeElement).toBe(document.body);
  });

  it('moves on a horizontal swipe, not on a tap or a vertical move', async () => {
    const { user } = setup(<Gallery images={images} label="Galerie mariage" />);
    await user.click(screen.getByRole('link', { name: 'Agrandir la photo : La cérémonie' }));
    const viewer = screen.getByRole('dialog', { name: 'Visionneuse photo' });
    const swipe = (from: [number, number], to: [number, number]) => {
      const photo = within(viewer).getByRole('img');
      fireEvent.pointerDown(photo, { clientX: from[0], clientY: from[1] });
      fireEvent.pointerUp(photo, { clientX: to[0], clientY: to[1] });
    };
    swipe([300, 400], [100, 410]);
    expect(within(viewer).getByText('Photo 2 sur 3')).toBeTruthy();
    swipe([200, 400], [202, 400]);
    // Upwards: a swipe down closes the viewer (Lightbox.test.tsx).
    swipe([200, 500], [260, 100]);
    expect(within(viewer).getByText('Photo 2 sur 3')).toBeTruthy();
    swipe([100, 400], [300, 400]);
    expect(within(viewer).getByText('Photo 1 sur 3')).toBeTruthy();
  });
});

describe('Gallery, closing the viewer and swiping from its buttons', () => {
  it('closes with its close button', async () => {
    const { user } = setup(<Gallery images={images.slice(0, 1)} label="Galerie" />);
    await user.click(screen.getByRole('link', { name: 'Agrandir la photo : La cérémonie' }));
    expect(screen.queryByRole('button', { name: 'Photo suivante' })).toBeNull();
    await user.click(screen.getByRole('button', { name: 'Fermer la visionneuse' }));
    expect(screen.queryByRole('dialog')).toBeNull();
  });

  it('takes a swipe that starts on a side button as a swipe, not as a press of the button', () => {
    setup(<Gallery images={images} label="Galerie mariage" />);
    fireEvent.click(screen.getByRole('link', { name: 'Agrandir la photo : La cérémonie' }));
    const viewer = screen.getByRole('dialog', { name: 'Visionneuse photo' });
    const next = within(viewer).getByRole('button', { name: 'Photo suivante' });
    // A thumb on → drawn to the right: the previous photo. A touch stays captured by the button.
    fireEvent.pointerDown(next, { clientX: 360, clientY: 400 });
    fireEvent.pointerUp(next, { clientX: 380, clientY: 400 });
    fireEvent.pointerDown(next, { clientX: 300, clientY: 400 });
    fireEvent.pointerUp(next, { clientX: 380, clientY: 405 });
    fireEvent.click(next);
    expect(within(viewer).getByText('Photo 3 sur 3')).toBeTruthy();
  });
});

describe('Gallery, the open photo in the page’s address', () => {
  it("names the open photo in the page's address: Back closes the viewer, the address opens it", async () => {
    function Address() {
      const { search } = useLocation();
      return <output>{search}</output>;
    }
    const page = (
      <>
        <Gallery images={images} label="Galerie mariage" />
        <Address />
      </>
    );
    const router = createMemoryRouter([{ path: '/portfolio', element: page }], {
      initialEntries: ['/portfolio'],
    });
    const user = userEvent.setup();
    const view = render(<RouterProvider router={router} />);
    await user.click(screen.getByRole('link', { name: 'Agrandir la photo : Le bouquet' }));
    expect(screen.getByRole('status').textContent).toBe('?photo=placeholder%3Amariage-2%3A800x1200');
    await user.keyboard('{ArrowRight}');
    expect(screen.getByRole('status').textContent).toBe('?photo=placeholder%3Amariage-3%3A1200x800');
    // Back, as the phone's: the page again, without the viewer.
    await act(() => router.navigate(-1));
    expect(screen.queryByRole('dialog')).toBeNull();
    expect(screen.getByRole('status').textContent).toBe('');
    view.unmount();

    // The same photo twice in one list: each has its own address.
    const twice = [images[0], images[1], images[0]].flatMap((image) => (image ? [image] : []));
    const repeated = createMemoryRouter(
      [{ path: '/', element: <Gallery images={twice} label="Galerie" /> }],
      { initialEntries: ['/'] },
    );
    const again = render(<RouterProvider router={repeated} />);
    await user.click(
      screen.getAllByRole('link', { name: 'Agrandir la photo : La cérémonie' })[1] as HTMLElement,
    );
    expect(screen.getByText('Photo 3 sur 3')).toBeTruthy();
    again.unmount();

    const direct = createMemoryRouter([{ path: '/portfolio', element: page }], {
      initialEntries: ['/portfolio?photo=placeholder%3Amariage-3%3A1200x800'],
    });
    render(<RouterProvider router={direct} />);
    const viewer = screen.getByRole('dialog', { name: 'Visionneuse photo' });
    expect(within(viewer).getByRole('img', { name: 'La première danse' })).toBeTruthy();
    await user.click(within(viewer).getByRole('button', { name: 'Fermer la visionneuse' }));
    expect(screen.queryByRole('dialog')).toBeNull();
    expect(screen.getByRole('status').textContent).toBe('');
  });
});

import { describe, expect, it, rs } from '@rstest/core';
import { fireEvent, render, screen, within } from '@testing-library/react';
import { type ReactNode, useState } from 'react';
import { Lightbox } from './Lightbox';

const images = [
  { src: 'placeholder:mariage-1:1200x800', alt: 'La cérémonie' },
  { src: 'placeholder:mariage-2:800x1200', alt: 'Le bouquet' },
];

/** A phone's screen: the photo's frame is the whole of it. */
const SCREEN = { width: 390, height: 844 };

function Viewer(props: { actions?: (index: number) => ReactNode; caption?: (index: number) => ReactNode }) {
  const [index, setIndex] = useState<number | null>(0);
  return (
    <>
      <output>{index === null ? 'fermée' : 'ouverte'}</output>
      <Lightbox
        images={images}
        index={index}
        onIndexChange={setIndex}
        onClose={() => setIndex(null)}
        {...props}
      />
    </>
  );
}

const viewer = () => screen.getByRole('dialog', { name: 'Visionneuse photo' });
const state = () => screen.getByRole('status').textContent;

/** The viewer's photo laid out over the screen, as a browser does (happy-dom lays nothing out). */
function layOutPhoto() {
  const photo = within(viewer()).getByRole('img');
  rs.spyOn(photo, 'getBoundingClientRect').mockReturnValue(
    DOMRect.fromRect({ x: 0, y: 0, width: SCREEN.width, height: SCREEN.height }),
  );
  return photo;
}

/** A finger put down on `target` at `from` and lifted at `to`, then the click a browser adds to a tap. */
function press(target: Element, from: [number, number], to: [number, number] = from) {
  fireEvent.pointerDown(target, { pointerId: 1, clientX: from[0], clientY: from[1] });
  fireEvent.pointerUp(target, { pointerId: 1, clientX: to[0], clientY: to[1] });
  if (to === from) fireEvent.click(target, { clientX: to[0], clientY: to[1] });
}

describe('Lightbox', () => {
  it('closes on a swipe down, not on a short or sideways one', () => {
    render(<Viewer />);
    const photo = layOutPhoto();
    press(photo, [200, 300], [210, 340]);
    press(photo, [300, 400], [100, 470]);
    expect(state()).toBe('ouverte');
    expect(within(viewer()).getByText('Photo 2 sur 2')).toBeTruthy();
    press(layOutPhoto(), [200, 300], [220, 520]);
    expect(state()).toBe('fermée');
  });

  it('moves the photo with a finger drawn down, and puts it back when the finger lifts short', () => {
    render(<Viewer />);
    const photo = layOutPhoto();
    // The photo's frame, in the stage that moves.
    const stage = photo.parentElement?.parentElement as HTMLElement;
    fireEvent.pointerDown(photo, { pointerId: 1, clientX: 200, clientY: 300 });
    fireEvent.pointerMove(photo, { pointerId: 1, clientX: 202, clientY: 350 });
    expect(stage.style.translate).toBe('0 50px');
    fireEvent.pointerUp(photo, { pointerId: 1, clientX: 202, clientY: 350 });
    expect(stage.style.translate).toBe('');
    expect(state()).toBe('ouverte');
  });

  it('closes on a tap beside the photo, not on the photo nor on a control', () => {
    render(<Viewer />);
    // A landscape photo (1200 × 800) contained in a portrait screen: drawn 390 × 260, centred.
    const photo = layOutPhoto();
    press(photo, [195, 422]);
    press(photo, [10, 300]);
    expect(state()).toBe('ouverte');
    press(within(viewer()).getByRole('button', { name: 'Photo suivante' }), [370, 422]);
    expect(within(viewer()).getByText('Photo 2 sur 2')).toBeTruthy();
    // The portrait one: drawn 390 × 585 from 129.5 to 714.5.
    press(layOutPhoto(), [195, 200]);
    expect(state()).toBe('ouverte');
    press(layOutPhoto(), [195, 760]);
    expect(state()).toBe('fermée');
  });

  it('shows a page’s own controls for the photo shown, and its caption or none', () => {
    const actions = (index: number) => <button type="button">{`Favori ${index + 1}`}</button>;
    const view = render(<Viewer actions={actions} caption={() => null} />);
    expect(within(viewer()).getByRole('button', { name: 'Favori 1' })).toBeTruthy();
    expect(within(viewer()).queryByText('La cérémonie')).toBeNull();
    fireEvent.keyDown(viewer(), { key: 'ArrowRight' });
    expect(within(viewer()).getByRole('button', { name: 'Favori 2' })).toBeTruthy();
    // A tap on one of them, or one that just misses it, is no tap on the backdrop.
    const heart = within(viewer()).getByRole('button', { name: 'Favori 2' });
    press(heart, [195, 800]);
    press(heart.parentElement as HTMLElement, [150, 800]);
    expect(state()).toBe('ouverte');
    view.unmount();

    render(<Viewer />);
    expect(within(viewer()).getByText('La cérémonie')).toBeTruthy();
    expect(within(viewer()).queryByRole('button', { name: /^Favori/ })).toBeNull();
  });
});

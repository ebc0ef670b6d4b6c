import { ApiError, api } from '@lapm/api-client';
import { type FocalPoint, type Photo, photoMessages } from '@lapm/contracts';
import type { Photo as PictureSource } from '@lapm/ui';
import { beforeEach, describe, expect, it, rs } from '@rstest/core';
import { fireEvent, render, screen, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { useState } from 'react';
import { FocalPointPicker } from './FocalPointPicker';
import { PhotoCard } from './PhotoCard';

rs.mock('@lapm/api-client', { spy: true });

const image: PictureSource = {
  alt: 'Portrait sur la plage',
  width: 800,
  height: 1200,
  placeholder: 'data:image/webp;base64,AAAA',
  variants: { avif: [], webp: [], jpeg: [{ src: '/photos/a/480.jpg', width: 480 }] },
};

/** The photo drawn 200 × 300 pixels at (100, 50) of the viewport. */
function placeFrame(button: HTMLElement) {
  button.getBoundingClientRect = () =>
    ({ left: 100, top: 50, width: 200, height: 300, right: 300, bottom: 350, x: 100, y: 50 }) as DOMRect;
}

function Harness({ onChange }: { onChange: (point: FocalPoint) => void }) {
  const [point, setPoint] = useState<FocalPoint>({ x: 50, y: 50 });
  return (
    <FocalPointPicker
      image={image}
      value={point}
      onChange={(next) => {
        setPoint(next);
        onChange(next);
      }}
    />
  );
}

describe('FocalPointPicker', () => {
  it('takes the point tapped on the photo, in % of its width and height', () => {
    const changes: FocalPoint[] = [];
    render(<Harness onChange={(point) => changes.push(point)} />);
    const button = screen.getByRole('button', {
      name: 'Point focal : 50 % depuis la gauche, 50 % depuis le haut',
    });
    placeFrame(button);
    fireEvent.click(button, { clientX: 150, clientY: 275, detail: 1 });
    expect(changes).toEqual([{ x: 25, y: 75 }]);
    expect(button.getAttribute('aria-label')).toBe(
      'Point focal : 25 % depuis la gauche, 75 % depuis le haut',
    );
    // A tap at the very edge or beyond stays within the photo.
    fireEvent.click(button, { clientX: 400, clientY: 10, detail: 1 });
    expect(changes.at(-1)).toEqual({ x: 100, y: 0 });
  });

  it('moves the point with the arrow keys, never out of the photo, and ignores Enter', async () => {
    const changes: FocalPoint[] = [];
    render(<Harness onChange={(point) => changes.push(point)} />);
    const button = screen.getByRole('button', { name: /Point focal/ });
    button.focus();
    await userEvent.keyboard('{ArrowLeft}{ArrowUp}{ArrowUp}{Enter}');
    expect(changes).toEqual([
      { x: 45, y: 50 },
      { x: 45, y: 45 },
      { x: 45, y: 40 },
    ]);
    for (let i = 0; i < 12; i++) await userEvent.keyboard('{ArrowRight}');
    expect(changes.at(-1)).toEqual({ x: 100, y: 40 });
  });
});

const photo: Photo = {
  id: '0b6c2a4e-6a43-4d7e-9d7e-2f1f5c1e9a10',
  name: 'plage.jpg',
  alt: 'Portrait sur la plage',
  status: 'ready',
  error: null,
  published: true,
  width: 800,
  height: 1200,
  widths: [480],
  placeholder: 'data:image/webp;base64,AAAA',
  uploaded_at: '2026-05-12T10:00:00.000Z',
  focal_point: { x: 50, y: 50 },
};

describe('the focal point on the photo card', () => {
  beforeEach(() => {
    rs.resetAllMocks();
  });

  it('is saved on the photo at the tap, and a failure says why and keeps the point shown', async () => {
    rs.mocked(api.photos.setFocalPoint).mockResolvedValueOnce({ ...photo, focal_point: { x: 25, y: 10 } });
    const changed: Photo[] = [];
    render(
      <PhotoCard
        photo={photo}
        onChange={(next) => changed.push(next)}
        onDelete={() => {}}
        onReplace={() => {}}
        selected={false}
        onSelect={() => {}}
      />,
    );
    const focal = screen.getByRole('region', { name: 'Point focal' });
    const button = within(focal).getByRole('button');
    placeFrame(button);
    fireEvent.click(button, { clientX: 150, clientY: 80, detail: 1 });
    expect(await within(focal).findByText('Point focal enregistré.')).toBeTruthy();
    expect(api.photos.setFocalPoint).toHaveBeenCalledWith(photo.id, { x: 25, y: 10 });
    expect(changed.at(-1)?.focal_point).toEqual({ x: 25, y: 10 });

    rs.mocked(api.photos.setFocalPoint).mockRejectedValueOnce(new ApiError(photoMessages.focalPoint, 400));
    fireEvent.click(button, { clientX: 300, clientY: 350, detail: 1 });
    expect((await within(focal).findByRole('alert')).textContent).toBe(photoMessages.focalPoint);
    expect(button.getAttribute('aria-label')).toBe(
      'Point focal : 100 % depuis la gauche, 100 % depuis le haut',
    );
  });
});

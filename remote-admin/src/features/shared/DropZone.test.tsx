import { describe, expect, it, rs } from '@rstest/core';
import { fireEvent, render, screen } from '@testing-library/react';
import { DropZone } from './DropZone';

const photo = (name: string) => new File(['x'], name, { type: 'image/jpeg' });

describe('DropZone', () => {
  it('hands the dropped photos on, all of them, and shows a drag over it until the drop', () => {
    const onFiles = rs.fn();
    render(
      <DropZone text="Déposez vos photos ici" onFiles={onFiles}>
        <button type="button">Choisir des photos</button>
      </DropZone>,
    );
    const zone = screen.getByText('Déposez vos photos ici').parentElement as HTMLElement;
    const plain = zone.className;
    const files = [photo('MARIAGE_01.jpg'), photo('MARIAGE_02.jpg')];

    fireEvent.dragOver(zone, { dataTransfer: { files } });
    expect(zone.className).not.toBe(plain);
    fireEvent.drop(zone, { dataTransfer: { files } });

    expect(onFiles).toHaveBeenCalledTimes(1);
    expect(onFiles.mock.calls[0]?.[0].map((file: File) => file.name)).toEqual([
      'MARIAGE_01.jpg',
      'MARIAGE_02.jpg',
    ]);
    expect(zone.className).toBe(plain);
    expect(screen.getByRole('button', { name: 'Choisir des photos' })).toBeTruthy();
  });

  it('forgets a drag that leaves without dropping', () => {
    render(
      <DropZone text="Déposez vos photos ici" onFiles={() => {}}>
        {null}
      </DropZone>,
    );
    const zone = screen.getByText('Déposez vos photos ici').parentElement as HTMLElement;
    const plain = zone.className;
    fireEvent.dragOver(zone, { dataTransfer: { files: [] } });
    fireEvent.dragLeave(zone);
    expect(zone.className).toBe(plain);
  });
});

import { describe, expect, it } from '@rstest/core';
import { archiveName, archiveNames } from './archive';

describe('archiveName', () => {
  it('turns drive letters, paths and the characters Windows refuses into _', () => {
    expect(archiveName('C:evil.jpg')).toBe('C_evil.jpg');
    expect(archiveName('..\\..\\windows/system.ini')).toBe('photo.._.._windows_system.ini');
    expect(archiveName('a<b>c:"d"|e?f*.jpg')).toBe('a_b_c__d__e_f_.jpg');
    expect(archiveName('tab\there\u0000\u001f\u007f.jpg')).toBe('tab_here___.jpg');
  });

  it('keeps the device names of Windows away, whatever the case or the extension', () => {
    for (const name of ['CON', 'con.jpg', 'Nul.tar.gz', 'COM1.jpg', 'lpt9', 'AUX .jpg', 'PRN'])
      expect(archiveName(name)).toBe(`_${name}`);
    expect(archiveName('CONCERT.jpg')).toBe('CONCERT.jpg');
    expect(archiveName('COM10.jpg')).toBe('COM10.jpg');
  });

  it('drops trailing dots and spaces, and never gives an empty or hidden name', () => {
    expect(archiveName('photo. . ')).toBe('photo');
    expect(archiveName('  mariage.jpg  ')).toBe('mariage.jpg');
    expect(archiveName('...')).toBe('photo');
    expect(archiveName('')).toBe('photo');
    expect(archiveName('.jpg')).toBe('photo.jpg');
  });

  it('shortens a long name to fit every system, keeping its extension and whole characters', () => {
    const name = archiveName(`${'é'.repeat(300)}.jpeg`);
    expect(Buffer.byteLength(name)).toBeLessThanOrEqual(240);
    expect(name.endsWith('é.jpeg')).toBe(true);
  });
});

describe('archiveNames', () => {
  it('renames duplicates, case aside, and the names that only become duplicates once cleaned', () => {
    expect(archiveNames(['IMG_0001.JPG', 'img_0001.jpg', 'a:b.jpg', 'a_b.jpg', 'IMG_0001.JPG'])).toEqual([
      'IMG_0001.JPG',
      'img_0001 (2).jpg',
      'a_b.jpg',
      'a_b (2).jpg',
      'IMG_0001 (3).JPG',
    ]);
  });
});

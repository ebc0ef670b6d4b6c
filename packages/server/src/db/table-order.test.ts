import { describe, expect, it } from '@rstest/core';
import { parentsFirst } from './table-order';

describe('the order a restore inserts tables in', () => {
  it('puts parents before their children, whatever order the tables are listed in', () => {
    const references = [
      { child: 'album_photos', parent: 'albums' },
      { child: 'albums', parent: 'users' },
      { child: 'users', parent: 'users' },
    ];
    expect(parentsFirst(['album_photos', 'albums', 'users'], references)).toEqual([
      'users',
      'albums',
      'album_photos',
    ]);
  });

  it('ends on a cycle (an album’s cover is one of its photos), each table once', () => {
    const references = [
      { child: 'album_photos', parent: 'albums' },
      { child: 'albums', parent: 'album_photos' },
      { child: 'albums', parent: 'users' },
    ];
    const ordered = parentsFirst(['album_photos', 'albums', 'users'], references);
    expect([...ordered].sort()).toEqual(['album_photos', 'albums', 'users']);
    expect(ordered.indexOf('users')).toBeLessThan(ordered.indexOf('albums'));
  });
});

import { describe, expect, it } from '@rstest/core';
import { blockOf, changedBlocks, withBlock } from './changes';

describe('a version’s changes', () => {
  it('names each changed field, a list of paragraphs as one, an item removed and a field added', () => {
    const before = { title: 'A', paragraphs: ['un', 'deux'], cards: [{ title: 'Solo' }, { title: 'Duo' }] };
    const after = { title: 'A', paragraphs: ['un', 'trois'], cards: [{ title: 'Solo !' }], lead: 'Nouveau' };
    expect(changedBlocks(before, after)).toEqual([
      {
        path: ['paragraphs'],
        restorable: true,
        changes: [{ path: ['paragraphs'], before: 'un\n\ndeux', after: 'un\n\ntrois' }],
      },
      {
        path: ['cards', 0],
        restorable: true,
        changes: [{ path: ['cards', 0, 'title'], before: 'Solo', after: 'Solo !' }],
      },
      {
        path: ['cards', 1],
        restorable: true,
        changes: [{ path: ['cards', 1, 'title'], before: 'Duo', after: null }],
      },
      // Added by this version: nothing to put back.
      { path: ['lead'], restorable: false, changes: [{ path: ['lead'], before: null, after: 'Nouveau' }] },
    ]);
  });

  it('takes a block as the item of the first list holding the field', () => {
    expect(blockOf(['prices', 'table', 'confort', 6, 'amount'])).toEqual(['prices', 'table', 'confort', 6]);
    expect(blockOf(['lead'])).toEqual(['lead']);
  });

  it('puts one block back, at the end of a list shortened since, in a formula removed since', () => {
    const old = { cards: [{ t: 'a' }, { t: 'b' }, { t: 'c' }], table: { duo: [{ amount: 1 }] }, lead: 'x' };
    const now = { cards: [{ t: 'A' }], table: {}, lead: 'y' };
    expect(withBlock(now, old, ['cards', 2])).toEqual({
      cards: [{ t: 'A' }, { t: 'c' }],
      table: {},
      lead: 'y',
    });
    expect(withBlock(now, old, ['table', 'duo', 0])).toEqual({ ...now, table: { duo: [{ amount: 1 }] } });
    expect(withBlock(now, old, ['lead'])).toEqual({ ...now, lead: 'x' });
    // The page online is not changed in place.
    expect(now.lead).toBe('y');
  });
});

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
        // Items with no key are known by their place.
        item: { identity: null, before: 0, after: 0, moved: false },
        changes: [{ path: ['cards', 0, 'title'], before: 'Solo', after: 'Solo !' }],
      },
      {
        path: ['cards', 1],
        restorable: true,
        item: { identity: null, before: 1, after: null, moved: false },
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

const card = (key: string, title = key) => ({ key, title });
const cards = ['solo', 'duo', 'famille', 'mariage'].map((key) => card(key));

describe('a version’s changes to a list whose items have a key', () => {
  it('pairs the cards by key: one removed in the middle shows as removed, and those after it do not change', () => {
    const after = { cards: [cards[0], cards[1], { ...card('mariage'), title: 'Mariage !' }] };
    expect(changedBlocks({ cards }, after)).toEqual([
      {
        path: ['cards', 2],
        restorable: true,
        item: { identity: 'key:famille', before: 2, after: null, moved: false },
        changes: [
          { path: ['cards', 2, 'key'], before: 'famille', after: null },
          { path: ['cards', 2, 'title'], before: 'famille', after: null },
        ],
      },
      {
        path: ['cards', 3],
        restorable: true,
        item: { identity: 'key:mariage', before: 3, after: 2, moved: false },
        changes: [{ path: ['cards', 3, 'title'], before: 'mariage', after: 'Mariage !' }],
      },
    ]);
  });

  it('shows a card added as added, and a card moved as one move', () => {
    const added = { cards: [cards[0], card('bebe'), ...cards.slice(1)] };
    expect(changedBlocks({ cards }, added)).toEqual([
      {
        path: ['cards', 1],
        restorable: false,
        item: { identity: 'key:bebe', before: null, after: 1, moved: false },
        changes: [
          { path: ['cards', 1, 'key'], before: null, after: 'bebe' },
          { path: ['cards', 1, 'title'], before: null, after: 'bebe' },
        ],
      },
    ]);
    const moved = { cards: [cards[3], cards[0], cards[1], cards[2]] };
    expect(changedBlocks({ cards }, moved)).toEqual([
      {
        path: ['cards', 3],
        restorable: true,
        item: { identity: 'key:mariage', before: 3, after: 0, moved: true },
        changes: [],
      },
    ]);
  });
});

describe('a version’s changes to lists of each kind', () => {
  it('pairs reviews by id and formulas by key, price lines as unchanged where they are, else by position', () => {
    const review = (id: string, commentaire: string) => ({ id, nom: 'Inès', commentaire });
    const before = {
      reviews: { list: [review('a', 'Bien'), review('b', 'Super'), review('c', 'Top')] },
      prices: {
        formulas: [card('essentiel'), card('confort')],
        table: { confort: [{ amount: 1 }, { amount: 2 }] },
      },
    };
    const after = {
      reviews: { list: [review('a', 'Bien'), review('c', 'Top !')] },
      prices: { formulas: [card('confort')], table: { confort: [{ amount: 2 }] } },
    };
    expect(changedBlocks(before, after).map(({ path, item }) => ({ path, item }))).toEqual([
      { path: ['reviews', 'list', 1], item: { identity: 'id:b', before: 1, after: null, moved: false } },
      { path: ['reviews', 'list', 2], item: { identity: 'id:c', before: 2, after: 1, moved: false } },
      {
        path: ['prices', 'formulas', 0],
        item: { identity: 'key:essentiel', before: 0, after: null, moved: false },
      },
      // The second line, unchanged, is the first now: the first one was removed.
      {
        path: ['prices', 'table', 'confort', 0],
        item: { identity: null, before: 0, after: null, moved: false },
      },
    ]);
  });

  const question = (text: string, answer = 'Oui.') => ({ question: text, paragraphs: [answer] });
  const questions = ['Où ?', 'Quand ?', 'Combien ?', 'Comment ?'].map((text) => question(text));

  it('shows a question removed in the middle as removed, and one changed after it as changed, at its new place', () => {
    const after = { questions: [questions[0], questions[1], question('Comment ?', 'Par virement.')] };
    expect(changedBlocks({ questions }, after)).toEqual([
      {
        path: ['questions', 2],
        restorable: true,
        item: { identity: null, before: 2, after: null, moved: false },
        changes: [
          { path: ['questions', 2, 'question'], before: 'Combien ?', after: null },
          { path: ['questions', 2, 'paragraphs'], before: 'Oui.', after: null },
        ],
      },
      {
        path: ['questions', 3],
        restorable: true,
        item: { identity: null, before: 3, after: 2, moved: false },
        changes: [{ path: ['questions', 3, 'paragraphs'], before: 'Oui.', after: 'Par virement.' }],
      },
    ]);
  });

  it('puts a question back: removed since, after the one it followed; changed since, over its newer self', () => {
    const now = { questions: [questions[0], questions[1], question('Comment ?', 'Par virement.')] };
    expect(withBlock(now, { questions }, ['questions', 2])).toEqual({
      questions: [questions[0], questions[1], questions[2], now.questions[2]],
    });
    expect(withBlock(now, { questions }, ['questions', 3])).toEqual({
      questions: [questions[0], questions[1], questions[3]],
    });
  });
});

describe('one block put back, by key', () => {
  it('puts a card back by key: a removed one at its old place, a changed one in place, a moved one where it was', () => {
    const now = { cards: [cards[3], cards[0], { ...card('duo'), title: 'Duo !' }] };
    // « famille », removed since, goes back after « duo », which it followed.
    expect(withBlock(now, { cards }, ['cards', 2])).toEqual({
      cards: [cards[3], cards[0], { ...card('duo'), title: 'Duo !' }, cards[2]],
    });
    // « duo » was the second card then: its own words come back, not those of the card now second.
    expect(withBlock(now, { cards }, ['cards', 1])).toEqual({ cards: [cards[3], cards[0], cards[1]] });
    // « mariage », moved first since, goes back after « famille » then, after « duo » now.
    expect(withBlock(now, { cards }, ['cards', 3])).toEqual({
      cards: [cards[0], { ...card('duo'), title: 'Duo !' }, cards[3]],
    });
    // « solo » followed nothing: it goes first.
    expect(withBlock({ cards: [cards[1]] }, { cards }, ['cards', 0])).toEqual({
      cards: [cards[0], cards[1]],
    });
  });
});

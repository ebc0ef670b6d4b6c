import { describe, expect, it } from '@rstest/core';
import { pathInDocument } from './VersionChanges';

const draft = {
  cards: [{ key: 'duo' }, { key: 'solo' }],
  questions: [{ question: 'Où ?' }, { question: 'Combien ?' }],
};

describe('where a field a version changed is in the page she edits', () => {
  it('finds an item of a list with keys by its key, one with none at the place that version gave it', () => {
    const card = { path: ['cards', 0], restorable: true, changes: [] };
    const solo = { ...card, item: { identity: 'key:solo', before: 0, after: 0, moved: false } };
    expect(pathInDocument(draft, ['cards', 0, 'title'], solo)).toEqual(['cards', 1, 'title']);
    const gone = { ...card, item: { identity: 'key:famille', before: 0, after: 0, moved: false } };
    expect(pathInDocument(draft, ['cards', 0, 'title'], gone)).toBeNull();

    const question = { path: ['questions', 2], restorable: true, changes: [] };
    const shifted = { ...question, item: { identity: null, before: 2, after: 1, moved: false } };
    expect(pathInDocument(draft, ['questions', 2, 'question'], shifted)).toEqual([
      'questions',
      1,
      'question',
    ]);
    const removed = { ...question, item: { identity: null, before: 2, after: null, moved: false } };
    expect(pathInDocument(draft, ['questions', 2, 'question'], removed)).toBeNull();
    // A field in no list is where it is.
    expect(pathInDocument(draft, ['title'], { path: ['title'], restorable: true, changes: [] })).toEqual([
      'title',
    ]);
  });
});

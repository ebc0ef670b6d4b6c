import { describe, expect, it } from '@rstest/core';
import { ACCESS_CODE_WORDS, accessCodeMessages, accessCodeWarnings, proposeAccessCode } from './accessCodes';

const client = { firstname: 'Inès', lastname: 'Martin-Lefèvre' };

describe('proposeAccessCode', () => {
  it('draws three words of the list, joined by dashes, and rarely the same code twice', () => {
    const codes = Array.from({ length: 200 }, proposeAccessCode);
    for (const code of codes) {
      const words = code.split('-');
      expect(words).toHaveLength(3);
      for (const word of words) expect(ACCESS_CODE_WORDS).toContain(word);
      expect(accessCodeWarnings(code, null)).toEqual([]);
    }
    expect(new Set(codes).size).toBeGreaterThan(195);
  });

  it('never proposes a code holding the client’s name, even across a dash', () => {
    // « lin » is a word of the list, and « perle-ananas » spells « lea »: both were drawn before.
    for (const owner of [
      { firstname: 'Léa', lastname: 'Lin' },
      { firstname: 'Eva', lastname: 'Roux' },
    ]) {
      for (let i = 0; i < 2000; i++) expect(accessCodeWarnings(proposeAccessCode(owner), owner)).toEqual([]);
    }
  });

  it('draws from a list of distinct short words without accents', () => {
    expect(new Set(ACCESS_CODE_WORDS).size).toBe(ACCESS_CODE_WORDS.length);
    expect(ACCESS_CODE_WORDS.length).toBeGreaterThanOrEqual(256);
    for (const word of ACCESS_CODE_WORDS) expect(word).toMatch(/^[a-z]{2,9}$/);
  });
});

describe('accessCodeWarnings', () => {
  it('warns of a code shorter than 8 characters, spaces aside', () => {
    expect(accessCodeWarnings('mai 2026', client)).toEqual([accessCodeMessages.tooShort]);
    expect(accessCodeWarnings('pivoine-lagune', client)).toEqual([]);
  });

  it('warns of the client’s first or last name, case, accents and compound names aside', () => {
    for (const code of ['INES-2026-mariage', 'mariage-martin', 'lefevre.juin.2026', 'Inès Martin'])
      expect(accessCodeWarnings(code, client)).toEqual([accessCodeMessages.hasName]);
    expect(accessCodeWarnings('ines', client)).toEqual([
      accessCodeMessages.tooShort,
      accessCodeMessages.hasName,
    ]);
    // Without the client, or with a name of two letters (« Li »), only the length counts.
    expect(accessCodeWarnings('mariage-martin', null)).toEqual([]);
    expect(accessCodeWarnings('lilas-et-roses', { firstname: 'Li', lastname: 'Wu' })).toEqual([]);
  });
});

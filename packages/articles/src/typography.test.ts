import { expect, test } from '@rstest/core';
import { frenchSpacing } from './typography';

test('puts a narrow no-break space before ; : ! ? and inside « »', () => {
  expect(frenchSpacing('Pourquoi ? Parce que : « oui » ; voilà !')).toBe(
    'Pourquoi\u202f? Parce que\u202f: «\u202foui\u202f»\u202f; voilà\u202f!',
  );
});

test('leaves text without such signs, and times such as 10:00, untouched', () => {
  expect(frenchSpacing('De 10:00 à 13:00, sans pause.')).toBe('De 10:00 à 13:00, sans pause.');
});

/**
 * Which item of a list of the site's content is which, from one version to the next: a card or a
 * formula by its key, a review or a format by its id, a page's search words by its address. Lists
 * whose items carry none of these (sections, questions, price lines) are known by position only.
 */
const identityFields = ['key', 'id', 'path'] as const;

/** An item's identity: the first of its identifying fields it holds as text, or undefined. */
export function identityOf(item: unknown): string | undefined {
  if (typeof item !== 'object' || item === null || Array.isArray(item)) return undefined;
  for (const field of identityFields) {
    const value = (item as Record<string, unknown>)[field];
    if (typeof value === 'string' && value !== '') return `${field}:${value}`;
  }
  return undefined;
}

/**
 * The identities of a list's items, when every item has one and no two share it (else the list
 * is paired by position); an empty list has no say.
 */
export function identitiesOf(list: readonly unknown[]): string[] | undefined {
  const identities = list.map(identityOf);
  if (identities.some((identity) => identity === undefined)) return undefined;
  return new Set(identities).size === identities.length ? (identities as string[]) : undefined;
}

/** Where the item of a given identity is in a list, or -1. */
export const indexOfIdentity = (list: unknown, identity: string) =>
  Array.isArray(list) ? list.findIndex((item) => identityOf(item) === identity) : -1;

/** What a document holds at a path (`['cards', 3, 'title']`), undefined where it has nothing there. */
export const valueAtPath = (whole: unknown, path: readonly (string | number)[]): unknown =>
  path.reduce<unknown>(
    (value, key) =>
      typeof value === 'object' && value !== null ? (value as Record<string, unknown>)[key] : undefined,
    whole,
  );

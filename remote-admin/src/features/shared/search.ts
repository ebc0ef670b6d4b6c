import { type Album, matchesSearch, type User } from '@lapm/contracts';

// Spec section 5: case and accents are ignored, and a number also finds the record with that id.

/** Users on first name, last name or email. */
export const userMatches = (term: string, user: User) =>
  matchesSearch(term, user.id, [user.firstname, user.lastname, user.email]);

/** Albums on their owner's first or last name, or on the date. */
export const albumMatches = (term: string, album: Album) =>
  matchesSearch(term, album.id_album, [album.firstname, album.lastname, album.date]);

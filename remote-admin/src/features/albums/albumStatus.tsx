import { type Album, frenchDay, frenchDayInWords, removalDayOn, studioDay } from '@lapm/contracts';
import type { ReactNode } from 'react';
import { fr } from '../../i18n/fr';
import styles from './albumStatus.module.css';

const dayOf = (instant: string) => frenchDay(studioDay(new Date(instant)));

/** « Ouvert le … » from the owner's « Consulter » clicks, or « Pas encore ouvert ». */
export function openingText(album: Album): string {
  const text = fr.albumStatus;
  if (!album.first_opened_at) return text.notOpened;
  const first = dayOf(album.first_opened_at);
  const last = album.last_opened_at ? dayOf(album.last_opened_at) : first;
  return first === last ? text.openedOn(first) : text.openedAgain(first, last);
}

/**
 * The day an album's photos go to the Corbeille, when it has photos and a last day; one already
 * past goes at the next sweep, today.
 */
const removalDay = (album: Album) =>
  album.photo_count > 0 ? removalDayOn(album.available_until, album.grace_days, studioDay(new Date())) : null;

/** The rows an album's card and edit screen add to its details: availability, removal and opening. */
export function albumStatusItems(album: Album): [string, ReactNode][] {
  const text = fr.albumStatus;
  const removal = removalDay(album);
  const availability: [string, ReactNode][] = album.available_until
    ? [
        [
          text.availability,
          <>
            {frenchDay(album.available_until)}
            {album.expired && <span className={styles.expired}>{text.expired}</span>}
          </>,
        ],
      ]
    : [];
  const removalItems: [string, ReactNode][] = removal
    ? [[text.removal, text.removalOn(album.photo_count, frenchDayInWords(removal))]]
    : [];
  return [...availability, ...removalItems, [text.opening, openingText(album)]];
}

import type { Chapter, Gallery } from '@lapm/contracts';
import type { ReactNode } from 'react';
import { fr } from '../../i18n/fr';
import styles from './chapters.module.css';

type Photo = Gallery['photos'][number];

/** The anchor of a chapter's heading: the menu's links point at it, with or without scripts. */
export const chapterAnchor = (chapter: Chapter) => `chapitre-${chapter.id}`;

/**
 * The photos under her chapters: a menu of links that stays at the top while the grid scrolls,
 * the photos in no chapter first (no heading), then each chapter's heading and grid. A chapter
 * with no photo shown (only favourites) is left out, from the menu too.
 */
export function ChapteredPhotos({
  chapters,
  photos,
  grid,
}: {
  chapters: readonly Chapter[];
  photos: readonly Photo[];
  grid: (photos: readonly Photo[], label: string) => ReactNode;
}) {
  const text = fr.gallery;
  const known = new Set(chapters.map((chapter) => chapter.id));
  const loose = photos.filter((photo) => photo.chapterId === null || !known.has(photo.chapterId));
  const groups = chapters
    .map((chapter) => ({ chapter, photos: photos.filter((photo) => photo.chapterId === chapter.id) }))
    .filter((group) => group.photos.length > 0);
  return (
    <div className={styles.chaptered}>
      <nav aria-label={text.chaptersLabel} className={styles.menu}>
        <ul className={styles.menuList}>
          {groups.map(({ chapter }) => (
            <li key={chapter.id}>
              <a href={`#${chapterAnchor(chapter)}`} className={styles.menuLink}>
                {chapter.title}
              </a>
            </li>
          ))}
        </ul>
      </nav>
      {loose.length > 0 && grid(loose, text.photosLabel)}
      {groups.map(({ chapter, photos: chapterPhotos }) => (
        <section key={chapter.id} aria-labelledby={chapterAnchor(chapter)} className={styles.chapter}>
          <h2 id={chapterAnchor(chapter)} className={styles.heading}>
            {chapter.title}
          </h2>
          {grid(chapterPhotos, text.chapterPhotos(chapter.title))}
        </section>
      ))}
    </div>
  );
}

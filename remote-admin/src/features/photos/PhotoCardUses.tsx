import type { Photo, PhotoUse } from '@lapm/contracts';
import { Button } from '@lapm/ui';
import { fr } from '../../i18n/fr';
import styles from './photos.module.css';

/** Where the photo shows on the site, one line a use. */
export function UseList({ uses }: { uses: readonly PhotoUse[] }) {
  return (
    <ul className={styles.uses}>
      {uses.map((use) => (
        <li key={`${use.kind}:${use.key}`}>{fr.photos.use(use)}</li>
      ))}
    </ul>
  );
}

interface CardUsesProps {
  photo: Photo;
  uses: readonly PhotoUse[];
  onReplace: () => void;
  onDelete: () => void;
}

/** A card's uses, with « Remplacer » when it fills a place, and « Supprimer ». */
export function CardUses({ photo, uses, onReplace, onDelete }: CardUsesProps) {
  const text = fr.photos;
  return (
    <section className={styles.section} aria-label={text.usesHeading}>
      <h4 className={styles.usesHeading}>{text.usesHeading}</h4>
      {uses.length > 0 ? <UseList uses={uses} /> : <p className={styles.unused}>{text.unused}</p>}
      <div className={styles.useActions}>
        {uses.some((use) => use.kind === 'place') && (
          <Button
            size="small"
            variant="secondary"
            aria-label={text.replaceOn(photo.name)}
            onClick={onReplace}
          >
            {text.replace}
          </Button>
        )}
        <Button size="small" variant="danger" onClick={onDelete}>
          {text.remove}
        </Button>
      </div>
    </section>
  );
}

import type { Review } from '@lapm/contracts';
import { Button } from '@lapm/ui';
import { fr } from '../../i18n/fr';
import { setIn } from './draft';
import { LongText, TextInput } from './fields';
import type { FieldPath } from './problems';
import styles from './siteContent.module.css';

const text = fr.siteContent;

const newReview = (): Review => ({
  id: `avis-${Date.now().toString(36)}`,
  nom: '',
  note: 5,
  date: '',
  commentaire: '',
});

/** A note typed in French (4,5); an empty field is no number, which the server refuses in French. */
const noteOf = (value: string) => (value.trim() === '' ? Number.NaN : Number(value.replace(',', '.')));

/** A page's customer reviews: each one's name, note, date and comment; added and removed. */
export function ReviewsEditor({
  path,
  headingPath,
  heading,
  list,
  onHeading,
  onList,
}: {
  /** Where the list and its heading sit in the page's document. */
  path: FieldPath;
  headingPath: FieldPath;
  heading: string;
  list: readonly Review[];
  onHeading: (heading: string) => void;
  onList: (list: Review[]) => void;
}) {
  const set = (index: number, field: keyof Review, value: unknown) =>
    onList(setIn([...list], [index, field], value));
  return (
    <fieldset className={styles.group}>
      <legend>{text.reviewsHeading}</legend>
      <TextInput path={headingPath} label={text.reviewsTitle} value={heading} onChange={onHeading} />
      {list.map((review, index) => {
        const n = index + 1;
        return (
          <fieldset key={review.id} className={styles.item}>
            <legend>{text.review(n)}</legend>
            <TextInput
              path={[...path, index, 'nom']}
              label={text.reviewName(n)}
              value={review.nom}
              onChange={(v) => set(index, 'nom', v)}
            />
            <TextInput
              path={[...path, index, 'note']}
              label={text.reviewNote(n)}
              value={Number.isNaN(review.note) ? '' : String(review.note)}
              onChange={(v) => set(index, 'note', noteOf(v))}
            />
            <TextInput
              path={[...path, index, 'date']}
              label={text.reviewDate(n)}
              value={review.date}
              onChange={(v) => set(index, 'date', v)}
            />
            <LongText
              path={[...path, index, 'commentaire']}
              label={text.reviewComment(n)}
              value={review.commentaire}
              onChange={(v) => set(index, 'commentaire', v)}
            />
            <Button variant="secondary" onClick={() => onList(list.filter((_, other) => other !== index))}>
              {text.removeReview(n)}
            </Button>
          </fieldset>
        );
      })}
      <Button variant="secondary" onClick={() => onList([...list, newReview()])}>
        {text.addReview}
      </Button>
    </fieldset>
  );
}

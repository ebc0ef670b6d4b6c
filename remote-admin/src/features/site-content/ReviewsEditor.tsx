import type { Review } from '@lapm/contracts';
import { Button } from '@lapm/ui';
import { fr } from '../../i18n/fr';
import { setIn } from './draft';
import { LongText, TextInput } from './fields';
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
  heading,
  list,
  onHeading,
  onList,
}: {
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
      <TextInput label={text.reviewsTitle} value={heading} onChange={onHeading} />
      {list.map((review, index) => {
        const n = index + 1;
        return (
          <fieldset key={review.id} className={styles.item}>
            <legend>{text.review(n)}</legend>
            <TextInput label={text.reviewName(n)} value={review.nom} onChange={(v) => set(index, 'nom', v)} />
            <TextInput
              label={text.reviewNote(n)}
              value={Number.isNaN(review.note) ? '' : String(review.note)}
              onChange={(v) => set(index, 'note', noteOf(v))}
            />
            <TextInput
              label={text.reviewDate(n)}
              value={review.date}
              onChange={(v) => set(index, 'date', v)}
            />
            <LongText
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

import { api, isApiError } from '@lapm/api-client';
import { MAX_ALT_LENGTH, type Photo } from '@lapm/contracts';
import { errorMessage, FormError, StatusMessage } from '@lapm/forms';
import { Button, TextField } from '@lapm/ui';
import { type FormEvent, useState } from 'react';
import { fr } from '../../i18n/fr';
import { useLeaveGuard } from '../shared/useLeaveGuard';
import styles from './photos.module.css';

interface DescriptionsTableProps {
  photos: readonly Photo[];
  onSaved: (photos: readonly Photo[]) => void;
  onClose: () => void;
}

/**
 * The selection's descriptions, one field a photo, saved together: the server saves all or none,
 * and names each refused row, whose message shows under its own field. Only what she typed is
 * kept here, by photo: a photo added to the selection meanwhile keeps her other rows as typed.
 */
export function DescriptionsTable({ photos, onSaved, onClose }: DescriptionsTableProps) {
  const text = fr.photos;
  const [typed, setTyped] = useState<Record<string, string>>({});
  const altOf = (photo: Photo) => typed[photo.id] ?? photo.alt;
  useLeaveGuard(
    photos.some((photo) => altOf(photo).trim() !== photo.alt.trim()),
    fr.drafts.leaveQuestion,
  );
  const [errors, setErrors] = useState<Record<number, string>>({});
  const [failure, setFailure] = useState<string | null>(null);
  const [saved, setSaved] = useState<string | null>(null);
  const [pending, setPending] = useState(false);

  async function save(event: FormEvent) {
    event.preventDefault();
    setPending(true);
    setSaved(null);
    setFailure(null);
    try {
      const answer = await api.photos.setAlts(photos.map((photo) => ({ id: photo.id, alt: altOf(photo) })));
      setErrors({});
      setTyped({});
      setSaved(answer.message);
      onSaved(answer.data);
    } catch (error) {
      const rows: Record<number, string> = {};
      if (isApiError(error)) {
        for (const issue of error.issues) {
          const [list, row] = issue.path;
          if (list === 'photos' && typeof row === 'number') rows[row] ??= issue.message;
        }
      }
      setErrors(rows);
      setFailure(errorMessage(error));
      // The first refused field gets the focus, as on her other forms.
      const first = Object.keys(rows)
        .map(Number)
        .sort((a, b) => a - b)[0];
      if (first !== undefined) document.getElementById(`alt-${photos[first]?.id}`)?.focus();
    } finally {
      setPending(false);
    }
  }

  return (
    <section aria-labelledby="photos-describe" className={styles.describe}>
      <h3 id="photos-describe">{text.describeHeading}</h3>
      <form onSubmit={save} noValidate>
        <table className={styles.table}>
          <thead>
            <tr>
              <th scope="col">{fr.photos.title}</th>
              <th scope="col">{text.alt}</th>
            </tr>
          </thead>
          <tbody>
            {photos.map((photo, row) => (
              <tr key={photo.id}>
                <th scope="row">{photo.name}</th>
                <td>
                  <TextField
                    id={`alt-${photo.id}`}
                    label={text.altOf(photo.name)}
                    value={altOf(photo)}
                    maxLength={MAX_ALT_LENGTH}
                    error={errors[row]}
                    onChange={(event) => setTyped({ ...typed, [photo.id]: event.target.value })}
                  />
                </td>
              </tr>
            ))}
          </tbody>
        </table>
        <div className={styles.describeActions}>
          <Button type="submit" disabled={pending}>
            {text.saveAlts}
          </Button>
          <Button variant="secondary" onClick={onClose}>
            {text.closeAlts}
          </Button>
        </div>
        {failure && <FormError>{failure}</FormError>}
        <StatusMessage>{saved ?? ''}</StatusMessage>
      </form>
    </section>
  );
}

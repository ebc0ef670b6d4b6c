import { api } from '@lapm/api-client';
import type { Photo, PhotoReplacement } from '@lapm/contracts';
import { errorMessage, FormError } from '@lapm/forms';
import { ConfirmDialog } from '@lapm/ui';
import { useEffect, useState } from 'react';
import { fr } from '../../i18n/fr';
import styles from './photos.module.css';
import { ReplacementSelect, usePhotoUses } from './placeUses';

interface DeletePhotosDialogProps {
  /** The photos to delete; none: the dialog is closed. */
  photos: readonly Photo[];
  /** The library's photos that may take a place (published, ready), offered as replacements. */
  candidates: readonly Photo[];
  onCancel: () => void;
  onDeleted: (message: string) => void;
}

const answerKey = (place: string, photoId: string) => `${place} ${photoId}`;

/**
 * Asks before deleting: where each photo shows (read from the server when the dialog opens), and
 * for each place it fills, the photo that takes its spot (none: the place's fallback, or nothing).
 */
export function DeletePhotosDialog({ photos, candidates, onCancel, onDeleted }: DeletePhotosDialogProps) {
  const text = fr.photos;
  const [answers, setAnswers] = useState<Record<string, string>>({});
  const ids = photos.map((photo) => photo.id).join(',');
  const { uses, error, setError } = usePhotoUses(ids);
  useEffect(() => setAnswers({}), [ids]);

  async function confirm() {
    if (!uses) return;
    const replacements: PhotoReplacement[] = photos.flatMap((photo) =>
      (uses[photo.id] ?? [])
        .filter((use) => use.kind === 'place')
        .map((use) => ({
          place: use.key,
          photo_id: photo.id,
          replacement_id: answers[answerKey(use.key, photo.id)] || null,
        })),
    );
    try {
      const { message } = await api.photos.removeMany(
        photos.map((photo) => photo.id),
        replacements,
      );
      onDeleted(message);
    } catch (failure) {
      setError(errorMessage(failure));
    }
  }

  return (
    <ConfirmDialog
      open={photos.length > 0}
      title={text.deleteTitle(photos.length)}
      confirmLabel={text.remove}
      tone="danger"
      onCancel={onCancel}
      onConfirm={() => void confirm()}
    >
      <p>{text.deleteIntro}</p>
      {!uses && !error && <p role="status">{text.usesLoading}</p>}
      {uses &&
        photos.map((photo) => {
          const list = uses[photo.id] ?? [];
          if (list.length === 0) return <p key={photo.id}>{text.unusedPhoto(photo.name)}</p>;
          return (
            <section key={photo.id} className={styles.section} aria-label={photo.name}>
              <p>{text.usedPhoto(photo.name)}</p>
              <ul className={styles.uses}>
                {list.map((use) => (
                  <li key={`${use.kind}:${use.key}`}>
                    {text.use(use)}
                    {use.kind === 'place' && (
                      <ReplacementSelect
                        label={text.replacement(use.title)}
                        noneLabel={text.noReplacement}
                        value={answers[answerKey(use.key, photo.id)] ?? ''}
                        onChange={(replacementId) =>
                          setAnswers({ ...answers, [answerKey(use.key, photo.id)]: replacementId })
                        }
                        candidates={candidates}
                        excluded={photos}
                      />
                    )}
                  </li>
                ))}
              </ul>
              {list.some((use) => use.kind === 'cover' || use.kind === 'inline') && (
                <p>{text.articlesLoseIt}</p>
              )}
            </section>
          );
        })}
      {uses && Object.keys(uses).length > 0 && <p className={styles.unused}>{text.replacementHint}</p>}
      {error && <FormError>{error}</FormError>}
    </ConfirmDialog>
  );
}

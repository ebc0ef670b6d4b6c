import { api } from '@lapm/api-client';
import type { Photo, PhotoReplacement, PhotoUse } from '@lapm/contracts';
import { errorMessage, FormError } from '@lapm/forms';
import { ConfirmDialog } from '@lapm/ui';
import { useEffect, useState } from 'react';
import { fr } from '../../i18n/fr';
import styles from './photos.module.css';
import { ReplacementSelect, usePhotoUses } from './placeUses';
import { type CandidatesFor, ReplacementChoices } from './ReplacementChoices';

interface DeletePhotosDialogProps {
  /** The photos to delete; none: the dialog is closed. */
  photos: readonly Photo[];
  onCancel: () => void;
  onDeleted: (message: string) => void;
}

type Answers = Record<string, string>;

const answerKey = (place: string, photoId: string) => `${place} ${photoId}`;

/**
 * Asks before deleting: where each photo shows (read from the server when the dialog opens), and
 * for each place it fills, the photo that takes its spot (none: the place's fallback, or nothing),
 * found in the whole library.
 */
export function DeletePhotosDialog({ photos, onCancel, onDeleted }: DeletePhotosDialogProps) {
  const text = fr.photos;
  const [answers, setAnswers] = useState<Answers>({});
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

  const fillsAPlace = Object.values(uses ?? {}).some((list) => list.some((use) => use.kind === 'place'));
  const sections = (candidatesFor: CandidatesFor) =>
    photos.map((photo) => (
      <PhotoUses
        key={photo.id}
        photo={photo}
        uses={uses?.[photo.id] ?? []}
        deleted={photos}
        answers={answers}
        onAnswer={(key, replacementId) => setAnswers({ ...answers, [key]: replacementId })}
        candidatesFor={candidatesFor}
      />
    ));
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
      {uses && (fillsAPlace ? <ReplacementChoices>{sections}</ReplacementChoices> : sections(() => []))}
      {uses && Object.keys(uses).length > 0 && <p className={styles.unused}>{text.replacementHint}</p>}
      {error && <FormError>{error}</FormError>}
    </ConfirmDialog>
  );
}

interface PhotoUsesProps {
  photo: Photo;
  uses: readonly PhotoUse[];
  /** The photos deleted together: none of them takes another's place. */
  deleted: readonly Photo[];
  answers: Answers;
  onAnswer: (key: string, replacementId: string) => void;
  candidatesFor: CandidatesFor;
}

/** Where one photo shows, with the list of its replacement in each place it fills. */
function PhotoUses({ photo, uses, deleted, answers, onAnswer, candidatesFor }: PhotoUsesProps) {
  const text = fr.photos;
  if (uses.length === 0) return <p>{text.unusedPhoto(photo.name)}</p>;
  return (
    <section className={styles.section} aria-label={photo.name}>
      <p>{text.usedPhoto(photo.name)}</p>
      <ul className={styles.uses}>
        {uses.map((use) => {
          const key = answerKey(use.key, photo.id);
          return (
            <li key={`${use.kind}:${use.key}`}>
              {text.use(use)}
              {use.kind === 'place' && (
                <ReplacementSelect
                  label={text.replacement(use.title)}
                  noneLabel={text.noReplacement}
                  value={answers[key] ?? ''}
                  onChange={(replacementId) => onAnswer(key, replacementId)}
                  candidates={candidatesFor(answers[key] ?? '')}
                  excluded={deleted}
                />
              )}
            </li>
          );
        })}
      </ul>
      {uses.some((use) => use.kind === 'cover' || use.kind === 'inline') && <p>{text.articlesLoseIt}</p>}
    </section>
  );
}

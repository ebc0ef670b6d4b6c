import { api } from '@lapm/api-client';
import { type Photo, photoReplaceMessages } from '@lapm/contracts';
import { errorMessage, FormError } from '@lapm/forms';
import { ConfirmDialog } from '@lapm/ui';
import { useEffect, useState } from 'react';
import { fr } from '../../i18n/fr';
import { ReplacementSelect, usePhotoUses } from './placeUses';
import { ReplacementChoices } from './ReplacementChoices';

interface ReplacePhotoDialogProps {
  /** The photo to replace on the site; null: the dialog is closed. */
  photo: Photo | null;
  onCancel: () => void;
  onReplaced: (message: string) => void;
}

/**
 * « Remplacer »: for each place of the site the photo fills, the photo that takes it there (found
 * in the whole library), or none to keep it; the photo itself stays in the library. Nothing is deleted.
 */
export function ReplacePhotoDialog({ photo, onCancel, onReplaced }: ReplacePhotoDialogProps) {
  const text = fr.photos;
  const [answers, setAnswers] = useState<Record<string, string>>({});
  const { uses, error, setError } = usePhotoUses(photo?.id ?? '');
  useEffect(() => setAnswers({}), [photo?.id]);
  const places = (photo && uses?.[photo.id]?.filter((use) => use.kind === 'place')) || [];

  async function confirm() {
    if (!photo) return;
    const replacements = places.flatMap((use) =>
      answers[use.key] ? [{ place: use.key, replacement_id: answers[use.key] as string }] : [],
    );
    if (replacements.length === 0) return setError(photoReplaceMessages.noPlace);
    try {
      const { message } = await api.photos.replace(photo.id, replacements);
      onReplaced(message);
    } catch (failure) {
      setError(errorMessage(failure));
    }
  }

  return (
    <ConfirmDialog
      open={photo !== null}
      title={text.replaceOn(photo?.name ?? '')}
      confirmLabel={text.replace}
      onCancel={onCancel}
      onConfirm={() => void confirm()}
    >
      <p>{text.replaceIntro}</p>
      {!uses && !error && <p role="status">{text.usesLoading}</p>}
      {uses && places.length === 0 && <p>{text.nothingToReplace}</p>}
      {photo && places.length > 0 && (
        <ReplacementChoices>
          {(candidatesFor) =>
            places.map((use) => (
              <ReplacementSelect
                key={use.key}
                label={text.replacement(use.title)}
                noneLabel={text.keepHere}
                value={answers[use.key] ?? ''}
                onChange={(replacementId) => setAnswers({ ...answers, [use.key]: replacementId })}
                candidates={candidatesFor(answers[use.key] ?? '')}
                excluded={[photo]}
              />
            ))
          }
        </ReplacementChoices>
      )}
      {error && <FormError>{error}</FormError>}
    </ConfirmDialog>
  );
}

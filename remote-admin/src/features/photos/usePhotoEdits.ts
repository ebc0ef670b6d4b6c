import { api, loadPhotoAltSchema } from '@lapm/api-client';
import { type Photo, type PhotoUse, photoMessages } from '@lapm/contracts';
import { useSubmission } from '@lapm/forms';
import { type FormEvent, useState } from 'react';
import { fr } from '../../i18n/fr';
import { useLeaveGuard } from '../shared/useLeaveGuard';

/**
 * A library card's description and publication: the description saved on « Enregistrer », and
 * publishing or taking off the site, asking first when the site shows the photo.
 */
export function usePhotoEdits(photo: Photo, uses: readonly PhotoUse[], onChange: (photo: Photo) => void) {
  const [alt, setAlt] = useState(photo.alt);
  const [altError, setAltError] = useState<string | null>(null);
  const [saved, setSaved] = useState(false);
  const [confirmingUnpublish, setConfirmingUnpublish] = useState(false);
  const { pending, error, run } = useSubmission();
  // A description typed and not saved yet is not left behind without a question.
  useLeaveGuard(alt.trim() !== photo.alt.trim(), fr.drafts.leaveQuestion);

  /** Checks the description in the field and saves it if it changed; false when it is refused. */
  async function storeAlt(): Promise<boolean> {
    const checked = (await loadPhotoAltSchema()).safeParse({ alt });
    if (!checked.success) {
      setAltError(checked.error.issues[0]?.message ?? photoMessages.altRequired);
      return false;
    }
    setAltError(null);
    if (checked.data.alt !== photo.alt) onChange(await api.photos.setAlt(photo.id, checked.data));
    return true;
  }

  function saveAlt(event: FormEvent) {
    event.preventDefault();
    setSaved(false);
    void run('save', async () => setSaved(await storeAlt()));
  }

  function unpublish() {
    setConfirmingUnpublish(false);
    void run('save', async () => onChange(await api.photos.setPublished(photo.id, false)));
  }

  // Publishing takes the description as it stands in the field, saved or not: the field is
  // what she sees, so a filled field never gets "add a description".
  function togglePublished() {
    setSaved(false);
    if (photo.published) {
      // A photo the site shows: she is told where before it goes.
      if (uses.length > 0) setConfirmingUnpublish(true);
      else unpublish();
      return;
    }
    if (!alt.trim()) {
      setAltError(photoMessages.altBeforePublishing);
      return;
    }
    void run('save', async () => {
      if (await storeAlt()) onChange(await api.photos.setPublished(photo.id, true));
    });
  }

  function changeAlt(value: string) {
    setAlt(value);
    setSaved(false);
  }

  return {
    alt,
    altError,
    saved,
    pending,
    error,
    confirmingUnpublish,
    cancelUnpublish: () => setConfirmingUnpublish(false),
    changeAlt,
    saveAlt,
    unpublish,
    togglePublished,
  };
}

import { api, loadPhotoAltSchema } from '@lapm/api-client';
import { frenchDay, type Photo, photoMessages, studioDay } from '@lapm/contracts';
import { Form, FormActions, FormError, StatusMessage, useSubmission } from '@lapm/forms';
import { Button, Card, TextField } from '@lapm/ui';
import { type FormEvent, useState } from 'react';
import { fr } from '../../i18n/fr';
import { Details } from '../shared/Details';
import { pictureOf } from '../shared/photoPicture';

interface PhotoCardProps {
  photo: Photo;
  onChange: (photo: Photo) => void;
  onDeleted: () => void;
}

/** One photo of the library: its state, its alt text, publication and deletion. */
export function PhotoCard({ photo, onChange, onDeleted }: PhotoCardProps) {
  const text = fr.photos;
  const [alt, setAlt] = useState(photo.alt);
  const [altError, setAltError] = useState<string | null>(null);
  const [saved, setSaved] = useState(false);
  const { pending, error, run } = useSubmission();

  /** Checks the alt text in the field and saves it if it changed; false when it is refused. */
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

  // Publishing takes the alt text as it stands in the field, saved or not: the field is
  // what she sees, so a filled field never gets "add an alt text".
  function togglePublished() {
    setSaved(false);
    if (photo.published) {
      void run('save', async () => onChange(await api.photos.setPublished(photo.id, false)));
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

  const statusText = photo.published ? text.published : text.notPublished;
  return (
    <Card
      as="li"
      headingLevel={3}
      title={photo.name}
      meta={text.uploadedOn(frenchDay(studioDay(new Date(photo.uploaded_at))))}
      image={pictureOf(photo)}
      imageSizes="16rem"
      actions={
        photo.status === 'ready' && (
          <Button
            size="small"
            variant={photo.published ? 'secondary' : 'primary'}
            disabled={pending !== null}
            onClick={togglePublished}
          >
            {photo.published ? text.unpublish : text.publish}
          </Button>
        )
      }
    >
      <Details
        items={[[fr.common.status, photo.status === 'ready' ? statusText : text.phase[photo.status]]]}
      />
      {photo.error && <FormError>{photo.error}</FormError>}
      <Form onSubmit={saveAlt}>
        <TextField
          label={text.alt}
          hint={text.altHint}
          error={altError ?? undefined}
          value={alt}
          maxLength={300}
          onChange={(event) => {
            setAlt(event.target.value);
            setSaved(false);
          }}
        />
        <FormActions
          pending={pending}
          canSave
          hint={null}
          error={error}
          remove={{
            title: text.confirmTitle,
            question: text.confirmQuestion(photo.name),
            onConfirm: () => {
              void run('delete', async () => {
                await api.photos.remove(photo.id);
                onDeleted();
              });
            },
          }}
        />
        <StatusMessage>{saved ? text.altSaved : ''}</StatusMessage>
      </Form>
    </Card>
  );
}

import { api, loadPhotoAltSchema } from '@lapm/api-client';
import { frenchDay, type Photo, photoMessages, studioDay } from '@lapm/contracts';
import { ActionRow, Form, FormError, formTexts, useSubmission } from '@lapm/forms';
import { Button, Card, ConfirmDialog, TextField } from '@lapm/ui';
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
  const [confirming, setConfirming] = useState(false);
  const { pending, error, run } = useSubmission();

  function saveAlt(event: FormEvent) {
    event.preventDefault();
    setSaved(false);
    void run('save', async () => {
      const checked = (await loadPhotoAltSchema()).safeParse({ alt });
      if (!checked.success) {
        setAltError(checked.error.issues[0]?.message ?? photoMessages.altRequired);
        return;
      }
      setAltError(null);
      onChange(await api.photos.setAlt(photo.id, checked.data));
      setSaved(true);
    });
  }

  function togglePublished() {
    setSaved(false);
    if (!photo.published && !photo.alt.trim()) {
      setAltError(photoMessages.altBeforePublishing);
      return;
    }
    setAltError(null);
    void run('save', async () => onChange(await api.photos.setPublished(photo.id, !photo.published)));
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
        <>
          {photo.status === 'ready' && (
            <Button
              size="small"
              variant={photo.published ? 'secondary' : 'primary'}
              disabled={pending !== null}
              onClick={togglePublished}
            >
              {photo.published ? text.unpublish : text.publish}
            </Button>
          )}
          <Button
            size="small"
            variant="danger"
            disabled={pending !== null}
            onClick={() => setConfirming(true)}
          >
            {pending === 'delete' ? formTexts.deleting : formTexts.delete}
          </Button>
        </>
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
        <ActionRow>
          <Button type="submit" size="small" variant="secondary" disabled={pending !== null}>
            {pending === 'save' ? formTexts.saving : formTexts.save}
          </Button>
          <span role="status">{saved ? text.altSaved : ''}</span>
        </ActionRow>
      </Form>
      {error && <FormError>{error}</FormError>}
      <ConfirmDialog
        open={confirming}
        title={text.confirmTitle}
        confirmLabel={formTexts.delete}
        tone="danger"
        onCancel={() => setConfirming(false)}
        onConfirm={() => {
          setConfirming(false);
          void run('delete', async () => {
            await api.photos.remove(photo.id);
            onDeleted();
          });
        }}
      >
        {text.confirmQuestion(photo.name)}
      </ConfirmDialog>
    </Card>
  );
}

import { api, loadPhotoAltSchema } from '@lapm/api-client';
import {
  defaultFocalPoint,
  type FocalPoint,
  frenchDay,
  type Photo,
  type PhotoUse,
  photoMessages,
  studioDay,
} from '@lapm/contracts';
import { errorMessage, Form, FormActions, FormError, StatusMessage, useSubmission } from '@lapm/forms';
import { Button, Card, Checkbox, ConfirmDialog, TextField } from '@lapm/ui';
import { type FormEvent, useRef, useState } from 'react';
import { fr } from '../../i18n/fr';
import { Details } from '../shared/Details';
import { pictureOf } from '../shared/photoPicture';
import { FocalPointPicker } from './FocalPointPicker';
import styles from './photos.module.css';

interface PhotoCardProps {
  photo: Photo;
  /** Where it shows on the site: named before it is taken off or deleted. */
  uses?: readonly PhotoUse[];
  onChange: (photo: Photo) => void;
  /** Asks to delete it: the library's dialog lists its uses and asks for a replacement in each place. */
  onDelete: () => void;
  /** Asks which photo takes its places on the site, keeping it in the library. */
  onReplace: () => void;
  selected: boolean;
  onSelect: (selected: boolean) => void;
}

/**
 * One photo of the library: its selection, state, description, focal point, uses, publication and
 * deletion. « Supprimer » sits with the uses, away from the description's « Enregistrer ».
 */
export function PhotoCard({
  photo,
  uses = [],
  onChange,
  onDelete,
  onReplace,
  selected,
  onSelect,
}: PhotoCardProps) {
  const text = fr.photos;
  const [alt, setAlt] = useState(photo.alt);
  const [altError, setAltError] = useState<string | null>(null);
  const [saved, setSaved] = useState(false);
  const [confirmingUnpublish, setConfirmingUnpublish] = useState(false);
  const { pending, error, run } = useSubmission();
  const focal = useFocalPoint(photo, onChange);

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

  const statusText = photo.published ? text.published : text.notPublished;
  const picture = pictureOf(photo);
  const useList = (
    <ul className={styles.uses}>
      {uses.map((use) => (
        <li key={`${use.kind}:${use.key}`}>{text.use(use)}</li>
      ))}
    </ul>
  );
  return (
    <Card
      as="li"
      headingLevel={3}
      title={photo.name}
      meta={text.uploadedOn(frenchDay(studioDay(new Date(photo.uploaded_at))))}
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
      <Checkbox
        label={text.select(photo.name)}
        checked={selected}
        onChange={(event) => onSelect(event.target.checked)}
      />
      {picture && (
        <section className={styles.section} aria-label={text.focalHeading}>
          <FocalPointPicker image={picture} value={focal.point} onChange={focal.choose} />
          {focal.error && <FormError>{focal.error}</FormError>}
          <StatusMessage>{focal.saved ? text.focalSaved : ''}</StatusMessage>
        </section>
      )}
      <Details
        items={[[fr.common.status, photo.status === 'ready' ? statusText : text.phase[photo.status]]]}
      />
      {photo.error && <FormError>{photo.error}</FormError>}
      <section className={styles.section} aria-label={text.usesHeading}>
        <h4 className={styles.usesHeading}>{text.usesHeading}</h4>
        {uses.length > 0 ? useList : <p className={styles.unused}>{text.unused}</p>}
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
        <FormActions pending={pending} canSave hint={null} error={error} />
        <StatusMessage>{saved ? text.altSaved : ''}</StatusMessage>
      </Form>
      <ConfirmDialog
        open={confirmingUnpublish}
        title={text.unpublishTitle}
        confirmLabel={text.unpublish}
        tone="danger"
        onCancel={() => setConfirmingUnpublish(false)}
        onConfirm={unpublish}
      >
        <p>{text.unpublishQuestion(photo.name)}</p>
        {useList}
      </ConfirmDialog>
    </Card>
  );
}

/**
 * The photo's focal point as shown, saved at each change. A change made while a save is under way
 * waits for it, and only the latest is sent: the mark on screen is what the site ends up with.
 */
function useFocalPoint(photo: Photo, onChange: (photo: Photo) => void) {
  const [point, setPoint] = useState<FocalPoint>(photo.focal_point ?? defaultFocalPoint);
  const [error, setError] = useState<string | null>(null);
  const [saved, setSaved] = useState(false);
  const wanted = useRef<FocalPoint | null>(null);
  const saving = useRef(false);

  async function choose(next: FocalPoint) {
    setPoint(next);
    setSaved(false);
    wanted.current = next;
    if (saving.current) return;
    saving.current = true;
    try {
      while (wanted.current) {
        const sent = wanted.current;
        wanted.current = null;
        onChange(await api.photos.setFocalPoint(photo.id, sent));
      }
      setError(null);
      setSaved(true);
    } catch (failure) {
      wanted.current = null;
      setError(errorMessage(failure));
    } finally {
      saving.current = false;
    }
  }

  return { point, error, saved, choose: (next: FocalPoint) => void choose(next) };
}

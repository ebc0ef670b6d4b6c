import { frenchDay, type Photo, type PhotoUse, studioDay } from '@lapm/contracts';
import { Form, FormActions, FormError, StatusMessage } from '@lapm/forms';
import { Button, Card, Checkbox, ConfirmDialog, TextField } from '@lapm/ui';
import { fr } from '../../i18n/fr';
import { Details } from '../shared/Details';
import { pictureOf } from '../shared/photoPicture';
import { FocalPointPicker } from './FocalPointPicker';
import { CardUses, UseList } from './PhotoCardUses';
import styles from './photos.module.css';
import { useFocalPoint } from './useFocalPoint';
import { usePhotoEdits } from './usePhotoEdits';

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
  const edits = usePhotoEdits(photo, uses, onChange);
  const statusText = photo.published ? text.published : text.notPublished;
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
            disabled={edits.pending !== null}
            onClick={edits.togglePublished}
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
      <FocalSection photo={photo} onChange={onChange} />
      <Details
        items={[[fr.common.status, photo.status === 'ready' ? statusText : text.phase[photo.status]]]}
      />
      {photo.error && <FormError>{photo.error}</FormError>}
      <CardUses photo={photo} uses={uses} onReplace={onReplace} onDelete={onDelete} />
      <AltForm edits={edits} />
      <ConfirmDialog
        open={edits.confirmingUnpublish}
        title={text.unpublishTitle}
        confirmLabel={text.unpublish}
        tone="danger"
        onCancel={edits.cancelUnpublish}
        onConfirm={edits.unpublish}
      >
        <p>{text.unpublishQuestion(photo.name)}</p>
        <UseList uses={uses} />
      </ConfirmDialog>
    </Card>
  );
}

/** The focal point of a photo that has variants, saved at each change. */
function FocalSection({ photo, onChange }: { photo: Photo; onChange: (photo: Photo) => void }) {
  const text = fr.photos;
  const focal = useFocalPoint(photo, onChange);
  const picture = pictureOf(photo);
  if (!picture) return null;
  return (
    <section className={styles.section} aria-label={text.focalHeading}>
      <FocalPointPicker image={picture} value={focal.point} onChange={focal.choose} />
      {focal.error && <FormError>{focal.error}</FormError>}
      <StatusMessage>{focal.saved ? text.focalSaved : ''}</StatusMessage>
    </section>
  );
}

/** The description and its « Enregistrer ». */
function AltForm({ edits }: { edits: ReturnType<typeof usePhotoEdits> }) {
  const text = fr.photos;
  return (
    <Form onSubmit={edits.saveAlt}>
      <TextField
        label={text.alt}
        hint={text.altHint}
        error={edits.altError ?? undefined}
        value={edits.alt}
        maxLength={300}
        onChange={(event) => edits.changeAlt(event.target.value)}
      />
      <FormActions pending={edits.pending} canSave hint={null} error={edits.error} />
      <StatusMessage>{edits.saved ? text.altSaved : ''}</StatusMessage>
    </Form>
  );
}

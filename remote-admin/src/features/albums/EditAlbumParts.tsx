import {
  type Album,
  type AlbumUpdatePayload,
  frenchDayInWords,
  type SessionKind,
  sessionKinds,
} from '@lapm/contracts';
import { ReadOnly } from '@lapm/forms';
import { ConfirmDialog } from '@lapm/ui';
import { fr } from '../../i18n/fr';
import { Details } from '../shared/Details';
import { albumStatusItems } from './albumStatus';

/** The album's number, owner and state, read only above its fields. */
export function AlbumSummary({ album }: { album: Album }) {
  const text = fr.editAlbum;
  return (
    <ReadOnly>
      <Details
        items={[
          [fr.common.id, album.id_album],
          [text.currentOwner, `${album.firstname} ${album.lastname}`],
          [fr.common.email, album.email],
          // The kind gave the gallery its first settings; they are changed below, not by it.
          ...(album.kind && album.kind in sessionKinds
            ? ([[fr.albumForm.kind, sessionKinds[album.kind as SessionKind].label]] as const)
            : []),
          ...albumStatusItems(album),
        ]}
      />
    </ReadOnly>
  );
}

interface AskedDialogProps<A> {
  album: Album;
  /** What is asked about; null: the dialog is closed. */
  asked: A | null;
  onCancel: () => void;
  onConfirm: (payload: AlbumUpdatePayload) => void;
}

/** Another owner is said first: one tap on a name must not give the album away. */
export function OwnerChangeDialog({
  album,
  asked,
  onCancel,
  onConfirm,
}: AskedDialogProps<{ payload: AlbumUpdatePayload; name: string }>) {
  const text = fr.editAlbum;
  return (
    <ConfirmDialog
      open={asked !== null}
      title={text.ownerChangeTitle}
      confirmLabel={text.ownerChangeConfirm}
      onCancel={onCancel}
      onConfirm={() => (asked ? onConfirm(asked.payload) : onCancel())}
    >
      {asked && <p>{text.ownerChangeQuestion(asked.name, `${album.firstname} ${album.lastname}`)}</p>}
    </ConfirmDialog>
  );
}

/** A last day already past on an album with photos: said first, saved only once confirmed. */
export function RemovalDialog({
  album,
  asked,
  onCancel,
  onConfirm,
}: AskedDialogProps<{ payload: AlbumUpdatePayload; day: string }>) {
  const text = fr.editAlbum;
  return (
    <ConfirmDialog
      open={asked !== null}
      title={text.removalTitle}
      confirmLabel={text.removalConfirm}
      tone="danger"
      onCancel={onCancel}
      onConfirm={() => (asked ? onConfirm(asked.payload) : onCancel())}
    >
      {asked && (
        <p>
          {text.removalQuestion(
            album.id_album,
            `${album.firstname} ${album.lastname}`,
            album.photo_count,
            frenchDayInWords(asked.day),
          )}
        </p>
      )}
    </ConfirmDialog>
  );
}

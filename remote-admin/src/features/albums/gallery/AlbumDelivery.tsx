import { api } from '@lapm/api-client';
import {
  type AdminAlbumPhoto,
  type Album,
  albumMessages,
  type FocalPoint,
  frenchDayInWords,
  studioDay,
} from '@lapm/contracts';
import { FormFeedback, useSubmission } from '@lapm/forms';
import { Button, ConfirmDialog, type Photo, SelectField } from '@lapm/ui';
import { useState } from 'react';
import { fr } from '../../../i18n/fr';
import { FocalPointPicker } from '../../photos/FocalPointPicker';
import styles from './gallery.module.css';

/** A ready photo of the album as the focal point picker draws it, whole. */
function pictureOf(albumId: number, photo: AdminAlbumPhoto): Photo {
  const variants = (extension: 'webp' | 'jpg') =>
    photo.widths.map((width) => ({
      src: api.adminGalleries.variantUrl(albumId, photo.id, width, extension),
      width,
    }));
  return {
    width: photo.width,
    height: photo.height,
    placeholder: '',
    alt: photo.fileName,
    variants: { avif: [], webp: variants('webp'), jpeg: variants('jpg') },
  };
}

const notifiedText = (at: string | null) =>
  at ? albumMessages.notifiedOn(frenchDayInWords(studioDay(new Date(at)))) : fr.albumDelivery.notNotified;

/**
 * The album as the client receives it: its cover, picked among its ready photos with the point
 * every crop of it keeps, and « Prévenir le client » once the photos are there (asked first when
 * the client was already told).
 */
export function AlbumDelivery({ album, photos }: { album: Album; photos: AdminAlbumPhoto[] }) {
  const text = fr.albumDelivery;
  const ready = photos.filter((photo) => photo.status === 'ready' && photo.widths.length > 0);
  const [coverId, setCoverId] = useState(album.cover_photo_id ?? '');
  const [focal, setFocal] = useState<FocalPoint>({ x: album.cover_focal_x, y: album.cover_focal_y });
  const [notifiedAt, setNotifiedAt] = useState(album.client_notified_at);
  const [askAgain, setAskAgain] = useState(false);
  const cover = useSubmission();
  const notify = useSubmission();
  const chosen = ready.find((photo) => photo.id === coverId);

  function saveCover() {
    if (!chosen) return;
    void cover.run('save', async () => {
      const answer = await api.adminGalleries.setCover(album.id_album, {
        photoId: chosen.id,
        focalPoint: focal,
      });
      return { kind: 'success', text: answer.message };
    });
  }

  function sendNotice(confirmResend: boolean) {
    setAskAgain(false);
    void notify.run('save', async () => {
      const answer = await api.adminGalleries.notifyClient(album.id_album, { confirmResend });
      setNotifiedAt(answer.notifiedAt);
      return { kind: 'success', text: answer.message };
    });
  }

  return (
    <>
      <h3 className={styles.subheading}>{text.coverHeading}</h3>
      {ready.length === 0 ? (
        <p>{text.coverNoPhoto}</p>
      ) : (
        <div className={styles.delivery}>
          <SelectField
            label={text.coverPhoto}
            value={coverId}
            onChange={(event) => {
              setCoverId(event.target.value);
              setFocal({ x: 50, y: 50 });
            }}
          >
            <option value="">{text.coverNone}</option>
            {ready.map((photo) => (
              <option key={photo.id} value={photo.id}>
                {photo.fileName}
              </option>
            ))}
          </SelectField>
          {chosen && (
            <FocalPointPicker image={pictureOf(album.id_album, chosen)} value={focal} onChange={setFocal} />
          )}
          <Button disabled={!chosen || cover.pending !== null} onClick={saveCover}>
            {cover.pending ? text.coverSaving : text.coverSave}
          </Button>
          <FormFeedback outcome={cover.outcome} />
        </div>
      )}
      <div className={styles.delivery}>
        <p role="status">{notifiedText(notifiedAt)}</p>
        <Button
          disabled={notify.pending !== null}
          onClick={() => (notifiedAt ? setAskAgain(true) : sendNotice(false))}
        >
          {notify.pending ? text.notifying : text.notify}
        </Button>
        <p className={styles.note}>{text.notifyHint}</p>
        <FormFeedback outcome={notify.outcome} />
      </div>
      <ConfirmDialog
        open={askAgain}
        title={text.notifyAgainTitle}
        confirmLabel={text.notifyAgainConfirm}
        onCancel={() => setAskAgain(false)}
        onConfirm={() => sendNotice(true)}
      >
        {notifiedAt && (
          <p>{albumMessages.alreadyNotified(frenchDayInWords(studioDay(new Date(notifiedAt))))}</p>
        )}
      </ConfirmDialog>
    </>
  );
}

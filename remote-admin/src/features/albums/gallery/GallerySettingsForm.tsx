import {
  DOWNLOAD_PIN,
  type DownloadSize,
  frenchDayInWords,
  type GallerySettingsPayload,
  galleryMessages,
  MAX_GRACE_DAYS,
  MAX_INCLUDED_PHOTOS,
  removalBroughtToToday,
  studioDay,
} from '@lapm/contracts';
import { FormFeedback, formTexts, SubmitButton, useSubmission } from '@lapm/forms';
import { Checkbox, ConfirmDialog, TextField } from '@lapm/ui';
import { type FormEvent, useState } from 'react';
import { fr } from '../../../i18n/fr';
import { galleryCalls } from './calls';
import styles from './gallery.module.css';
import type { GallerySettings } from './model';

interface Values {
  includedPhotos: string;
  downloadsEnabled: boolean;
  downloadSize: DownloadSize;
  favouritesOnly: boolean;
  /** A new PIN typed, or ''; `removePin` takes the one set away. */
  downloadPin: string;
  removePin: boolean;
  watermark: boolean;
  graceDays: string;
}

const wholeIn = (value: string, max: number) => {
  const number = Number(value.trim());
  return value.trim() !== '' && Number.isInteger(number) && number >= 0 && number <= max ? number : null;
};

export function GallerySettingsForm({
  albumId,
  settings,
  plannedDeletion,
  availableUntil,
  photoCount,
  onSaved,
}: {
  albumId: number;
  settings: GallerySettings & { downloadPinSet: boolean };
  /** The album's last day, and how many photos it holds: fewer grace days may send them away now. */
  availableUntil: string | null;
  photoCount: number;
  /** The day the photos go (the album's last day plus the grace days), or null without a last day. */
  plannedDeletion: string | null;
  onSaved: (settings: GallerySettings & { downloadPinSet: boolean }) => void;
}) {
  const text = fr.albumGallery;
  const [values, setValues] = useState<Values>({
    includedPhotos: String(settings.includedPhotos),
    downloadsEnabled: settings.downloadsEnabled,
    downloadSize: settings.downloadSize,
    favouritesOnly: settings.favouritesOnly,
    downloadPin: '',
    removePin: false,
    watermark: settings.watermark,
    graceDays: String(settings.graceDays),
  });
  const submission = useSubmission();
  // Settings that would send the photos to the Corbeille today, waiting for the admin's word.
  const [asked, setAsked] = useState<{ settings: GallerySettingsPayload; day: string } | null>(null);
  const included = wholeIn(values.includedPhotos, MAX_INCLUDED_PHOTOS);
  const grace = wholeIn(values.graceDays, MAX_GRACE_DAYS);

  function save(event: FormEvent) {
    event.preventDefault();
    if (included === null || grace === null) {
      const problem =
        included === null ? galleryMessages.includedPhotosInvalid : galleryMessages.graceDaysInvalid;
      submission.setOutcome({ kind: 'error', text: problem });
      return;
    }
    const pin = values.downloadPin.trim();
    if (pin !== '' && !DOWNLOAD_PIN.test(pin)) {
      submission.setOutcome({ kind: 'error', text: galleryMessages.downloadPinInvalid });
      return;
    }
    const next: GallerySettingsPayload = {
      includedPhotos: included,
      downloadsEnabled: values.downloadsEnabled,
      downloadSize: values.downloadSize,
      favouritesOnly: values.favouritesOnly,
      watermark: values.watermark,
      graceDays: grace,
      ...(pin !== '' ? { downloadPin: pin } : values.removePin ? { downloadPin: null } : {}),
    };
    const day =
      photoCount > 0 &&
      removalBroughtToToday(availableUntil, settings.graceDays, next.graceDays, studioDay(new Date()));
    if (day) {
      setAsked({ settings: next, day });
      return;
    }
    send(next);
  }

  function send({ confirmRemoval, downloadPin, ...next }: GallerySettingsPayload) {
    void submission.run('save', async () => {
      const payload = downloadPin === undefined ? next : { ...next, downloadPin };
      const { message } = await galleryCalls.saveSettings(
        albumId,
        confirmRemoval ? { ...payload, confirmRemoval } : payload,
      );
      const downloadPinSet = downloadPin === undefined ? settings.downloadPinSet : downloadPin !== null;
      setValues((current) => ({ ...current, downloadPin: '', removePin: false }));
      onSaved({
        ...next,
        downloadSize: next.downloadSize ?? 'high',
        favouritesOnly: next.favouritesOnly ?? false,
        downloadPinSet,
      });
      return { kind: 'success', text: message };
    });
  }

  return (
    <form className={styles.settings} onSubmit={save} aria-label={text.settingsHeading} noValidate>
      <TextField
        label={text.includedPhotos}
        hint={text.includedPhotosHint}
        type="number"
        inputMode="numeric"
        min={0}
        max={MAX_INCLUDED_PHOTOS}
        value={values.includedPhotos}
        onChange={(event) => setValues({ ...values, includedPhotos: event.target.value })}
      />
      <Checkbox
        label={text.downloadsEnabled}
        checked={values.downloadsEnabled}
        onChange={(event) => setValues({ ...values, downloadsEnabled: event.target.checked })}
      />
      {values.downloadsEnabled && (
        <fieldset className={styles.downloadChoices}>
          <legend>{text.downloadSize}</legend>
          {(['high', 'web'] as const).map((size) => (
            <label key={size} className={styles.choice}>
              <input
                type="radio"
                name="downloadSize"
                value={size}
                checked={values.downloadSize === size}
                onChange={() => setValues({ ...values, downloadSize: size })}
              />{' '}
              {text.downloadSizes[size]}
            </label>
          ))}
          <Checkbox
            label={text.favouritesOnly}
            checked={values.favouritesOnly}
            onChange={(event) => setValues({ ...values, favouritesOnly: event.target.checked })}
          />
          <TextField
            label={settings.downloadPinSet ? text.downloadPinNew : text.downloadPin}
            hint={text.downloadPinHint}
            inputMode="numeric"
            autoComplete="off"
            maxLength={4}
            value={values.downloadPin}
            onChange={(event) => setValues({ ...values, downloadPin: event.target.value })}
          />
          {settings.downloadPinSet && (
            <Checkbox
              label={text.downloadPinRemove}
              checked={values.removePin}
              onChange={(event) => setValues({ ...values, removePin: event.target.checked })}
            />
          )}
        </fieldset>
      )}
      <Checkbox
        label={text.watermark}
        checked={values.watermark}
        onChange={(event) => setValues({ ...values, watermark: event.target.checked })}
      />
      <p className={styles.muted}>{text.watermarkHint}</p>
      <TextField
        label={text.graceDays}
        hint={text.graceDaysHint}
        type="number"
        inputMode="numeric"
        min={0}
        max={MAX_GRACE_DAYS}
        value={values.graceDays}
        onChange={(event) => setValues({ ...values, graceDays: event.target.value })}
      />
      {plannedDeletion && (
        <p className={styles.muted}>{text.deletionPlanned(frenchDayInWords(plannedDeletion))}</p>
      )}
      <SubmitButton
        busy={submission.pending === 'save'}
        label={text.saveSettings}
        busyLabel={formTexts.saving}
      />
      <FormFeedback outcome={submission.outcome} />
      <ConfirmDialog
        open={asked !== null}
        title={text.graceRemovalTitle}
        confirmLabel={text.graceRemovalConfirm}
        tone="danger"
        onCancel={() => setAsked(null)}
        onConfirm={() => {
          if (asked) send({ ...asked.settings, confirmRemoval: true });
          setAsked(null);
        }}
      >
        {asked && <p>{text.graceRemovalQuestion(photoCount, frenchDayInWords(asked.day))}</p>}
      </ConfirmDialog>
    </form>
  );
}

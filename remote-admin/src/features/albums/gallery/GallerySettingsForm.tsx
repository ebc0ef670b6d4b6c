import { frenchDayInWords, MAX_GRACE_DAYS, MAX_INCLUDED_PHOTOS } from '@lapm/contracts';
import { FormFeedback, formTexts, SubmitButton } from '@lapm/forms';
import { Checkbox, ConfirmDialog, TextField } from '@lapm/ui';
import { fr } from '../../../i18n/fr';
import styles from './gallery.module.css';
import { type GallerySettingsContext, type SettingsValues, useGallerySettings } from './useGallerySettings';

export function GallerySettingsForm({
  plannedDeletion,
  ...context
}: GallerySettingsContext & {
  /** The day the photos go (the album's last day plus the grace days), or null without a last day. */
  plannedDeletion: string | null;
}) {
  const text = fr.albumGallery;
  const { values, setValues, submission, asked, save, confirmRemoval, cancelRemoval } =
    useGallerySettings(context);
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
        <DownloadChoices values={values} onChange={setValues} pinSet={context.settings.downloadPinSet} />
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
        onCancel={cancelRemoval}
        onConfirm={confirmRemoval}
      >
        {asked && <p>{text.graceRemovalQuestion(context.photoCount, frenchDayInWords(asked.day))}</p>}
      </ConfirmDialog>
    </form>
  );
}

interface DownloadChoicesProps {
  values: SettingsValues;
  onChange: (values: SettingsValues) => void;
  /** A PIN is set already: the field changes it, and a box takes it away. */
  pinSet: boolean;
}

/** With downloads on: the size, favourites only, and the download PIN. */
function DownloadChoices({ values, onChange, pinSet }: DownloadChoicesProps) {
  const text = fr.albumGallery;
  return (
    <fieldset className={styles.downloadChoices}>
      <legend>{text.downloadSize}</legend>
      {(['high', 'web'] as const).map((size) => (
        <label key={size} className={styles.choice}>
          <input
            type="radio"
            name="downloadSize"
            value={size}
            checked={values.downloadSize === size}
            onChange={() => onChange({ ...values, downloadSize: size })}
          />{' '}
          {text.downloadSizes[size]}
        </label>
      ))}
      <Checkbox
        label={text.favouritesOnly}
        checked={values.favouritesOnly}
        onChange={(event) => onChange({ ...values, favouritesOnly: event.target.checked })}
      />
      <TextField
        label={pinSet ? text.downloadPinNew : text.downloadPin}
        hint={text.downloadPinHint}
        inputMode="numeric"
        autoComplete="off"
        maxLength={4}
        value={values.downloadPin}
        onChange={(event) => onChange({ ...values, downloadPin: event.target.value })}
      />
      {pinSet && (
        <Checkbox
          label={text.downloadPinRemove}
          checked={values.removePin}
          onChange={(event) => onChange({ ...values, removePin: event.target.checked })}
        />
      )}
    </fieldset>
  );
}

import {
  DOWNLOAD_PIN,
  type DownloadSize,
  type GallerySettingsPayload,
  galleryMessages,
  MAX_GRACE_DAYS,
  MAX_INCLUDED_PHOTOS,
  removalBroughtToToday,
  studioDay,
} from '@lapm/contracts';
import { useSubmission } from '@lapm/forms';
import { type FormEvent, useState } from 'react';
import { fr } from '../../../i18n/fr';
import { useLeaveGuard } from '../../shared/useLeaveGuard';
import { galleryCalls } from './calls';
import type { GallerySettings } from './model';

export interface SettingsValues {
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

export type SavedSettings = GallerySettings & { downloadPinSet: boolean };

export interface GallerySettingsContext {
  albumId: number;
  settings: SavedSettings;
  /** The album's last day, and how many photos it holds: fewer grace days may send them away now. */
  availableUntil: string | null;
  photoCount: number;
  onSaved: (settings: SavedSettings) => void;
}

const wholeIn = (value: string, max: number) => {
  const number = Number(value.trim());
  return value.trim() !== '' && Number.isInteger(number) && number >= 0 && number <= max ? number : null;
};

/** The settings to send, or what is wrong with the fields, first problem first. */
function checkValues(values: SettingsValues): { payload: GallerySettingsPayload } | { problem: string } {
  const included = wholeIn(values.includedPhotos, MAX_INCLUDED_PHOTOS);
  const grace = wholeIn(values.graceDays, MAX_GRACE_DAYS);
  if (included === null) return { problem: galleryMessages.includedPhotosInvalid };
  if (grace === null) return { problem: galleryMessages.graceDaysInvalid };
  const pin = values.downloadPin.trim();
  if (pin !== '' && !DOWNLOAD_PIN.test(pin)) return { problem: galleryMessages.downloadPinInvalid };
  return {
    payload: {
      includedPhotos: included,
      downloadsEnabled: values.downloadsEnabled,
      downloadSize: values.downloadSize,
      favouritesOnly: values.favouritesOnly,
      watermark: values.watermark,
      graceDays: grace,
      ...(pin !== '' ? { downloadPin: pin } : values.removePin ? { downloadPin: null } : {}),
    },
  };
}

/** Whether the fields hold something the saved settings do not. */
function changedFrom(settings: SavedSettings, values: SettingsValues): boolean {
  return (
    values.includedPhotos.trim() !== String(settings.includedPhotos) ||
    values.graceDays.trim() !== String(settings.graceDays) ||
    values.downloadsEnabled !== settings.downloadsEnabled ||
    values.downloadSize !== settings.downloadSize ||
    values.favouritesOnly !== settings.favouritesOnly ||
    values.watermark !== settings.watermark ||
    values.downloadPin !== '' ||
    values.removePin
  );
}

/**
 * The gallery's settings as typed, checked and saved; settings that would send the photos to the
 * Corbeille today wait for the admin's word (`asked`).
 */
export function useGallerySettings({
  albumId,
  settings,
  availableUntil,
  photoCount,
  onSaved,
}: GallerySettingsContext) {
  const [values, setValues] = useState<SettingsValues>({
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
  useLeaveGuard(changedFrom(settings, values), fr.drafts.leaveQuestion);
  const [asked, setAsked] = useState<{ settings: GallerySettingsPayload; day: string } | null>(null);

  function save(event: FormEvent) {
    event.preventDefault();
    const checked = checkValues(values);
    if ('problem' in checked) return submission.setOutcome({ kind: 'error', text: checked.problem });
    const next = checked.payload;
    const day =
      photoCount > 0 &&
      removalBroughtToToday(availableUntil, settings.graceDays, next.graceDays, studioDay(new Date()));
    if (day) setAsked({ settings: next, day });
    else send(next);
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

  function confirmRemoval() {
    if (asked) send({ ...asked.settings, confirmRemoval: true });
    setAsked(null);
  }

  return { values, setValues, submission, asked, save, confirmRemoval, cancelRemoval: () => setAsked(null) };
}

import { api } from '@lapm/api-client';
import { type ClientNames, type SessionKind, sessionKindIds, sessionKinds } from '@lapm/contracts';
import { FormError } from '@lapm/forms';
import { Button, SelectField } from '@lapm/ui';
import { useState } from 'react';
import { fr } from '../../i18n/fr';
import { NewClientFields } from '../users/NewClientFields';
import styles from './CreateAlbumPage.module.css';
import type { CreateAlbumValues, OwnerMode } from './createAlbumForm';
import { OwnerPicker } from './OwnerPicker';

interface PartProps {
  values: CreateAlbumValues;
  change: (field: keyof CreateAlbumValues, value: string) => void;
  /** While the form saves. */
  disabled: boolean;
}

/** Whose album: an existing client, picked, or a new one, invited with the album. */
export function OwnerChoice({
  values,
  change,
  disabled,
  onChosen,
}: PartProps & { onChosen: (client: ClientNames | null) => void }) {
  const modes = fr.ownerMode;
  return (
    <fieldset className={styles.owner}>
      <legend className={styles.legend}>{modes.legend}</legend>
      <div className={styles.modes}>
        {(['existing', 'new'] as const satisfies readonly OwnerMode[]).map((mode) => (
          <label key={mode} className={styles.mode}>
            <input
              type="radio"
              name="owner"
              value={mode}
              checked={values.owner === mode}
              disabled={disabled}
              onChange={() => change('owner', mode)}
            />
            {mode === 'existing' ? modes.existing : modes.newClient}
          </label>
        ))}
      </div>
      {values.owner === 'existing' ? (
        <OwnerPicker
          value={values.user_id}
          onChange={(value) => change('user_id', value)}
          disabled={disabled}
          confirmedUnproved={values.confirm_unproved_owner}
          onConfirmUnproved={(id) => change('confirm_unproved_owner', id)}
          onChosen={onChosen}
        />
      ) : (
        <>
          <p className={styles.hint}>{modes.newClientHint}</p>
          <NewClientFields values={values} onChange={change} disabled={disabled} />
        </>
      )}
    </fieldset>
  );
}

/** The kind of session, which gives the gallery its first settings (said under the list). */
export function SessionKindField({ values, change, disabled }: PartProps) {
  const fields = fr.albumForm;
  const chosenKind = sessionKinds[values.kind as SessionKind]?.settings;
  return (
    <SelectField
      label={fields.kind}
      name="kind"
      hint={
        chosenKind
          ? fields.kindSettings(
              chosenKind.includedPhotos,
              chosenKind.downloadsEnabled,
              chosenKind.watermark,
              chosenKind.graceDays,
            )
          : fields.kindHint
      }
      value={values.kind}
      disabled={disabled}
      onChange={(event) => change('kind', event.target.value)}
    >
      <option value="">{fields.kindNone}</option>
      {sessionKindIds.map((id) => (
        <option key={id} value={id}>
          {sessionKinds[id].label}
        </option>
      ))}
    </SelectField>
  );
}

/** « Galerie sur le site »: the album's id is kept now, so its link is its gallery here. */
export function HostOnSite({ values, change, disabled }: PartProps) {
  const fields = fr.albumForm;
  const [hosting, setHosting] = useState<'idle' | 'pending' | 'done'>('idle');
  const [hostError, setHostError] = useState<string | null>(null);
  async function hostOnSite() {
    setHosting('pending');
    setHostError(null);
    try {
      const { id, lien } = await api.albums.galleryAddress();
      change('lien', lien);
      change('reserved_id', String(id));
      setHosting('done');
    } catch (failure) {
      setHostError(failure instanceof Error ? failure.message : String(failure));
      setHosting('idle');
    }
  }
  return (
    <div className={styles.hosted}>
      <Button
        variant="secondary"
        disabled={disabled || hosting === 'pending'}
        onClick={() => void hostOnSite()}
      >
        {hosting === 'pending' ? fields.hostedPending : fields.hosted}
      </Button>
      {hosting === 'done' && values.reserved_id !== '' && (
        <p className={styles.hint} role="status">
          {fields.hostedDone}
        </p>
      )}
      {hostError && <FormError>{hostError}</FormError>}
    </div>
  );
}

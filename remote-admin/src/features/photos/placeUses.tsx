import { api } from '@lapm/api-client';
import type { Photo, PhotoUse } from '@lapm/contracts';
import { errorMessage } from '@lapm/forms';
import { SelectField } from '@lapm/ui';
import { useEffect, useState } from 'react';

/**
 * Where each of the photos shows, read from the server when a dialog opens on them (ids joined by
 * commas; empty: closed), with the dialog's error: a failed save keeps the dialog and its answers.
 */
export function usePhotoUses(ids: string) {
  const [uses, setUses] = useState<Record<string, PhotoUse[]> | null>(null);
  const [error, setError] = useState<string | null>(null);
  useEffect(() => {
    setUses(null);
    setError(null);
    if (!ids) return;
    let current = true;
    api.photos.usesOfMany(ids.split(',')).then(
      (found) => current && setUses(found),
      (failure: unknown) => current && setError(errorMessage(failure)),
    );
    return () => {
      current = false;
    };
  }, [ids]);
  return { uses, error, setError };
}

interface ReplacementSelectProps {
  label: string;
  /** What choosing no photo means here (the place's fallback, or keeping the photo there). */
  noneLabel: string;
  value: string;
  onChange: (replacementId: string) => void;
  /** The photos found in the library (and the one chosen); published ones outside `excluded` are offered. */
  candidates: readonly Photo[];
  excluded: readonly Photo[];
}

/** The photo that takes a place, among the published photos her search found. */
export function ReplacementSelect({
  label,
  noneLabel,
  value,
  onChange,
  candidates,
  excluded,
}: ReplacementSelectProps) {
  const offered = candidates.filter(
    (candidate) => candidate.published && !excluded.some((photo) => photo.id === candidate.id),
  );
  return (
    <SelectField label={label} value={value} onChange={(event) => onChange(event.target.value)}>
      <option value="">{noneLabel}</option>
      {offered.map((candidate) => (
        <option key={candidate.id} value={candidate.id}>
          {candidate.alt || candidate.name}
        </option>
      ))}
    </SelectField>
  );
}

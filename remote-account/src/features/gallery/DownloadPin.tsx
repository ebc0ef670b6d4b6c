import { api } from '@lapm/api-client';
import { DOWNLOAD_PIN, type DownloadRights, galleryMessages } from '@lapm/contracts';
import { Form, FormFeedback, SubmitButton, useSubmission } from '@lapm/forms';
import { TextField } from '@lapm/ui';
import { type FormEvent, useId, useState } from 'react';
import { fr } from '../../i18n/fr';

/**
 * The download PIN the studio gave the client (and she gave her guests, or not): right, this
 * browser's downloads lose the watermark and the high resolution opens, as the server answers.
 */
export function DownloadPin({
  albumId,
  onAccepted,
}: {
  albumId: number;
  onAccepted: (downloads: DownloadRights) => void;
}) {
  const text = fr.gallery;
  const [problem, setProblem] = useState<string | null>(null);
  const submission = useSubmission();
  const id = useId();

  function send(event: FormEvent<HTMLFormElement>) {
    event.preventDefault();
    const pin = String(new FormData(event.currentTarget).get('pin') ?? '').trim();
    if (!DOWNLOAD_PIN.test(pin)) {
      setProblem(galleryMessages.downloadPinInvalid);
      return;
    }
    setProblem(null);
    void submission.run('save', async () => {
      const answer = await api.galleries.giveDownloadPin(albumId, pin);
      onAccepted(answer.downloads);
      return { kind: 'success', text: answer.message };
    });
  }

  return (
    <Form onSubmit={send} aria-label={text.pinSave}>
      <TextField
        id={id}
        name="pin"
        label={text.pinLabel}
        hint={text.pinHint}
        inputMode="numeric"
        autoComplete="off"
        maxLength={4}
        pattern="[0-9]{4}"
        error={problem ?? undefined}
      />
      <SubmitButton busy={submission.pending !== null} label={text.pinSave} busyLabel={text.sending} />
      <FormFeedback outcome={submission.outcome} />
    </Form>
  );
}

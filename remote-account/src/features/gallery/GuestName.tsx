import { api } from '@lapm/api-client';
import { galleryMessages } from '@lapm/contracts';
import { Form, FormFeedback, SubmitButton, useSubmission } from '@lapm/forms';
import { TextField } from '@lapm/ui';
import { type FormEvent, useId, useState } from 'react';
import { fr } from '../../i18n/fr';

/** A guest let in without a name gives it once: the hearts then go to their own list. */
export function GuestName({
  albumId,
  onNamed,
}: {
  albumId: number;
  onNamed: (guest: string, favourites: readonly string[]) => void;
}) {
  const text = fr.gallery;
  const [name, setName] = useState('');
  const [problem, setProblem] = useState<string | null>(null);
  const submission = useSubmission();
  const id = useId();

  function send(event: FormEvent) {
    event.preventDefault();
    if (!name.trim()) {
      setProblem(galleryMessages.guestNameRequired);
      return;
    }
    setProblem(null);
    void submission.run('save', async () => {
      const answer = await api.galleries.nameGuest(albumId, name.trim());
      onNamed(answer.guest, answer.favourites);
    });
  }

  return (
    <Form onSubmit={send} aria-label={text.guestSave}>
      <TextField
        id={id}
        name="guest"
        label={text.guestName}
        hint={text.guestAsk}
        autoComplete="given-name"
        maxLength={120}
        value={name}
        error={problem ?? undefined}
        onChange={(event) => setName(event.target.value)}
      />
      <SubmitButton
        busy={submission.pending !== null}
        label={text.guestSave}
        busyLabel={fr.gallery.sending}
      />
      <FormFeedback outcome={submission.outcome} />
    </Form>
  );
}

import { api } from '@lapm/api-client';
import { galleryMessages } from '@lapm/contracts';
import { Form, FormFeedback, SubmitButton, useSubmission } from '@lapm/forms';
import { TextField } from '@lapm/ui';
import { type FormEvent, useId, useRef, useState } from 'react';
import { fr } from '../../i18n/fr';
import { failureText } from '../shared/outcome';

const statusOf = (failure: unknown) =>
  failure instanceof Error && 'status' in failure ? failure.status : null;

/**
 * The server's words for a refused code; too many tries get the limit's own sentence, unless the
 * server asked to wait a few seconds (an address shared by many guests, one try at a time).
 */
function accessFailure(failure: unknown): string {
  const waitOurTurn = failure instanceof Error && failure.message === galleryMessages.oneTryAtATime;
  if (statusOf(failure) === 429 && !waitOurTurn) return galleryMessages.tooManyTries;
  return failureText(failure);
}

/**
 * Asks for the album's access code; a good one opens the gallery in this browser, or, past the
 * album's last day, hands the server's « Expiré le … » to the page.
 */
export function AccessForm({
  albumId,
  onOpened,
  onExpired,
}: {
  albumId: number;
  onOpened: () => void;
  onExpired: (message: string) => void;
}) {
  const text = fr.gallery;
  const [code, setCode] = useState('');
  const [guest, setGuest] = useState('');
  const [problem, setProblem] = useState<string | null>(null);
  const submission = useSubmission(accessFailure);
  const input = useRef<HTMLInputElement>(null);
  const id = useId();
  const guestId = useId();

  function send(event: FormEvent) {
    event.preventDefault();
    if (!code.trim()) {
      setProblem(galleryMessages.codeRequired);
      input.current?.focus();
      return;
    }
    setProblem(null);
    void submission.run('save', async () => {
      const name = guest.trim();
      try {
        await (name
          ? api.galleries.access(albumId, code.trim(), name)
          : api.galleries.access(albumId, code.trim()));
      } catch (failure) {
        if (statusOf(failure) !== 410) throw failure;
        onExpired(failureText(failure));
        return;
      }
      onOpened();
    });
  }

  return (
    <Form onSubmit={send}>
      <TextField
        ref={input}
        id={id}
        name="code"
        label={text.accessCode}
        autoComplete="off"
        autoCapitalize="off"
        spellCheck={false}
        required
        value={code}
        error={problem ?? undefined}
        onChange={(event) => setCode(event.target.value)}
      />
      <TextField
        id={guestId}
        name="guest"
        label={text.guestName}
        hint={text.guestNameHint}
        autoComplete="given-name"
        maxLength={120}
        value={guest}
        onChange={(event) => setGuest(event.target.value)}
      />
      <SubmitButton
        busy={submission.pending !== null}
        label={text.accessSubmit}
        busyLabel={text.accessSubmitting}
      />
      <FormFeedback outcome={submission.outcome} />
    </Form>
  );
}

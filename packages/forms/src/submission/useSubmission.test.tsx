import { ApiError } from '@lapm/api-client';
import { describe, expect, it } from '@rstest/core';
import { act, screen } from '@testing-library/react';
import { useState } from 'react';
import { FormFeedback } from '../form/FormFeedback';
import { deferred, setup } from '../test/render';
import { type Outcome, useSubmission } from './useSubmission';

/** A one-field form whose call the test settles. */
function NoteForm({
  send,
  describe,
}: {
  send: () => Promise<Outcome | undefined>;
  describe?: (e: unknown) => string;
}) {
  const [note, setNote] = useState('');
  const { pending, outcome, run } = useSubmission(describe);
  return (
    <form
      onSubmit={(event) => {
        event.preventDefault();
        void run('save', send);
      }}
    >
      <label>
        Note
        <input value={note} onChange={(event) => setNote(event.target.value)} />
      </label>
      <button type="submit" disabled={pending !== null}>
        {pending === 'save' ? 'Enregistrement...' : 'Enregistrer'}
      </button>
      <FormFeedback outcome={outcome} />
    </form>
  );
}

describe('useSubmission', () => {
  it('runs one call at a time, the button disabled and relabelled meanwhile, then shows the success', async () => {
    const call = deferred<Outcome | undefined>();
    let calls = 0;
    const { user } = setup(
      <NoteForm
        send={() => {
          calls += 1;
          return call.promise;
        }}
      />,
    );
    await user.type(screen.getByLabelText('Note'), 'Séance au Peyrou{Enter}{Enter}');
    const busy = screen.getByRole('button', { name: 'Enregistrement...' }) as HTMLButtonElement;
    expect(busy.disabled).toBe(true);
    expect(calls).toBe(1);
    await act(async () => call.resolve({ kind: 'success', text: 'Note enregistrée.' }));
    expect(screen.getByRole('status').textContent).toBe('Note enregistrée.');
    expect((screen.getByRole('button', { name: 'Enregistrer' }) as HTMLButtonElement).disabled).toBe(false);
  });

  it('shows a failure in French as an alert and keeps what was typed', async () => {
    const { user } = setup(
      <NoteForm send={() => Promise.reject(new ApiError('Cet email est déjà utilisé.', 409))} />,
    );
    await user.type(screen.getByLabelText('Note'), 'Mariage à Sète{Enter}');
    expect((await screen.findByRole('alert')).textContent).toBe('Cet email est déjà utilisé.');
    expect((screen.getByLabelText('Note') as HTMLInputElement).value).toBe('Mariage à Sète');
  });

  it('words the failure with the screen’s own function, and clears it on the next try', async () => {
    let fail = true;
    const { user } = setup(
      <NoteForm
        send={() => (fail ? Promise.reject(new Error('boom')) : Promise.resolve(undefined))}
        describe={() => 'Une erreur inattendue s’est produite.'}
      />,
    );
    await user.click(screen.getByRole('button', { name: 'Enregistrer' }));
    expect((await screen.findByRole('alert')).textContent).toBe('Une erreur inattendue s’est produite.');
    fail = false;
    await user.click(screen.getByRole('button', { name: 'Enregistrer' }));
    expect(screen.queryByRole('alert')).toBeNull();
  });
});

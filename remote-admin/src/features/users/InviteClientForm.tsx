import { api } from '@lapm/api-client';
import { ActionRow, Form, FormFeedback, Hint, SubmitButton, useSubmission } from '@lapm/forms';
import { type FormEvent, useEffect, useRef, useState } from 'react';
import { fr } from '../../i18n/fr';
import styles from './InviteClientForm.module.css';
import { checkNewClient, emptyNewClient, type NewClientValues } from './invitationForm';
import { NewClientFields } from './NewClientFields';

/**
 * The studio opens a client's account: the client gets the e-mail to choose a password. On
 * success the fields empty for the next one and `onInvited` refreshes the list; on failure
 * they stay as typed.
 */
export function InviteClientForm({ onInvited }: { onInvited: () => void }) {
  const text = fr.invitation;
  const [values, setValues] = useState<NewClientValues>(emptyNewClient);
  const { pending, outcome, run } = useSubmission();
  const { payload, problem } = checkNewClient(values);
  // Opened by a button that goes away: the keyboard lands on the form's title, not on the page's top.
  const heading = useRef<HTMLHeadingElement>(null);
  useEffect(() => heading.current?.focus(), []);

  const submit = (event: FormEvent) => {
    event.preventDefault();
    if (!payload) return;
    void run('save', async () => {
      const answer = await api.invitations.create(payload);
      setValues(emptyNewClient);
      onInvited();
      return { kind: 'success', text: answer.message };
    });
  };

  return (
    <section className={styles.invite} aria-labelledby="invite-client-title">
      <h2 id="invite-client-title" className={styles.title} tabIndex={-1} ref={heading}>
        {text.legend}
      </h2>
      <p className={styles.intro}>{text.intro}</p>
      <Form onSubmit={submit}>
        <NewClientFields
          values={values}
          onChange={(field, value) => setValues((current) => ({ ...current, [field]: value }))}
          disabled={pending !== null}
        />
        <ActionRow>
          <SubmitButton
            busy={pending !== null}
            disabled={!payload}
            label={text.submit}
            busyLabel={text.sending}
            aria-describedby={problem ? 'invite-client-problem' : undefined}
          />
          {problem && <Hint id="invite-client-problem">{problem}</Hint>}
        </ActionRow>
        <FormFeedback outcome={outcome} />
      </Form>
    </section>
  );
}

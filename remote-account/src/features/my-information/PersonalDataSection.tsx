import { accountDeletePayloadSchema, api } from '@lapm/api-client';
import { paths } from '@lapm/contracts';
import {
  ActionRow,
  FormFeedback,
  firstProblem,
  PasswordField,
  useFieldProblem,
  useSubmission,
} from '@lapm/forms';
import { sessionStore } from '@lapm/session';
import { Button, ConfirmDialog } from '@lapm/ui';
import { type FormEvent, useEffect, useId, useRef, useState } from 'react';
import { useNavigate } from 'react-router-dom';
import { fr } from '../../i18n/fr';
import { noticeState } from '../shared/notice';
import { failureText } from '../shared/outcome';
import styles from './MyInformationPage.module.css';
import { saveJsonFile } from './saveJsonFile';

/**
 * The client's rights over their data (RGPD, beyond the spec): a JSON copy of everything the site
 * holds on them and, for clients only, deleting the account with its albums. The server refuses
 * an administrator's self-deletion (the studio must keep one), so admins only get the copy.
 */
export function PersonalDataSection({ canDelete }: { canDelete: boolean }) {
  const t = fr.personalData;
  const headingId = useId();
  const exporting = useSubmission(failureText);

  function download() {
    void exporting.run('save', async () => {
      saveJsonFile(t.fileName, await api.users.exportMe());
      return { kind: 'success', text: t.downloaded };
    });
  }

  return (
    <section className={styles.section} aria-labelledby={headingId}>
      <h2 id={headingId} className={styles.sectionTitle}>
        {t.title}
      </h2>
      <p className={styles.sectionText}>{canDelete ? t.introWithDeletion : t.intro}</p>
      <ActionRow>
        <Button variant="secondary" onClick={download} disabled={exporting.pending !== null}>
          {exporting.pending ? t.downloading : t.download}
        </Button>
        {canDelete && <DeleteAccount />}
      </ActionRow>
      <FormFeedback outcome={exporting.outcome} />
    </section>
  );
}

/** "Supprimer mon compte" and its dialog, where the password confirms the deletion. */
function DeleteAccount() {
  const t = fr.personalData;
  const navigate = useNavigate();
  const [open, setOpen] = useState(false);
  const [password, setPassword] = useState('');
  const [deleting, setDeleting] = useState(false);
  const { setProblem, idOf, errorOf } = useFieldProblem<'password'>();
  const deleted = useRef(false);

  // Forgetting the session makes this screen's role guard redirect to /login on its own, and that
  // redirect would replace the navigation below with its confirmation: the session is forgotten
  // once this screen has given way to the next one (the server has already revoked it).
  useEffect(
    () => () => {
      if (deleted.current) sessionStore.getState().signOut();
    },
    [],
  );

  function close() {
    setOpen(false);
    setPassword('');
    setProblem(null);
  }

  async function confirm(event?: FormEvent) {
    event?.preventDefault();
    // The dialog's button cannot be disabled: a second click while the call runs is ignored.
    if (deleting) return;
    const parsed = accountDeletePayloadSchema.safeParse({ password });
    if (!parsed.success) {
      setProblem(firstProblem<'password'>(parsed.error));
      return;
    }
    setProblem(null);
    setDeleting(true);
    try {
      await api.users.deleteMe(parsed.data);
    } catch (error) {
      // The password stays, so that a typo can be fixed without typing everything again.
      setProblem({ field: 'password', message: failureText(error) });
      setDeleting(false);
      return;
    }
    deleted.current = true;
    navigate(paths.login, { replace: true, state: noticeState(t.deleted) });
  }

  return (
    <>
      <Button variant="danger" onClick={() => setOpen(true)}>
        {t.delete}
      </Button>
      <ConfirmDialog
        open={open}
        title={t.dialogTitle}
        confirmLabel={deleting ? t.deleting : t.confirm}
        tone="danger"
        onConfirm={() => void confirm()}
        onCancel={close}
      >
        <p>{t.dialogText}</p>
        {/* A form, so that Enter in the field confirms like the button. */}
        <form noValidate onSubmit={confirm}>
          <PasswordField
            id={idOf('password')}
            label={t.password}
            autoComplete="current-password"
            required
            value={password}
            onChange={(event) => setPassword(event.target.value)}
            error={errorOf('password')}
          />
        </form>
      </ConfirmDialog>
    </>
  );
}

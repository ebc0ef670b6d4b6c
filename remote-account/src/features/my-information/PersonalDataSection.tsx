import { accountDeletePayloadSchema, api } from '@lapm/api-client';
import { paths } from '@lapm/contracts';
import { sessionStore } from '@lapm/session';
import { Button, ConfirmDialog, TextField } from '@lapm/ui';
import { type FormEvent, useEffect, useId, useRef, useState } from 'react';
import { useNavigate } from 'react-router-dom';
import { fr } from '../../i18n/fr';
import formStyles from '../shared/Form.module.css';
import { FormFeedback } from '../shared/FormFeedback';
import { inputLimits } from '../shared/limits';
import { noticeState } from '../shared/notice';
import { failureOf, type Outcome } from '../shared/outcome';
import { firstProblem, useFieldProblem } from '../shared/useFieldProblem';
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
  const [exporting, setExporting] = useState(false);
  const [exportOutcome, setExportOutcome] = useState<Outcome | null>(null);

  async function download() {
    setExportOutcome(null);
    setExporting(true);
    try {
      saveJsonFile(t.fileName, await api.users.exportMe());
      setExportOutcome({ kind: 'success', text: t.downloaded });
    } catch (error) {
      setExportOutcome(failureOf(error));
    }
    setExporting(false);
  }

  return (
    <section className={styles.section} aria-labelledby={headingId}>
      <h2 id={headingId} className={styles.sectionTitle}>
        {t.title}
      </h2>
      <p className={styles.sectionText}>{canDelete ? t.introWithDeletion : t.intro}</p>
      <div className={formStyles.actions}>
        <Button variant="secondary" onClick={download} disabled={exporting}>
          {exporting ? t.downloading : t.download}
        </Button>
        {canDelete && <DeleteAccount />}
      </div>
      <FormFeedback outcome={exportOutcome} />
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
      setProblem({ field: 'password', message: failureOf(error).text });
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
          <TextField
            id={idOf('password')}
            label={t.password}
            type="password"
            autoComplete="current-password"
            required
            maxLength={inputLimits.password}
            value={password}
            onChange={(event) => setPassword(event.target.value)}
            error={errorOf('password')}
          />
        </form>
      </ConfirmDialog>
    </>
  );
}

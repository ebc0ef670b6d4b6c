import { api } from '@lapm/api-client';
import {
  adminEnquiryPath,
  type ClientFile,
  type ClientFileField,
  type ClientFilePayload,
  checkClientFile,
  frenchDay,
  namedFormulaLabel,
  paths,
  studioDay,
} from '@lapm/contracts';
import { ActionRow, Form, FormError, StatusMessage, SubmitButton, useSubmission } from '@lapm/forms';
import { TextArea, TextField } from '@lapm/ui';
import { type FormEvent, type ReactNode, useState } from 'react';
import { Link } from 'react-router-dom';
import { fr } from '../../i18n/fr';
import { Details } from '../shared/Details';
import { EditRecordPage } from '../shared/EditRecordPage';
import styles from './ClientFilePage.module.css';

const text = fr.clientFile;
const dayOf = (iso: string) => frenchDay(studioDay(new Date(iso)));

/** « Fiche client »: what she keeps about a client, then everything the site recorded of them. */
export default function ClientFilePage() {
  return (
    <EditRecordPage text={text} listPath={paths.adminUsers} route={paths.adminClientFile}>
      {(file) => <ClientFileView initial={file} />}
    </EditRecordPage>
  );
}

function ClientFileView({ initial }: { initial: ClientFile }) {
  const [file, setFile] = useState(initial);
  return (
    <div className={styles.page}>
      <Details
        items={[
          [fr.common.id, file.id],
          [text.title, `${file.firstname} ${file.lastname}`],
          [fr.common.email, file.email],
          [fr.common.date, text.since(dayOf(file.createdAt))],
        ]}
      />
      <ClientFileForm file={file} onSaved={setFile} />
      <History file={file} />
    </div>
  );
}

function ClientFileForm({ file, onSaved }: { file: ClientFile; onSaved: (file: ClientFile) => void }) {
  const [values, setValues] = useState<ClientFilePayload>({
    phone: file.phone,
    address: file.address,
    notes: file.notes,
  });
  const [problem, setProblem] = useState<{ field: ClientFileField; message: string } | null>(null);
  const { pending, outcome, run } = useSubmission();
  function submit(event: FormEvent) {
    event.preventDefault();
    const checked = checkClientFile(values);
    setProblem(checked.ok ? null : { field: checked.field, message: checked.message });
    if (!checked.ok) return;
    void run('save', async () => {
      const answer = await api.clients.save(file.id, checked.payload);
      onSaved(answer.data);
      return { kind: 'success', text: answer.message };
    });
  }
  const bind = (field: ClientFileField) => ({
    name: field,
    label: text[field],
    value: values[field],
    error: problem?.field === field ? problem.message : undefined,
    autoComplete: 'off',
    onChange: (event: { currentTarget: { value: string } }) =>
      setValues({ ...values, [field]: event.currentTarget.value }),
  });
  return (
    <Form spaced onSubmit={submit}>
      <TextField type="tel" {...bind('phone')} />
      <TextArea rows={3} {...bind('address')} />
      <TextArea rows={5} hint={text.notesHint} {...bind('notes')} />
      <ActionRow>
        <SubmitButton busy={pending !== null} label={text.save} busyLabel={text.saving} />
      </ActionRow>
      {outcome?.kind === 'success' && <StatusMessage>{outcome.text}</StatusMessage>}
      {outcome?.kind === 'error' && <FormError>{outcome.text}</FormError>}
    </Form>
  );
}

/** Read-only lists, newest first: one heading each, « Rien pour l’instant » when empty. */
function History({ file }: { file: ClientFile }) {
  const sections: [string, { key: string; at: string; body: ReactNode }[]][] = [
    [
      text.enquiries,
      file.enquiries.map((row) => ({
        key: `e${row.id}`,
        at: row.at,
        body: (
          <Link to={adminEnquiryPath(row.id)}>
            {text.enquiry(row.id, namedFormulaLabel(row), row.status)}
          </Link>
        ),
      })),
    ],
    [
      text.bookings,
      file.bookings.map((row) => ({
        key: `b${row.id}`,
        at: row.at,
        body: text.booking(namedFormulaLabel(row), dayOf(row.startsAt), row.status),
      })),
    ],
    [
      text.albums,
      file.albums.map((row) => ({
        key: `a${row.id}`,
        at: row.at,
        body: text.album(row.title || fr.albums.cardMeta(row.id), row.date),
      })),
    ],
    [
      text.selections,
      file.selections.map((row) => ({
        key: `s${row.albumId}`,
        at: row.at,
        body: text.selection(row.title, row.favourites),
      })),
    ],
    [
      text.downloads,
      file.downloads.map((row, index) => ({
        key: `d${index}`,
        at: row.at,
        body: text.download(row.albumId, row.fileName),
      })),
    ],
    [
      text.emails,
      file.emails.map((row, index) => ({
        key: `m${index}`,
        at: row.at,
        body: `${text.emailKinds[row.kind]} : ${row.subject}`,
      })),
    ],
  ];
  return (
    <section aria-labelledby="client-history">
      <h2 id="client-history" className={styles.heading}>
        {text.historyHeading}
      </h2>
      {sections.map(([title, rows]) => (
        <section key={title} className={styles.group} aria-label={title}>
          <h3 className={styles.subheading}>{title}</h3>
          {rows.length === 0 ? (
            <p className={styles.none}>{text.none}</p>
          ) : (
            <ul className={styles.list}>
              {rows.map((row) => (
                <li key={row.key} className={styles.row}>
                  <time dateTime={row.at} className={styles.when}>
                    {text.on(dayOf(row.at))}
                  </time>
                  <span>{row.body}</span>
                </li>
              ))}
            </ul>
          )}
        </section>
      ))}
    </section>
  );
}

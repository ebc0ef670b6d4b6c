import { api } from '@lapm/api-client';
import {
  adminClientFilePath,
  adminEditAlbumPath,
  type EnquiryThread,
  enquiryClientPayloadSchema,
  enquiryReplyPayloadSchema,
  frenchDay,
  namedFormulaLabel,
  paths,
  proposeAccessCode,
  studio,
  studioDay,
} from '@lapm/contracts';
import { ActionRow, Form, FormError, StatusMessage, SubmitButton, useSubmission } from '@lapm/forms';
import { useStudioContact } from '@lapm/seo/studio-contact';
import { ButtonLink, TextArea, TextField } from '@lapm/ui';
import { type FormEvent, useState } from 'react';
import { fr } from '../../i18n/fr';
import { Details } from '../shared/Details';
import { EditRecordPage } from '../shared/EditRecordPage';
import styles from './EnquiryPage.module.css';

const text = fr.enquiry;
const dayOf = (iso: string) => frenchDay(studioDay(new Date(iso)));

/** One enquiry: the visitor's message and her replies in order, her answer, and the client it becomes. */
export default function EnquiryPage() {
  return (
    <EditRecordPage
      text={{ ...text, title: text.fallbackTitle }}
      listPath={paths.adminEnquiries}
      route={paths.adminEnquiry}
    >
      {(enquiry) => <EnquiryThreadView initial={enquiry} />}
    </EditRecordPage>
  );
}

function EnquiryThreadView({ initial }: { initial: EnquiryThread }) {
  const [enquiry, setEnquiry] = useState(initial);
  // The album made with the client in one go, when the session is booked.
  const [albumId, setAlbumId] = useState<number | null>(null);
  const name = `${enquiry.firstname} ${enquiry.lastname}`;
  return (
    <div className={styles.page}>
      <Details
        items={[
          [fr.common.id, text.title(enquiry.id)],
          [fr.enquiries.formula, namedFormulaLabel(enquiry)],
          [fr.enquiries.wishedDate, enquiry.wishedDate || fr.enquiries.none],
          [fr.common.email, enquiry.email],
          [fr.enquiries.phone, enquiry.phone || fr.enquiries.none],
          [fr.common.status, fr.enquiries.statuses[enquiry.status]],
        ]}
      />
      <section aria-labelledby="enquiry-thread">
        <h2 id="enquiry-thread" className={styles.heading}>
          {text.threadHeading}
        </h2>
        <ol className={styles.thread}>
          <li className={styles.visitor}>
            <p className={styles.meta}>{text.visitorSaid(name, dayOf(enquiry.createdAt))}</p>
            <p className={styles.message}>{enquiry.message}</p>
          </li>
          {enquiry.replies.map((reply) => (
            <li key={reply.id} className={styles.reply}>
              <p className={styles.meta}>{text.youSaid(dayOf(reply.sentAt))}</p>
              <p className={styles.message}>{reply.message}</p>
            </li>
          ))}
        </ol>
        <ReplyForm enquiryId={enquiry.id} onSent={setEnquiry} />
      </section>
      <ClientSection
        enquiry={enquiry}
        albumId={albumId}
        onClient={(clientId, album) => {
          setEnquiry({ ...enquiry, clientId });
          setAlbumId(album);
        }}
      />
    </div>
  );
}

function ReplyForm({ enquiryId, onSent }: { enquiryId: number; onSent: (thread: EnquiryThread) => void }) {
  const [message, setMessage] = useState('');
  const [problem, setProblem] = useState<string | null>(null);
  const { pending, outcome, run } = useSubmission();
  // The server signs with the phone she published in Contact's details: the hint says the same.
  const signature = `${studio.photographer}, ${studio.name}, ${useStudioContact().phone}`;
  function submit(event: FormEvent) {
    event.preventDefault();
    const checked = enquiryReplyPayloadSchema.safeParse({ message });
    setProblem(checked.success ? null : (checked.error.issues[0]?.message ?? null));
    if (!checked.success) return;
    void run('save', async () => {
      const answer = await api.enquiries.reply(enquiryId, checked.data);
      setMessage('');
      onSent(answer.data);
      return { kind: 'success', text: answer.message };
    });
  }
  return (
    <Form spaced onSubmit={submit}>
      <TextArea
        label={text.replyLabel}
        hint={text.replyHint(signature)}
        name="message"
        rows={6}
        value={message}
        error={problem ?? undefined}
        onChange={(event) => setMessage(event.currentTarget.value)}
      />
      <ActionRow>
        <SubmitButton busy={pending !== null} label={text.send} busyLabel={text.sending} />
      </ActionRow>
      {outcome?.kind === 'success' && <StatusMessage>{outcome.text}</StatusMessage>}
      {outcome?.kind === 'error' && <FormError>{outcome.text}</FormError>}
    </Form>
  );
}

function ClientSection({
  enquiry,
  albumId,
  onClient,
}: {
  enquiry: EnquiryThread;
  albumId: number | null;
  onClient: (clientId: number, albumId: number | null) => void;
}) {
  const [names, setNames] = useState({ firstname: enquiry.firstname, lastname: enquiry.lastname });
  const [problem, setProblem] = useState<{ field: string; message: string } | null>(null);
  const { pending, outcome, run } = useSubmission();
  function submit(event: FormEvent) {
    event.preventDefault();
    const checked = enquiryClientPayloadSchema.safeParse(names);
    const issue = checked.success ? undefined : checked.error.issues[0];
    setProblem(issue ? { field: String(issue.path[0]), message: issue.message } : null);
    if (!checked.success) return;
    void run('save', async () => {
      const answer = await api.enquiries.toClient(enquiry.id, checked.data);
      onClient(answer.data.clientId, answer.data.albumId);
      return { kind: 'success', text: answer.message };
    });
  }
  const errorOf = (field: string) => (problem?.field === field ? problem.message : undefined);
  return (
    <section aria-labelledby="enquiry-client">
      <h2 id="enquiry-client" className={styles.heading}>
        {text.clientHeading}
      </h2>
      {outcome?.kind === 'success' && <StatusMessage>{outcome.text}</StatusMessage>}
      {enquiry.clientId === null ? (
        <Form spaced onSubmit={submit}>
          <p className={styles.intro}>{text.clientIntro}</p>
          {(['firstname', 'lastname'] as const).map((field) => (
            <TextField
              key={field}
              label={field === 'firstname' ? fr.common.firstname : fr.common.lastname}
              name={field}
              autoComplete="off"
              value={names[field]}
              error={errorOf(field)}
              onChange={(event) => setNames({ ...names, [field]: event.currentTarget.value })}
            />
          ))}
          <ActionRow>
            <SubmitButton busy={pending !== null} label={text.makeClient} busyLabel={text.making} />
          </ActionRow>
          {outcome?.kind === 'error' && <FormError>{outcome.text}</FormError>}
        </Form>
      ) : (
        <ActionRow>
          <ButtonLink to={adminClientFilePath(enquiry.clientId)} variant="secondary">
            {text.openClient}
          </ButtonLink>
        </ActionRow>
      )}
      {enquiry.clientId !== null && enquiry.booked && (
        <AlbumOffer enquiry={enquiry} clientId={enquiry.clientId} made={albumId} />
      )}
    </section>
  );
}

/**
 * The album of a booked session, made through the album API as the albums screen makes it: a
 * gallery on the site (no photo yet, so no e-mail until she announces it) with a drawn access code.
 * Made already (`made`) when the client came with it; offered for a session booked later.
 */
function AlbumOffer({
  enquiry,
  clientId,
  made,
}: {
  enquiry: EnquiryThread;
  clientId: number;
  made: number | null;
}) {
  const [values, setValues] = useState({
    title: `${namedFormulaLabel(enquiry)} – ${enquiry.firstname} ${enquiry.lastname}`,
    date: enquiry.wishedDate ?? '',
  });
  const [albumId, setAlbumId] = useState<number | null>(made);
  const { pending, outcome, run } = useSubmission();
  function submit(event: FormEvent) {
    event.preventDefault();
    void run('save', async () => {
      const gallery = await api.albums.galleryAddress();
      const answer = await api.albums.create({
        user_id: clientId,
        title: values.title,
        date: values.date,
        lien: gallery.lien,
        reserved_id: gallery.id,
        access_code: proposeAccessCode(enquiry),
        available_until: null,
      });
      if (answer.error) throw new Error(answer.error);
      setAlbumId(gallery.id);
      return { kind: 'success', text: answer.message ?? '' };
    });
  }
  if (albumId !== null)
    return (
      <ActionRow>
        {outcome?.kind === 'success' && <StatusMessage>{outcome.text}</StatusMessage>}
        <ButtonLink to={adminEditAlbumPath(albumId)} variant="secondary">
          {text.openAlbum}
        </ButtonLink>
      </ActionRow>
    );
  return (
    <Form spaced onSubmit={submit} aria-labelledby="enquiry-album">
      <h3 id="enquiry-album" className={styles.subheading}>
        {text.albumHeading}
      </h3>
      <p className={styles.intro}>{text.bookedHint}</p>
      <TextField
        label={text.albumTitle}
        name="title"
        autoComplete="off"
        value={values.title}
        onChange={(event) => setValues({ ...values, title: event.currentTarget.value })}
      />
      <TextField
        label={text.albumDate}
        name="date"
        autoComplete="off"
        value={values.date}
        onChange={(event) => setValues({ ...values, date: event.currentTarget.value })}
      />
      <ActionRow>
        <SubmitButton busy={pending !== null} label={text.createAlbum} busyLabel={text.making} />
      </ActionRow>
      {outcome?.kind === 'error' && <FormError>{outcome.text}</FormError>}
    </Form>
  );
}

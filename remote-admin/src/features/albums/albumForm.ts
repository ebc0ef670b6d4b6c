import {
  albumCreatePayloadSchema,
  albumUpdatePayloadSchema,
  invitationPayloadSchema,
} from '@lapm/api-client';
import {
  type Album,
  type AlbumCreatePayload,
  type AlbumUpdatePayload,
  albumLinkMessage,
  albumMessages,
  type InvitationPayload,
  removalDayOn,
  studioDay,
  validationMessages,
} from '@lapm/contracts';
import type { z } from 'zod';
import type { FormCheck } from '../shared/useRecordForm';
import { checkNewClient, type NewClientValues } from '../users/invitationForm';

/** The editable fields as typed; `user_id` is the owner's id (id_user on a loaded album). */
export interface AlbumFormValues {
  date: string;
  lien: string;
  access_code: string;
  user_id: string;
  /** The date input's YYYY-MM-DD; empty: no end. */
  available_until: string;
  /** The id of the unproved account the admin gives the album to knowingly (OwnerPicker), or ''. */
  confirm_unproved_owner: string;
  /** « Mariage de Camille & Hugo »; optional, as for albums saved by the spec's forms. */
  title: string;
  welcome: string;
}

/** Only on creation: the kind of session (its gallery settings), and the id « Galerie sur le site » kept. */
export interface AlbumCreationExtras {
  kind: string;
  reserved_id: string;
}

export const emptyAlbumForm: AlbumFormValues = {
  date: '',
  lien: '',
  access_code: '',
  user_id: '',
  available_until: '',
  confirm_unproved_owner: '',
  title: '',
  welcome: '',
};

export const albumFormValues = (album: Album): AlbumFormValues => ({
  date: album.date,
  lien: album.lien,
  access_code: album.access_code,
  user_id: String(album.id_user),
  available_until: album.available_until ?? '',
  confirm_unproved_owner: '',
  title: album.title,
  welcome: album.welcome,
});

/** What the schemas read: the confirmation holds for the owner it was given for, no other. */
const payloadInput = ({ confirm_unproved_owner, ...values }: AlbumFormValues) =>
  confirm_unproved_owner !== '' && confirm_unproved_owner === values.user_id.trim()
    ? { ...values, confirm_unproved_owner: true }
    : values;

/** A kind left on « — » and no reserved id are absent from the payload. */
export const creationExtras = ({ kind, reserved_id }: Partial<AlbumCreationExtras>) => ({
  ...(kind ? { kind } : {}),
  ...(reserved_id ? { reserved_id: Number(reserved_id) } : {}),
});

/** Refusals that say what is wrong with a value that is there. */
const explainedMessages = new Set<string>([
  albumLinkMessage,
  validationMessages.availabilityInvalid,
  validationMessages.availabilityBeforeSession,
  validationMessages.availabilityPast,
  albumMessages.titleTooLong,
  albumMessages.titleOneLine,
  albumMessages.welcomeTooLong,
  albumMessages.kindInvalid,
  albumMessages.reservedIdInvalid,
]);

/**
 * Why the server's schema refuses the form: a link that is there but not https://, or an end of
 * availability that is not possible, gets its own message; anything else (an empty field, an owner
 * id that is not a positive number) is the spec's 'Renseignez tous les champs requis'.
 */
function check<P>(parsed: z.ZodSafeParseResult<P>): FormCheck<P> {
  if (parsed.success) return { payload: parsed.data, problem: null };
  return { payload: null, problem: albumProblem(parsed.error.issues.map((issue) => issue.message)) };
}

function albumProblem(messages: readonly string[]) {
  const explained = messages.every((message) => explainedMessages.has(message));
  return explained
    ? (messages[0] ?? validationMessages.albumFieldsRequired)
    : validationMessages.albumFieldsRequired;
}

/** A new album without a title or welcome text sends the spec's payload, as before they existed. */
const withoutEmpty = <T extends { title: string; welcome: string }>({ title, welcome, ...values }: T) => ({
  ...values,
  ...(title.trim() ? { title } : {}),
  ...(welcome.trim() ? { welcome } : {}),
});

/**
 * The album for a client invited in the same step: the client's fields first (they come first
 * in the form), each with its own message, then the album's as on a plain creation.
 */
export function checkAlbumWithInvitation(
  values: AlbumFormValues & NewClientValues & Partial<AlbumCreationExtras>,
): FormCheck<InvitationPayload> {
  const client = checkNewClient(values);
  if (client.problem !== null) return client;
  const parsed = invitationPayloadSchema.safeParse({
    ...client.payload,
    album: {
      date: values.date,
      lien: values.lien,
      access_code: values.access_code,
      available_until: values.available_until,
      ...withoutEmpty({ title: values.title, welcome: values.welcome }),
      ...creationExtras(values),
    },
  });
  if (parsed.success) return { payload: parsed.data, problem: null };
  return { payload: null, problem: albumProblem(parsed.error.issues.map((issue) => issue.message)) };
}

export function checkAlbumCreation({
  kind,
  reserved_id,
  ...values
}: AlbumFormValues & Partial<AlbumCreationExtras>): FormCheck<AlbumCreatePayload> {
  return check(
    albumCreatePayloadSchema.safeParse({
      ...withoutEmpty(payloadInput(values)),
      ...creationExtras({ kind, reserved_id }),
    }),
  );
}

/** Save is enabled only when a field differs from the loaded album (whitespace aside). */
export function checkAlbumUpdate(album: Album, values: AlbumFormValues): FormCheck<AlbumUpdatePayload> {
  const loaded = albumFormValues(album);
  const fields = Object.keys(loaded) as (keyof AlbumFormValues)[];
  if (fields.every((field) => values[field].trim() === loaded[field])) {
    return { payload: null, problem: validationMessages.noChange };
  }
  return check(albumUpdatePayloadSchema.safeParse({ id: album.id_album, ...payloadInput(values) }));
}

/**
 * The day the album's photos would go to the Corbeille if this update were saved, when it sets a
 * last day already past on an album holding photos: the form asks first (the server refuses it
 * unconfirmed). Null: nothing to ask.
 */
export function removalToConfirm(album: Album, payload: AlbumUpdatePayload): string | null {
  const end = payload.available_until;
  const today = studioDay(new Date());
  if (!end || end === album.available_until || end >= today || album.photo_count === 0) return null;
  return removalDayOn(end, album.grace_days, today);
}

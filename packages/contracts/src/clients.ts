import { PHONE_PATTERN } from './enquiries';
import { trimmed } from './entities';
import { z } from './zod';

export const clientFileLimits = { phone: 30, address: 500, notes: 5000 } as const;

export const clientFileMessages = {
  phoneInvalid:
    'Le numéro de téléphone n’est pas valide : des chiffres, des espaces et le signe + seulement.',
  addressTooLong: `L’adresse postale ne doit pas dépasser ${clientFileLimits.address} caractères.`,
  notesTooLong: `Les notes ne doivent pas dépasser ${clientFileLimits.notes} caractères.`,
  notFound: 'Ce client n’existe pas ou plus.',
  saved: 'Fiche client enregistrée.',
} as const;

/**
 * What she keeps about a client (« Fiche client »), checked by this one schema in the form and by
 * the server (PUT /api/clients/:id). Empty fields are stored as nothing.
 */
export const clientFilePayloadSchema = z.object({
  phone: trimmed()
    .max(clientFileLimits.phone, clientFileMessages.phoneInvalid)
    .refine((phone) => phone === '' || PHONE_PATTERN.test(phone), clientFileMessages.phoneInvalid),
  address: trimmed().max(clientFileLimits.address, clientFileMessages.addressTooLong),
  notes: trimmed().max(clientFileLimits.notes, clientFileMessages.notesTooLong),
});
export type ClientFilePayload = z.infer<typeof clientFilePayloadSchema>;
export type ClientFileField = keyof ClientFilePayload;

/** The first problem of the form, by field, as the other admin forms show it. */
export function checkClientFile(
  values: ClientFilePayload,
): { ok: true; payload: ClientFilePayload } | { ok: false; field: ClientFileField; message: string } {
  const parsed = clientFilePayloadSchema.safeParse(values);
  if (parsed.success) return { ok: true, payload: parsed.data };
  const issue = parsed.error.issues[0];
  return { ok: false, field: String(issue?.path[0]) as ClientFileField, message: issue?.message ?? '' };
}

const dated = { at: z.string() };
/** A formula's key, and the last name she published for it (null for a key never published). */
const named = { formula: z.string(), formulaName: z.string().nullable() };
/** Everything the database records about a client, each list newest first, read-only. */
export const clientFileSchema = z.object({
  id: z.number(),
  firstname: z.string(),
  lastname: z.string(),
  email: z.string(),
  phone: z.string(),
  address: z.string(),
  notes: z.string(),
  createdAt: z.string(),
  enquiries: z.array(z.object({ id: z.number(), ...named, status: z.string(), ...dated })),
  bookings: z.array(
    z.object({ id: z.number(), ...named, status: z.string(), startsAt: z.string(), ...dated }),
  ),
  albums: z.array(z.object({ id: z.number(), title: z.string(), date: z.string(), ...dated })),
  selections: z.array(z.object({ albumId: z.number(), title: z.string(), favourites: z.number(), ...dated })),
  downloads: z.array(
    z.object({
      albumId: z.number(),
      kind: z.enum(['photo', 'archive']),
      fileName: z.string().nullable(),
      ...dated,
    }),
  ),
  /** `booking`: a booking's e-mail to the client; `bookingStudio`: one about it, to the studio. */
  emails: z.array(
    z.object({
      kind: z.enum(['reply', 'invitation', 'booking', 'bookingStudio']),
      subject: z.string(),
      ...dated,
    }),
  ),
});
export type ClientFile = z.infer<typeof clientFileSchema>;
export const clientFileResponseSchema = z.object({ data: clientFileSchema });
export const clientFileSavedResponseSchema = z.object({ message: z.string(), data: clientFileSchema });

import type { FieldProblemOf, FormCheck } from './accountForms';
import {
  ENQUIRY_HONEYPOT,
  ENQUIRY_STAMP,
  ENQUIRY_STATUSES,
  type EnquiryField,
  enquiryLimits,
  enquiryMessages,
  isFormulaReference,
  OTHER_FORMULA,
} from './enquiryForm';
import { emailSchema, nameText, trimmed } from './entities';
import { hasLineBreak } from './validation';
import { z } from './zod';

export const PHONE_PATTERN = /^\+?[0-9][0-9 .()-]{5,28}$/;

/**
 * An enquiry as the browser sends it (POST /api/enquiries), checked with the same schema by the
 * browser before sending and by the server: fields in the form's order, so the first problem is
 * the first field to correct. The honeypot and the stamp are accepted as any text: the server
 * answers a filled honeypot as a success, and tells a fast or forged stamp apart itself.
 */
export const enquiryPayloadSchema = z.object({
  firstname: nameText(enquiryMessages.firstnameRequired),
  lastname: nameText(enquiryMessages.lastnameRequired),
  email: emailSchema,
  phone: trimmed()
    .max(enquiryLimits.phone, enquiryMessages.phoneInvalid)
    .refine((phone) => phone === '' || PHONE_PATTERN.test(phone), enquiryMessages.phoneInvalid)
    .default(''),
  formula: z
    .string()
    .refine((key) => key === OTHER_FORMULA || isFormulaReference(key), enquiryMessages.formulaInvalid),
  wishedDate: trimmed()
    .max(enquiryLimits.wishedDate, enquiryMessages.wishedDateTooLong)
    .refine((value) => !hasLineBreak(value), enquiryMessages.wishedDateTooLong)
    .default(''),
  message: trimmed()
    .min(1, enquiryMessages.messageRequired)
    .max(enquiryLimits.message, enquiryMessages.messageTooLong),
  consent: z.literal(true, enquiryMessages.consentRequired),
  [ENQUIRY_HONEYPOT]: z.string().max(1000).default(''),
  [ENQUIRY_STAMP]: z.string().max(200).default(''),
});
export type EnquiryPayload = z.input<typeof enquiryPayloadSchema>;

/** The form's fields as typed, by input name (the consent box is "on" when ticked). */
export type EnquiryFormValues = Partial<
  Record<EnquiryField | typeof ENQUIRY_HONEYPOT | typeof ENQUIRY_STAMP, string>
>;

/** The form as the visitor filled it in, checked field by field: the browser's app and the server's form handler. */
export function checkEnquiryForm(values: EnquiryFormValues): FormCheck<EnquiryPayload, EnquiryField> {
  const parsed = enquiryPayloadSchema.safeParse({ ...values, consent: values.consent === 'on' });
  if (parsed.success) return { ok: true, payload: { ...parsed.data, consent: true } };
  const issue = parsed.error.issues[0];
  const problem: FieldProblemOf<EnquiryField> = {
    field: String(issue?.path[0]) as EnquiryField,
    message: issue?.message ?? '',
  };
  return { ok: false, problem };
}

export const enquiryStampResponseSchema = z.object({ stamp: z.string() });

/** An enquiry as the studio's list shows it (« Demandes »). */
export const enquirySchema = z.object({
  id: z.number(),
  firstname: z.string(),
  lastname: z.string(),
  email: z.string(),
  phone: z.string().nullable(),
  formula: z.string(),
  /** The last name she published for the formula (kept after she removes it); null for a key never published. */
  formulaName: z.string().nullable(),
  wishedDate: z.string().nullable(),
  message: z.string(),
  status: z.enum(ENQUIRY_STATUSES),
  createdAt: z.string(),
});
export type Enquiry = z.infer<typeof enquirySchema>;
export const enquiryListResponseSchema = z.object({ data: z.array(enquirySchema) });
export const enquiryResponseSchema = z.object({ data: enquirySchema });
export const enquiryStatusPayloadSchema = z.object({
  status: z.enum(ENQUIRY_STATUSES, enquiryMessages.statusInvalid),
});
export type EnquiryStatusPayload = z.infer<typeof enquiryStatusPayloadSchema>;
/** The admin home's tile: the enquiries she has not dealt with yet. */
export const enquirySummarySchema = z.object({ newCount: z.number() });
export type EnquirySummary = z.infer<typeof enquirySummarySchema>;

/** Her answer to an enquiry (POST /api/enquiries/:id/replies): e-mailed with her signature. */
export const enquiryReplyPayloadSchema = z.object({
  message: trimmed()
    .min(1, enquiryMessages.replyRequired)
    .max(enquiryLimits.reply, enquiryMessages.replyTooLong),
});
export type EnquiryReplyPayload = z.infer<typeof enquiryReplyPayloadSchema>;
export const enquiryReplySchema = z.object({ id: z.number(), message: z.string(), sentAt: z.string() });
export type EnquiryReply = z.infer<typeof enquiryReplySchema>;

/**
 * One enquiry as its screen shows it: the visitor's message, then her replies oldest first, the
 * client account made of it (or found at its address), and whether the session is booked (the
 * status « réservée » or a confirmed booking at its address), which offers the album.
 */
export const enquiryThreadSchema = enquirySchema.extend({
  replies: z.array(enquiryReplySchema),
  clientId: z.number().nullable(),
  booked: z.boolean(),
});
export type EnquiryThread = z.infer<typeof enquiryThreadSchema>;
export const enquiryThreadResponseSchema = z.object({ data: enquiryThreadSchema });
export const enquiryReplyResponseSchema = z.object({ message: z.string(), data: enquiryThreadSchema });
/** The names of the account made of an enquiry: the visitor's, which she may correct first. */
export const enquiryClientPayloadSchema = z.object({
  firstname: nameText(enquiryMessages.firstnameRequired),
  lastname: nameText(enquiryMessages.lastnameRequired),
});
export type EnquiryClientPayload = z.infer<typeof enquiryClientPayloadSchema>;
/**
 * POST /api/enquiries/:id/client: the account invited (`created`) or the one already at its address;
 * with an invited account of a booked session, the album made with it (`albumId`).
 */
export const enquiryClientResponseSchema = z.object({
  message: z.string(),
  data: z.object({ clientId: z.number(), created: z.boolean(), albumId: z.number().nullable() }),
});

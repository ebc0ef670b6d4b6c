import { albumEditableFields, creationFields, withCreationChecks } from './albumFields';
import { studioDay } from './dates';
import { emailSchema, idSchema, userEditableFields } from './entityFields';
import { type ResetConfirmPayload, resetConfirmPayloadSchema, userSchema } from './users';
import { z } from './zod';

/** Invitations (beyond the spec): the studio opens an account for a client, with or without an album. */

/** How long an invitation link lets the client choose a password. */
export const INVITATION_DAYS = 7;

/** The album created with an invitation: the creation form's fields, without an owner (the invited client). */
export const invitationAlbumSchemaOn = (today: () => string) => {
  const { user_id: _owner, confirm_unproved_owner: _confirmed, ...fields } = albumEditableFields;
  return withCreationChecks(z.object({ ...fields, ...creationFields }), today);
};
export type InvitationAlbum = z.infer<ReturnType<typeof invitationAlbumSchemaOn>>;

/**
 * POST /invitation: the studio opens an account for a client, who chooses a password through the
 * e-mailed link; with `album`, that album is created in the same step, owned by the new client.
 */
export const invitationPayloadSchemaOn = (today: () => string) =>
  z.object({
    firstname: userEditableFields.firstname,
    lastname: userEditableFields.lastname,
    email: emailSchema,
    album: invitationAlbumSchemaOn(today).optional(),
  });
export const invitationPayloadSchema = invitationPayloadSchemaOn(() => studioDay(new Date()));
export type InvitationPayload = z.infer<typeof invitationPayloadSchema>;

/** POST /invitation/resend: a new link for a client who has not chosen a password yet. */
export const invitationResendPayloadSchema = z.object({ id: idSchema });

/** POST /invitation/accept: the link's token and the chosen password, as for a reset. */
export const invitationAcceptPayloadSchema = resetConfirmPayloadSchema;
export type InvitationAcceptPayload = ResetConfirmPayload;

export const invitationResponseSchema = z.object({
  message: z.string(),
  data: z.object({ user: userSchema, album_id: z.number().int().positive().nullable() }),
});
export type InvitationResponse = z.infer<typeof invitationResponseSchema>;

import { invitationPayloadSchema } from '@lapm/api-client';
import type { InvitationPayload } from '@lapm/contracts';
import type { FormCheck } from '../shared/useRecordForm';

/** The client the studio invites, as typed. */
export interface NewClientValues {
  firstname: string;
  lastname: string;
  email: string;
}

export const emptyNewClient: NewClientValues = { firstname: '', lastname: '', email: '' };

/** The server's own checks (names, address as at registration): the first refusal is the hint. */
export function checkNewClient(values: NewClientValues): FormCheck<Omit<InvitationPayload, 'album'>> {
  const parsed = invitationPayloadSchema.safeParse({
    firstname: values.firstname,
    lastname: values.lastname,
    email: values.email,
  });
  if (parsed.success) return { payload: parsed.data, problem: null };
  return { payload: null, problem: parsed.error.issues[0]?.message ?? '' };
}

/** Whether two addresses are one account (see the server's emailKey): case aside. */
export const sameAddress = (a: string, b: string) => a.trim().toLowerCase() === b.trim().toLowerCase();

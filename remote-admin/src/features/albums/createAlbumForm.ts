import type { AlbumCreatePayload, InvitationPayload } from '@lapm/contracts';
import type { FormCheck } from '../shared/useRecordForm';
import { emptyNewClient, type NewClientValues } from '../users/invitationForm';
import {
  type AlbumCreationExtras,
  type AlbumFormValues,
  checkAlbumCreation,
  checkAlbumWithInvitation,
  emptyAlbumForm,
} from './albumForm';

/** Whose album it is: a client already in the list, or one invited in the same step. */
export type OwnerMode = 'existing' | 'new';

export type CreateAlbumValues = AlbumFormValues &
  AlbumCreationExtras &
  NewClientValues & { owner: OwnerMode };

export const emptyCreateAlbumForm: CreateAlbumValues = {
  ...emptyAlbumForm,
  ...emptyNewClient,
  kind: '',
  reserved_id: '',
  owner: 'existing',
};

/** What Save sends: the album alone, or the invitation that creates it with its owner. */
export type AlbumCreation =
  | { kind: 'album'; payload: AlbumCreatePayload }
  | { kind: 'invitation'; payload: InvitationPayload };

export function checkCreation(values: CreateAlbumValues): FormCheck<AlbumCreation> {
  const checked = values.owner === 'new' ? checkAlbumWithInvitation(values) : checkAlbumCreation(values);
  if (checked.problem !== null) return checked;
  return values.owner === 'new'
    ? { payload: { kind: 'invitation', payload: checked.payload as InvitationPayload }, problem: null }
    : { payload: { kind: 'album', payload: checked.payload as AlbumCreatePayload }, problem: null };
}

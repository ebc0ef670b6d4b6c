import { paths } from '@lapm/contracts';
import { underHome } from '@lapm/seo';
import { fr } from '../../i18n/fr';

const head = (url: string, fields: (typeof fr.heads)[keyof typeof fr.heads]) =>
  underHome(url, { ...fields, keywords: [...fields.keywords] });

/**
 * Heads of the public forms: like every public page they are indexed (spec section 2), with
 * their own title and description. The screens behind login keep a noindex head.
 */
export const publicFormHeads = {
  login: head(paths.login, fr.heads.login),
  register: head(paths.register, fr.heads.register),
  resetRequest: head(paths.resetPassword, fr.heads.resetRequest),
  resetConfirm: head(paths.resetPasswordConfirm, fr.heads.resetConfirm),
  confirmEmail: head(paths.confirmEmail, fr.heads.confirmEmail),
  cancelBooking: head(paths.cancelBooking, fr.heads.cancelBooking),
  moveBooking: head(paths.moveBooking, fr.heads.moveBooking),
  invitation: head(paths.invitation, fr.heads.invitation),
  galleryAccess: head(paths.galleryAccess, fr.heads.galleryAccess),
};

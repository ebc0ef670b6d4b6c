import { LOGOUT_FORM_PATH, paths, pricedServicePages } from '@lapm/contracts';
import {
  acceptInvitation,
  galleryAccess,
  login,
  logout,
  register,
  resetConfirm,
  resetRequest,
} from './account-forms';
import type { FormHandler } from './form-answers';
import { GALLERY_FORM_PATH, galleryHeart } from './gallery-forms';
import { booking, cancelBooking, confirmEmail, enquiry, moveBooking } from './studio-forms';

/**
 * What each form posted without the app does (forms.ts): the JSON call the app would make, then a
 * 303 to the next screen, or the same page with the message and the values typed. The handlers
 * live by concern (account-forms.ts, studio-forms.ts); this file only says which path is whose.
 */

export type { ApiAnswer, Fields, FormTools } from './form-answers';

/** The forms, by the path they are posted to (the page's own; the logout form's, its own). */
export const formHandlers: Record<string, FormHandler> = {
  [paths.login]: login,
  [paths.register]: register,
  [paths.resetPassword]: resetRequest,
  [paths.resetPasswordConfirm]: resetConfirm,
  [paths.invitation]: acceptInvitation,
  [paths.confirmEmail]: confirmEmail,
  [paths.cancelBooking]: cancelBooking,
  [paths.moveBooking]: moveBooking,
  [paths.galleryAccess]: galleryAccess,
  [GALLERY_FORM_PATH]: galleryHeart,
  [LOGOUT_FORM_PATH]: logout,
  [paths.contact]: enquiry,
  ...Object.fromEntries(Object.values(pricedServicePages).map((path) => [path, booking(path)])),
};

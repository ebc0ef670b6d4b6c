import { type PageHead, paths, studio } from '@lapm/contracts';
import { fr } from '../../i18n/fr';

const underHome = (url: string, fields: (typeof fr.heads)[keyof typeof fr.heads]): PageHead => ({
  ...fields,
  keywords: [...fields.keywords],
  author: studio.photographer,
  url,
  position: 2,
  parents: [],
  type: 'website',
  images: [],
});

/**
 * Heads of the public forms: like every public page they are indexed (spec section 2), with
 * their own title and description. The screens behind login keep a noindex head.
 */
export const publicFormHeads = {
  login: underHome(paths.login, fr.heads.login),
  register: underHome(paths.register, fr.heads.register),
  resetRequest: underHome(paths.resetPassword, fr.heads.resetRequest),
  resetConfirm: underHome(paths.resetPasswordConfirm, fr.heads.resetConfirm),
};

import { adminHome } from './fr/adminHome';
import { albumChapters, albumGallery } from './fr/albumGallery';
import {
  albumDelivery,
  albumForm,
  albumStatus,
  albums,
  createAlbum,
  editAlbum,
  ownerMode,
  ownerPicker,
} from './fr/albums';
import {
  articleForm,
  articles,
  createArticle,
  editArticle,
  photoPicker,
  searchResult,
  visualEditor,
} from './fr/articles';
import { bookings } from './fr/bookings';
import { clientFile } from './fr/clientFile';
import { common, drafts } from './fr/common';
import { enquiries, enquiry } from './fr/enquiries';
import { photos } from './fr/photos';
import { placements } from './fr/placements';
import { siteContent } from './fr/siteContent';
import { trash } from './fr/trash';
import { editUser, invitation, users } from './fr/users';

/**
 * Every French text of this remote, for proofreading and translation: one file a screen in fr/,
 * gathered here into the one object the screens read. The labels of the person fields and the
 * Save/Delete buttons are the form kit's (packages/forms/src/i18n/fr.ts).
 */
export const fr = {
  common,
  adminHome,
  enquiries,
  enquiry,
  clientFile,
  bookings,
  users,
  invitation,
  editUser,
  albums,
  trash,
  articles,
  articleForm,
  visualEditor,
  searchResult,
  photoPicker,
  createArticle,
  editArticle,
  albumStatus,
  albumForm,
  createAlbum,
  ownerMode,
  ownerPicker,
  editAlbum,
  albumDelivery,
  albumChapters,
  albumGallery,
  photos,
  drafts,
  siteContent,
  placements,
} as const;

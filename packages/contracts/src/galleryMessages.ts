import { MAX_GRACE_DAYS, TRASH_DAYS } from './galleryTrash';

/** What the galleries say, to the client, her guests and the admin, in one place for proofreading. */

/** The number of photos of the formula, when the admin sets it: the selection is measured against it. */
export const MAX_INCLUDED_PHOTOS = 1000;

export const galleryMessages = {
  notPhoto: (name: string) =>
    `« ${name} » n’est pas une photo (JPEG, PNG, WebP ou AVIF) : elle n’a pas été ajoutée.`,
  wrongCode: 'Code d’accès incorrect.',
  codeRequired: 'Saisissez le code d’accès de l’album.',
  tooManyTries: 'Trop d’essais : réessayez dans 15 minutes.',
  /** Past an address's free wrong tries (a venue's Wi-Fi shared by the guests): one try at a time. */
  oneTryAtATime: 'Beaucoup d’essais viennent de votre réseau : patientez quelques secondes, puis réessayez.',
  notFound: 'Galerie introuvable.',
  photoNotFound: 'Photo introuvable.',
  /** A download while the photos' storage fails: nothing was being saved, nothing is lost. */
  photoUnreadable:
    'Le stockage des photos est injoignable pour le moment : réessayez le téléchargement dans quelques minutes.',
  downloadsOff: 'Le téléchargement n’est pas ouvert pour cet album : demandez-le au studio.',
  selectionLocked: 'Votre sélection a été envoyée au studio : elle ne peut plus être modifiée.',
  selectionEmpty: 'Choisissez au moins une photo avant d’envoyer votre sélection.',
  selectionSent: 'Votre sélection a été envoyée au studio.',
  selectionReopened: 'La sélection est de nouveau ouverte au client.',
  settingsSaved: 'Réglages de la galerie enregistrés.',
  photoTrashed: 'Photo placée dans la Corbeille : vous pouvez la restaurer pendant 30 jours.',
  photoRestored: 'Photo restaurée dans son album.',
  albumDeleteUnconfirmed: (id: number, name: string, count: number) =>
    count > 1
      ? `L’album n° ${id} (${name}) contient ${count} photos : supprimé, il les enverrait à la Corbeille, où elles resteraient ${TRASH_DAYS} jours. Confirmez la suppression pour la faire.`
      : `L’album n° ${id} (${name}) contient 1 photo : supprimé, il l’enverrait à la Corbeille, où elle resterait ${TRASH_DAYS} jours. Confirmez la suppression pour la faire.`,
  photoRestoredUntil: (day: string) =>
    `Photo restaurée dans son album. Avec lui, elle repartira à la Corbeille le ${day}, sauf si vous reportez sa date de fin.`,
  restoreAlbumEnded: (day: string) =>
    `Cet album a pris fin le ${day} : reportez sa date de fin avant de restaurer ses photos, sinon elles repartiraient à la Corbeille.`,
  trashedPhotoNotFound: 'Cette photo n’est plus dans la Corbeille.',
  trashedAlbumNotFound: 'Cet album n’est plus dans la Corbeille.',
  albumRestored: (id: number, name: string, count: number) =>
    `Album n° ${id} (${name}) restauré avec ${count > 1 ? `ses ${count} photos` : 'sa photo'}.`,
  albumRestoredUntil: (id: number, name: string, count: number, day: string) =>
    `Album n° ${id} (${name}) restauré avec ${count > 1 ? `ses ${count} photos` : 'sa photo'}. Il repartira à la Corbeille le ${day}, sauf si vous reportez sa date de fin.`,
  /** Nothing restored: a photo without its original would come back broken. */
  albumOriginalsMissing: (id: number, names: readonly string[]) =>
    `L’album n° ${id} n’a pas été restauré : ${names.length > 1 ? `${names.length} originaux sont introuvables` : 'un original est introuvable'} dans le stockage (${names
      .slice(0, 5)
      .map((name) => `« ${name} »`)
      .join(
        ', ',
      )}${names.length > 5 ? '…' : ''}). Rien n’a été changé : vérifiez le stockage des photos, puis réessayez.`,
  removalUnconfirmed: (count: number, day: string) =>
    `Cet album contient ${count} photo${count > 1 ? 's' : ''} : avec ce dernier jour passé, elle${count > 1 ? 's' : ''} passera${count > 1 ? 'ient' : 'it'} à la Corbeille le ${day}. Confirmez ce changement pour l’enregistrer.`,
  graceRemovalUnconfirmed: (count: number, day: string) =>
    `Cet album contient ${count} photo${count > 1 ? 's' : ''} : avec ce délai, elle${count > 1 ? 's' : ''} passera${count > 1 ? 'ient' : 'it'} à la Corbeille dès aujourd’hui, le ${day}. Confirmez ce changement pour l’enregistrer.`,
  expiredOn: (day: string) => `Expiré le ${day}`,
  /** With Contact's details as she published them. */
  contactStudio: (contact: { email: string; phone: string }) =>
    `Pour retrouver ces photos, contactez le studio : ${contact.email} ou ${contact.phone}.`,
  downloadPinInvalid: 'Le code PIN de téléchargement compte 4 chiffres.',
  wrongDownloadPin: 'Code PIN incorrect.',
  downloadPinAccepted: 'Code PIN accepté : la haute résolution est ouverte.',
  downloadPinRequired:
    'La haute résolution demande le code PIN de téléchargement : demandez-le au client de l’album ou au studio.',
  webSizeOnly: 'Cet album se télécharge en taille web seulement.',
  favouritesOnlyDownload: 'Seules vos photos favorites se téléchargent : ajoutez celle-ci à vos favoris.',
  noFavouriteToDownload: 'Ajoutez des photos à vos favoris pour les télécharger.',
  guestNameRequired: 'Indiquez votre prénom ou votre e-mail pour garder vos favoris.',
  guestNameTooLong: 'Votre prénom ou votre e-mail : 120 caractères au plus.',
  ownerOnly:
    'Seuls les mariés ou le client de cet album envoient la sélection et choisissent ce que voient les invités.',
  codeAmbiguous: 'Ce code ouvre plusieurs galeries : ouvrez le lien reçu, ou demandez-le au studio.',
  includedPhotosInvalid: `Indiquez un nombre de photos entre 0 et ${MAX_INCLUDED_PHOTOS}.`,
  graceDaysInvalid: `Indiquez un délai entre 0 et ${MAX_GRACE_DAYS} jours.`,
} as const;

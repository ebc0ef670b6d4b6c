import { studio } from '@lapm/contracts';

/**
 * Every French text of this remote, in one place for proofreading and translation; the labels
 * of the person fields and the Save/Delete buttons are the form kit's (packages/forms/src/i18n/fr.ts).
 * Texts quoted by the specification are copied to the letter; validation messages
 * come from the contracts (`validationMessages`) so the server says exactly the same.
 */
export const fr = {
  common: {
    pageTitle: (title: string) => `${title} | ${studio.name}`,
    backToLogin: 'Retour à la connexion',
    newTab: '(s’ouvre dans un nouvel onglet)',
    unexpected: "Une erreur inattendue s'est produite.",
    saving: 'Enregistrement...',
    sending: 'Envoi en cours...',
    email: 'Email',
    password: 'Mot de passe',
    passwordConfirm: 'Confirmer le mot de passe',
    newPassword: 'Nouveau mot de passe',
    passwordHint: 'Au moins 8 caractères.',
  },
  login: {
    title: 'Connexion',
    intro: 'Connectez-vous pour retrouver vos informations et vos séances.',
    submit: 'Se connecter',
    submitting: 'Connexion en cours...',
    register: 'Créer un compte',
    forgotten: 'Mot de passe oublié ?',
    wrongCredentials: 'Identifiants incorrects.',
    unknownError: 'Erreur inconnue lors de la connexion.',
  },
  register: {
    title: 'Créer un compte',
    intro: 'Créez votre espace client pour retrouver vos séances en ligne.',
    consentBefore: "J'accepte les ",
    consentLink: 'conditions générales de vente',
    consentAfter: ' et le traitement de mes données personnelles.',
    submit: 'Créer mon compte',
    submitting: 'Création en cours...',
    success: 'Votre compte a été créé.',
    haveAccount: "J'ai déjà un compte",
  },
  resetRequest: {
    title: 'Mot de passe oublié',
    intro: 'Indiquez votre adresse email : vous recevrez un lien pour choisir un nouveau mot de passe.',
    submit: 'Envoyer le lien',
    success: '📩 Demande traitée.',
  },
  resetConfirm: {
    title: 'Nouveau mot de passe',
    intro: 'Choisissez votre nouveau mot de passe.',
    submit: 'Enregistrer le mot de passe',
    success: 'Votre mot de passe a été réinitialisé.',
    noToken: 'Lien invalide : aucun token trouvé. Veuillez relancer une demande de réinitialisation.',
    newRequest: 'Faire une nouvelle demande',
  },
  invitation: {
    title: 'Bienvenue dans votre espace client',
    intro:
      'Le studio vous a ouvert un espace client. Choisissez votre mot de passe : vous retrouverez ensuite vos galeries photo.',
    submit: 'Choisir mon mot de passe',
    noToken: 'Lien invalide : aucun token trouvé. Ouvrez le lien reçu par e-mail, en entier.',
    askAgain:
      'Le lien d’une invitation sert une seule fois et pendant 7 jours. Le vôtre a expiré ou a déjà servi ? Écrivez au studio : il vous en enverra un nouveau.',
    contact: 'Demander un nouveau lien au studio',
  },
  confirmEmail: {
    title: 'Confirmer mon adresse email',
    intro: 'Confirmez que l’adresse à laquelle vous avez reçu ce lien est bien la vôtre.',
    submit: 'Confirmer mon adresse',
    success: 'Votre adresse email est confirmée.',
    noToken: 'Lien invalide : aucun token trouvé. Ouvrez le lien complet reçu par e-mail.',
  },
  cancelBooking: {
    title: 'Annuler ma réservation',
    intro: 'Vous ne pouvez pas venir ? Annulez votre séance ici : le créneau sera de nouveau proposé.',
    submit: 'Annuler ma réservation',
  },
  moveBooking: {
    title: 'Déplacer ma réservation',
    intro:
      'Choisissez un autre créneau pour votre séance : l’ancien est libéré, et je vous confirme le nouveau par e-mail.',
    current: (formula: string, day: string, time: string) =>
      `Votre séance ${formula} est prévue le ${day} à ${time}.`,
    slots: 'Nouveau créneau',
    noSlot: 'Aucun autre créneau libre pour l’instant : appelez-moi ou écrivez-moi.',
    submit: 'Déplacer ma séance',
  },
  userHome: {
    title: 'Bienvenue sur votre compte',
    myInformation: 'Mes informations',
    myInformationText: 'Vos coordonnées et votre mot de passe.',
    myAlbums: 'Mes séances',
    myAlbumsText: 'Vos galeries photo privées.',
    galleryAccess: 'Accéder à une galerie',
    galleryAccessText: 'La galerie d’un proche, avec le code d’accès reçu.',
    logout: 'Déconnexion',
    logoutText: 'Quitter votre espace en toute sécurité.',
  },
  myInformation: {
    title: 'Mes informations',
    firstname: 'Prénom',
    lastname: 'Nom',
    address: 'Adresse',
    email: 'Email',
    noAddress: 'Non renseignée',
    edit: 'Modifier',
  },
  personalData: {
    title: 'Mes données personnelles',
    intro: 'Téléchargez une copie de toutes les données que le studio conserve sur vous (fichier JSON).',
    introWithDeletion:
      'Téléchargez une copie de toutes les données que le studio conserve sur vous (fichier JSON), ou supprimez votre compte.',
    download: 'Télécharger mes données',
    downloading: 'Préparation du fichier...',
    downloaded: 'Vos données ont été téléchargées.',
    fileName: 'mes-donnees-lapm.json',
    delete: 'Supprimer mon compte',
    dialogTitle: 'Supprimer votre compte ?',
    dialogText:
      'Votre compte, vos informations et vos séances seront supprimés définitivement. Pensez à télécharger vos données et vos photos avant.',
    password: 'Votre mot de passe, pour confirmer',
    confirm: 'Supprimer définitivement',
    deleting: 'Suppression...',
    deleted: 'Votre compte et vos séances ont été supprimés. Merci de votre confiance.',
  },
  editMyInformation: {
    title: 'Modifier mes informations',
    password: 'Nouveau mot de passe (facultatif)',
    passwordPlaceholder: 'Laisser vide pour ne pas changer',
    currentPassword: 'Mot de passe actuel',
    albumEmails: 'Me prévenir par e-mail quand mes photos sont en ligne',
    albumEmailsHint:
      'Et une semaine avant qu’une galerie ne soit retirée. Le lien et le code d’accès restent dans votre espace : ils ne sont jamais envoyés par e-mail.',
    save: 'Enregistrer',
    cancel: 'Annuler',
  },
  /** Page heads of the public forms: what a search result and a link preview show. */
  heads: {
    login: {
      title: 'Connexion à l’espace client | LAPM Photographie',
      description:
        'Connectez-vous à votre espace client LAPM Photographie pour retrouver vos informations et les galeries privées de vos séances photo.',
      breadcrumbName: 'Connexion',
      keywords: ['espace client LAPM Photographie', 'galerie photo privée', 'connexion'],
    },
    register: {
      title: 'Créer un compte client | LAPM Photographie',
      description:
        'Créez votre compte client LAPM Photographie pour retrouver en ligne les galeries privées de vos séances photo portrait et mariage.',
      breadcrumbName: 'Créer un compte',
      keywords: ['compte client LAPM Photographie', 'galerie photo privée', 'inscription'],
    },
    resetRequest: {
      title: 'Mot de passe oublié | LAPM Photographie',
      description:
        'Mot de passe oublié ? Recevez par e-mail un lien pour choisir un nouveau mot de passe et retrouver votre espace client LAPM Photographie.',
      breadcrumbName: 'Mot de passe oublié',
      keywords: ['mot de passe oublié', 'espace client LAPM Photographie'],
    },
    resetConfirm: {
      title: 'Nouveau mot de passe | LAPM Photographie',
      description:
        'Choisissez un nouveau mot de passe pour votre espace client LAPM Photographie, depuis le lien reçu par e-mail.',
      breadcrumbName: 'Nouveau mot de passe',
      keywords: ['nouveau mot de passe', 'espace client LAPM Photographie'],
    },
    invitation: {
      title: 'Bienvenue dans votre espace client | LAPM Photographie',
      description:
        'Choisissez le mot de passe de l’espace client que LAPM Photographie vous a ouvert, depuis le lien reçu par e-mail.',
      breadcrumbName: 'Bienvenue',
      keywords: ['invitation', 'espace client LAPM Photographie'],
    },
    galleryAccess: {
      title: 'Accéder à une galerie | LAPM Photographie',
      description:
        'Ouvrez la galerie privée d’une séance ou d’un mariage LAPM Photographie avec le code d’accès reçu.',
      breadcrumbName: 'Accéder à une galerie',
      keywords: ['galerie privée', 'code d’accès', 'photos de mariage LAPM Photographie'],
    },
    cancelBooking: {
      title: 'Annuler ma réservation | LAPM Photographie',
      description:
        'Annulez une séance réservée en ligne chez LAPM Photographie, depuis le lien reçu par e-mail.',
      breadcrumbName: 'Annuler ma réservation',
      keywords: ['annuler réservation', 'séance photo LAPM Photographie'],
    },
    moveBooking: {
      title: 'Déplacer ma réservation | LAPM Photographie',
      description:
        'Choisissez un autre créneau pour une séance réservée en ligne chez LAPM Photographie, depuis le lien reçu par e-mail.',
      breadcrumbName: 'Déplacer ma réservation',
      keywords: ['déplacer réservation', 'séance photo LAPM Photographie'],
    },
    confirmEmail: {
      title: 'Confirmer mon adresse email | LAPM Photographie',
      description:
        'Confirmez l’adresse email de votre espace client LAPM Photographie, depuis le lien reçu par e-mail.',
      breadcrumbName: 'Confirmer mon adresse email',
      keywords: ['confirmer adresse email', 'espace client LAPM Photographie'],
    },
  },
  gallery: {
    title: (date: string) => `Votre séance du ${date}`,
    namedIntro: (day: string, client: string) => `Séance du ${day} · ${client}`,
    cover: (title: string) => `Couverture : ${title}`,
    accessTitle: 'Galerie privée',
    accessIntro: 'Saisissez le code d’accès que le studio vous a donné pour voir les photos de votre séance.',
    accessCode: "Code d'accès",
    accessSubmit: 'Ouvrir la galerie',
    accessSubmitting: 'Vérification...',
    invalidAddress: 'Adresse de galerie invalide.',
    loading: 'Chargement de la galerie...',
    needsScript: 'Cette galerie demande JavaScript : activez-le pour voir vos photos.',
    empty: 'Vos photos arrivent bientôt.',
    photosLabel: 'Photos de la séance',
    chaptersLabel: 'Chapitres',
    chapterPhotos: (title: string) => `Photos : ${title}`,
    open: (name: string) => `Agrandir ${name}`,
    favourite: (name: string) => `Favori : ${name}`,
    favouriteShown: 'Favori',
    downloadWeb: 'Télécharger (taille web)',
    /** Under a photo of the grid, a word of its name: « Télécharger … en taille web ». */
    downloadWebShort: 'Web',
    downloadWebName: (name: string) => `Télécharger ${name} en taille web`,
    downloadHigh: 'Haute résolution',
    downloadHighShort: 'HD',
    downloadHighName: (name: string) => `Télécharger ${name} en haute résolution (HD)`,
    downloadAllWeb: 'Tout télécharger (taille web, ZIP)',
    downloadAllHigh: 'Tout télécharger (haute résolution, ZIP)',
    downloadWebHint: 'La taille web (2048 pixels) convient au téléphone, à l’écran et aux réseaux sociaux.',
    downloadsMarked:
      'Sans le code PIN de téléchargement, les photos téléchargées portent le filigrane du studio.',
    downloadsFavouritesOnly: 'Seules vos photos favorites se téléchargent.',
    pinLabel: 'Code PIN de téléchargement',
    pinHint: 'Quatre chiffres, donnés par le studio : ils ouvrent la haute résolution.',
    pinSave: 'Valider le code PIN',
    counter: (count: number, included: number) =>
      included > 0
        ? `${count} favori${count > 1 ? 's' : ''} sur ${included} photo${included > 1 ? 's' : ''} incluse${included > 1 ? 's' : ''}`
        : `${count} favori${count > 1 ? 's' : ''}`,
    beyondIncluded: (extra: number) =>
      `${extra} photo${extra > 1 ? 's' : ''} de plus que la formule : le studio vous en parlera.`,
    onlyFavourites: 'Afficher seulement mes favoris',
    noFavourites: 'Aucun favori pour l’instant : touchez le cœur d’une photo pour la choisir.',
    send: 'Envoyer ma sélection',
    sending: 'Envoi...',
    confirmTitle: 'Envoyer ma sélection',
    confirmQuestion: (count: number) =>
      `Envoyer vos ${count} favori${count > 1 ? 's' : ''} au studio ? Vous ne pourrez plus modifier votre sélection ensuite.`,
    confirm: 'Envoyer',
    sentOn: (day: string) => `Sélection envoyée le ${day}.`,
    guestTitle: (day: string) => `Séance du ${day}`,
    guestName: 'Votre prénom ou votre e-mail',
    guestNameHint: 'Facultatif : vos favoris seront gardés à ce nom, à part de ceux des mariés ou du client.',
    guestAsk: 'Pour choisir vos photos préférées, dites-nous qui vous êtes.',
    guestSave: 'Garder mes favoris',
    guestHello: (name: string) =>
      `Favoris de ${name} : votre propre liste, qui ne change pas la sélection des mariés ou du client.`,
    chosenBy: (names: readonly string[]) => `Choisie par ${names.join(', ')}`,
    hide: 'Masquer aux invités',
    show: 'Montrer aux invités',
    hideShort: 'Masquer',
    showShort: 'Montrer',
    hideName: (name: string) => `Masquer aux invités : ${name}`,
    showName: (name: string) => `Montrer aux invités : ${name}`,
    hidden: 'Masquée aux invités',
    slideshow: 'Diaporama',
    slideshowPause: 'Pause',
  },
  galleryAccess: {
    title: 'Accéder à une galerie',
    intro:
      'Vous avez reçu un code d’accès (des mariés, d’un proche ou du studio) : saisissez-le pour voir les photos.',
    submit: 'Voir les photos',
    // The server's own words (galleryMessages), kept here: the contracts' gallery module brings zod.
    codeRequired: 'Saisissez le code d’accès de l’album.',
    tooManyTries: 'Trop d’essais : réessayez dans 15 minutes.',
    oneTryAtATime:
      'Beaucoup d’essais viennent de votre réseau : patientez quelques secondes, puis réessayez.',
  },
  myAlbums: {
    title: 'Mes séances',
    intro: 'Vos galeries privées : ouvrez-les avec le mot de passe d’accès indiqué.',
    search: 'Rechercher une séance',
    searchPlaceholder: 'Prénom, nom, date ou numéro',
    loading: 'Chargement des albums...',
    empty: 'Aucune séance en ligne pour le moment.',
    noMatch: (term: string) => `Aucun album ne correspond à “${term}”.`,
    cardTitle: (id: number, title = '') => (title ? `Séance n° ${id} · ${title}` : `Séance n° ${id}`),
    firstname: 'Prénom',
    lastname: 'Nom',
    accessPassword: 'Mot de passe d’accès',
    date: 'Date',
    open: 'Consulter',
    availableUntil: (day: string) => `Disponible jusqu’au ${day}`,
  },
} as const;

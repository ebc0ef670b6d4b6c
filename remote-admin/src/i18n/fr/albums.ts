export const albums = {
  title: 'Gestion des albums',
  create: 'Créer un album',
  searchLabel: 'Rechercher un album',
  searchPlaceholder: 'Prénom, nom, date ou numéro',
  loading: 'Chargement des albums...',
  empty: "Aucun album pour l'instant.",
  noMatch: (term: string) => `Aucun album ne correspond à “${term}”.`,
  cardMeta: (id: number) => `Album n° ${id}`,
  albumTitle: 'Titre',
} as const;

export const albumStatus = {
  expired: 'Expiré',
  removal: 'Photos à la Corbeille',
  removalOn: (count: number, day: string) => `le ${day} (${count} photo${count > 1 ? 's' : ''})`,
  availability: 'Disponible jusqu’au',
  opening: 'Consultation',
  openedOn: (day: string) => `Ouvert le ${day}`,
  openedAgain: (first: string, last: string) => `Ouvert le ${first}, dernière fois le ${last}`,
  notOpened: 'Pas encore ouvert',
} as const;

export const albumForm = {
  title: 'Titre de l’album (facultatif)',
  titleHint: 'Par exemple « Mariage de Camille & Hugo » : le client le voit en ouvrant sa galerie.',
  welcome: 'Mot d’accueil (facultatif)',
  welcomeHint: 'Quelques mots affichés sous le titre, au-dessus des photos.',
  kind: 'Type de séance',
  kindNone: '— Aucun (réglages par défaut) —',
  kindHint:
    'Remplit les réglages de la galerie (photos incluses, téléchargement, filigrane, délai de conservation) ; modifiables ensuite.',
  kindSettings: (included: number, downloads: boolean, watermark: boolean, graceDays: number) =>
    `${included > 0 ? `${included} photos incluses` : 'Toutes les photos incluses'} · téléchargement ${downloads ? 'ouvert' : 'fermé'} · ${watermark ? 'avec' : 'sans'} filigrane · conservées ${graceDays} jours après la fin`,
  hosted: 'Galerie sur le site',
  hostedPending: 'Réservation de l’adresse...',
  hostedDone:
    'Lien rempli avec l’adresse de la galerie sur le site : vous y ajouterez les photos une fois l’album créé.',
  date: 'Date de la séance',
  dateHint: 'Par exemple 12/05/2025',
  lien: 'Lien de la galerie',
  lienHint: 'Adresse complète commençant par https://',
  accessCode: "Code d'accès",
  proposeCode: 'Proposer un autre code',
  availableUntil: 'Fin de disponibilité (facultative)',
  availableUntilHint: 'Dernier jour où le client voit la galerie dans son espace ; vide : sans fin.',
  userId: 'Numéro du client',
} as const;

export const createAlbum = {
  title: 'Créer un album',
  backToList: 'Retour à la liste des albums',
  ready: "Créer l'album",
  readyWithInvitation: "Créer l'album et inviter le client",
} as const;

export const ownerMode = {
  legend: "Propriétaire de l'album",
  existing: 'Client existant',
  newClient: 'Nouveau client',
  newClientHint: 'Le client reçoit une invitation à choisir son mot de passe ; elle lui annonce cet album.',
} as const;

export const ownerPicker = {
  legend: 'Client propriétaire',
  searchLabel: 'Rechercher un client',
  searchPlaceholder: 'Prénom, nom, email ou numéro',
  more: (count: number) =>
    `${count} autre${count > 1 ? 's' : ''} résultat${count > 1 ? 's' : ''} : précisez la recherche.`,
  choose: (name: string, email: string, id: number) => `${name} · ${email} · n° ${id}`,
  chosen: (name: string, email: string) => `Album pour ${name} (${email}).`,
  unknown: 'Aucun utilisateur ne porte ce numéro.',
  /** An account registered by whoever typed the address, which no e-mail ever reached. */
  unproved: (email: string) =>
    `L’adresse ${email} n’a jamais été vérifiée : n’importe qui a pu créer ce compte à la place de votre client, et verrait l’album et son code d’accès. Envoyez-lui plutôt une invitation : seul qui reçoit les e-mails de cette adresse pourra ouvrir le compte.`,
  invite: (email: string) => `Envoyer une invitation à ${email}`,
  inviting: 'Envoi en cours...',
  confirmUnproved: 'Attribuer quand même l’album à ce compte',
} as const;

export const editAlbum = {
  title: 'Modifier un album',
  backToList: 'Retour à la liste des albums',
  loading: "Chargement des données de l'album...",
  missingId: 'ID album manquant.',
  notFound: 'Album introuvable.',
  currentOwner: 'Client actuel',
  confirmTitle: 'Supprimer cet album',
  confirmQuestion: 'Êtes-vous sûr de vouloir supprimer cet album ?',
  /** The spec's question, then what happens to the photos the album holds. */
  confirmQuestionWithPhotos: (count: number) =>
    count > 1
      ? `Êtes-vous sûr de vouloir supprimer cet album ? Ses ${count} photos passeront à la Corbeille : vous pourrez les restaurer, avec l’album, pendant 30 jours.`
      : 'Êtes-vous sûr de vouloir supprimer cet album ? Sa photo passera à la Corbeille : vous pourrez la restaurer, avec l’album, pendant 30 jours.',
  removalTitle: 'Retirer les photos de cet album ?',
  removalQuestion: (id: number, title: string, count: number, day: string) =>
    count > 1
      ? `Avec ce dernier jour déjà passé, les ${count} photos de l’album n° ${id} (${title}) passeront à la Corbeille le ${day}, et votre client ne les verra plus. Elles y resteront 30 jours avant d’être supprimées définitivement.`
      : `Avec ce dernier jour déjà passé, la photo de l’album n° ${id} (${title}) passera à la Corbeille le ${day}, et votre client ne la verra plus. Elle y restera 30 jours avant d’être supprimée définitivement.`,
  removalConfirm: 'Enregistrer quand même',
  ownerChangeTitle: 'Changer le client de cet album ?',
  ownerChangeQuestion: (name: string, current: string) =>
    `Cet album passera ${name}. ${current} ne le verra plus. Continuer ?`,
  ownerChangeConfirm: 'Oui, changer de client',
  ownerNumber: (id: number) => `au client n° ${id}`,
  /** With the number: two clients may share a name. */
  ownerTo: (name: string, id: number) => `à ${name} (n° ${id})`,
} as const;

export const albumDelivery = {
  coverHeading: 'Couverture',
  coverPhoto: 'Photo de couverture',
  coverNone: '— Choisir une photo —',
  coverHint: 'Touchez la photo à l’endroit de son sujet : la couverture restera centrée sur ce point.',
  coverSave: 'Enregistrer la couverture',
  coverSaving: 'Enregistrement...',
  coverNoPhoto: 'Ajoutez des photos : la couverture se choisit parmi celles qui sont prêtes.',
  notify: 'Prévenir le client',
  notifying: 'Envoi...',
  notifyHint: 'Envoie au client « Vos photos sont prêtes », avec la couverture et le titre.',
  notifyAgainTitle: 'Prévenir de nouveau le client ?',
  notifyAgainConfirm: 'Envoyer de nouveau',
  notNotified: 'Client pas encore prévenu',
} as const;

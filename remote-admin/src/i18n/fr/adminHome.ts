export const adminHome = {
  title: 'Interface Admin',
  greeting: (firstname: string, lastname: string) => `Bonjour ${firstname} ${lastname}`,
  tilesLabel: "Rubriques de l'administration",
  myInformation: 'Mes informations',
  myInformationText: 'Vos coordonnées et votre mot de passe.',
  users: 'Gestion des utilisateurs',
  usersText: 'Consulter, modifier ou supprimer les comptes.',
  albums: 'Gestion des albums',
  albumsText: 'Créer et mettre à jour les galeries privées des clients.',
  articles: 'Articles',
  articlesText: 'Écrire, prévisualiser et publier les articles du blog.',
  photos: 'Photos',
  photosText: 'Envoyer, décrire et publier les photos du site.',
  placements: 'Mise en page',
  placementsText: 'Choisir et ordonner les photos du portfolio, des prestations et de l’accueil.',
  siteContent: 'Contenu du site',
  siteContentText: 'Modifier les textes, les tarifs, les avis et les cartes des prestations, puis publier.',
  enquiries: 'Demandes',
  enquiriesText: (count: number | undefined) =>
    count === undefined
      ? 'Les demandes envoyées depuis le site.'
      : count === 0
        ? 'Aucune nouvelle demande.'
        : `${count} nouvelle${count > 1 ? 's' : ''} demande${count > 1 ? 's' : ''} à traiter.`,
  bookings: 'Réservations',
  bookingsText: 'Les séances réservées en ligne, vos disponibilités et votre calendrier.',
  invoices: 'Gestion des factures',
  statistics: 'Gestion des statistiques',
  comingSoon: 'Bientôt disponible.',
  backHome: 'Retour à l’interface admin',
  logout: 'Déconnexion',
} as const;

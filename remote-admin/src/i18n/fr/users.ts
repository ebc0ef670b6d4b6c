export const users = {
  title: 'Gestion des utilisateurs',
  searchLabel: 'Rechercher un utilisateur',
  searchPlaceholder: 'Prénom, nom, email ou numéro',
  loading: 'Chargement des utilisateurs...',
  empty: "Aucun utilisateur pour l'instant.",
  noMatch: (term: string) => `Aucun utilisateur ne correspond à “${term}”.`,
  cardMeta: (id: number) => `Utilisateur n° ${id}`,
} as const;

export const invitation = {
  legend: 'Inviter un client',
  intro:
    'Son compte est créé aussitôt, sans mot de passe : il reçoit un e-mail pour choisir le sien (lien valable 7 jours, une seule fois).',
  submit: "Envoyer l'invitation",
  sending: 'Envoi en cours...',
  state: 'Invitation',
  pending: 'Envoyée, en attente de réponse',
  expired: 'Lien expiré : renvoyez une invitation',
  resend: "Renvoyer l'invitation",
  resending: 'Envoi en cours...',
  /** After a refusal for an address that already has an account: that client, to pick instead. */
  pickExisting: (name: string) => `Choisir ${name} comme propriétaire`,
} as const;

export const editUser = {
  title: 'Modifier un utilisateur',
  backToList: 'Retour à la liste des utilisateurs',
  loading: 'Chargement des données utilisateur...',
  missingId: 'ID utilisateur manquant.',
  notFound: 'Utilisateur introuvable.',
  confirmTitle: 'Supprimer cet utilisateur',
  confirmQuestion: 'Êtes-vous sûr de vouloir supprimer cet utilisateur ?',
} as const;

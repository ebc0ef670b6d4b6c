/** Every French text of this remote, in one place for proofreading and translation. */
export const fr = {
  adminHome: {
    title: 'Interface Admin',
    intro: 'Gérez les utilisateurs et les albums.',
  },
  users: {
    title: 'Gestion des utilisateurs',
    intro: 'Tous les comptes du site.',
  },
  editUser: {
    title: 'Modifier un utilisateur',
    intro: 'Mettez à jour un compte.',
  },
  albums: {
    title: 'Gestion des albums',
    intro: 'Toutes les galeries privées.',
  },
  createAlbum: {
    title: 'Créer un album',
    intro: 'Ajoutez une galerie privée pour un client.',
  },
  editAlbum: {
    title: 'Modifier un album',
    intro: 'Mettez à jour une galerie privée.',
  },
} as const;

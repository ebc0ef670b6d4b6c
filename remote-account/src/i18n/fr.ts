/** Every French text of this remote, in one place for proofreading and translation. */
export const fr = {
  login: {
    title: 'Connexion',
    intro: 'Connectez-vous pour retrouver vos séances.',
  },
  register: {
    title: 'Créer un compte',
    intro: 'Créez votre espace client.',
  },
  resetRequest: {
    title: 'Mot de passe oublié',
    intro: 'Recevez un lien pour choisir un nouveau mot de passe.',
  },
  resetConfirm: {
    title: 'Nouveau mot de passe',
    intro: 'Choisissez votre nouveau mot de passe.',
  },
  userHome: {
    title: 'Bienvenue sur votre compte',
    intro: 'Retrouvez vos informations et vos séances.',
  },
  myInformation: {
    title: 'Mes informations',
    intro: 'Vos coordonnées.',
    firstname: 'Prénom',
    lastname: 'Nom',
    address: 'Adresse',
    email: 'Email',
    noAddress: 'Non renseignée',
    edit: 'Modifier',
  },
  editMyInformation: {
    title: 'Modifier mes informations',
    intro: 'Mettez à jour vos coordonnées.',
  },
  myAlbums: {
    title: 'Mes séances',
    intro: 'Vos galeries privées.',
  },
} as const;

/**
 * Every French text the shell's screens show, in one place for proofreading and translation; the
 * words of the page's frame, which only the server writes, are beside it in document.ts.
 */
export const fr = {
  nav: {
    skipToContent: 'Aller au contenu',
    mainLabel: 'Navigation principale',
    services: 'PRESTATIONS',
    corporate: 'Corporate',
    lifestyle: 'LifeStyle',
    wedding: 'Mariage',
    prices: 'TARIFS',
    contact: 'CONTACT',
    portfolio: 'PORTFOLIO',
    account: 'COMPTE',
    openMenu: 'Ouvrir le menu principal',
    closeMenu: 'Fermer le menu principal',
    close: 'Fermer',
    closeServices: 'Fermer les prestations',
    cross: 'x',
    homeLink: 'Accueil',
  },
  footer: {
    about: 'À propos',
    whoAmI: 'Qui suis-je ?',
    portfolio: 'Portfolio',
    blog: 'Blog',
    prices: 'Tarifs',
    follow: 'Suivez-moi',
    policies: 'Informations',
    contact: 'Contact',
    account: 'Compte',
    galleryAccess: 'Accéder à une galerie',
    legal: 'Mentions légales',
    terms: 'Conditions générales de vente',
    reach: 'Me joindre',
    mailLabel: 'Écrire un e-mail',
    phoneLabel: 'Appeler',
    rights: 'Tous droits réservés.',
  },
  notFound: {
    headTitle: 'Page introuvable | LAPM Photographie',
    title: "OUPSS!! Il n'y a rien à voir ici !",
    subtitle: "C'est juste une erreur 404",
    text: 'La page que tu cherches semble introuvable.',
    back: "Revenir à l'accueil",
  },
  remote: {
    loading: 'Chargement...',
    failedTitle: 'Cette partie du site est momentanément indisponible.',
    failedText: 'Le reste du site fonctionne : vous pouvez réessayer ou continuer votre visite.',
    retry: 'Réessayer',
  },
  boot: {
    failed: 'Le site ne peut pas démarrer pour le moment. Merci de réessayer dans quelques instants.',
  },
} as const;

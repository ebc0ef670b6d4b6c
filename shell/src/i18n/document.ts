/**
 * The words of the page's own frame (its title, the line shown without scripts): only the server
 * writes them, so they stay out of the browser's copy of the shell's texts.
 */
export const documentFr = {
  /** The default title of a page the server sends. */
  title: 'LAPM Photographie · Photographe portrait et mariage près de Montpellier',
  /** The line of a page the browser renders, when scripts are off. */
  needsScripts: {
    login: 'Cet espace demande JavaScript : activez-le pour vous connecter.',
    loggedIn:
      'Cet écran demande JavaScript : activez-le pour l’utiliser. Votre espace client reste ouvert sans lui :',
    account: 'Mon compte',
    albums: 'Mes séances',
  },
};

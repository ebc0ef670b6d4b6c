/** The kit's own French texts: the buttons and the person fields every edit form shares. */
export const fr = {
  firstname: 'Prénom',
  lastname: 'Nom',
  email: 'Email',
  address: 'Adresse (facultative)',
  save: 'Enregistrer',
  saving: 'Enregistrement...',
  delete: 'Supprimer',
  deleting: 'Suppression...',
};

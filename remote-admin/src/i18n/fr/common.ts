import { studio } from '@lapm/contracts';

export const common = {
  pageTitle: (title: string) => `${title} | ${studio.name}`,
  edit: 'Modifier',
  roles: { admin: 'Administrateur', user: 'Client' },
  id: 'N°',
  email: 'Email',
  unconfirmed: 'non confirmé',
  role: 'Rôle',
  date: 'Date',
  status: 'État',
  firstname: 'Prénom',
  lastname: 'Nom',
} as const;

export const drafts = {
  saving: 'Enregistrement…',
  saved: 'Brouillon enregistré',
  failed: (message: string) =>
    `Brouillon non enregistré : ${message} Vos modifications restent dans le formulaire.`,
  leaveQuestion:
    'Vos dernières modifications ne sont pas encore enregistrées. Quitter cette page quand même ?',
} as const;

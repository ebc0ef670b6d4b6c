/** The page's Google title and description as first published (« Référencement »). */
export const lifestyleSeo = {
  title: 'Portrait lifestyle : solo, duo, famille | LAPM Photographie',
  description:
    'Des photos de vie spontanées autour de Montpellier : Feel Good, Toi & Moi, La Smala, 1er cris, 9 mois et Passions Lives, six formats pour chaque histoire.',
};

/** The page's Google title and description as first published (« Référencement »). */
export const legalSeo = {
  title: 'Mentions légales | LAPM Photographie',
  description:
    'Mentions légales du site de LAPM Photographie : éditeur, hébergement, propriété intellectuelle, données personnelles et cookies.',
};

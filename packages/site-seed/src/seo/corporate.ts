/** The page's Google title and description as first published (« Référencement »). */
export const corporateSeo = {
  title: 'Portrait corporate et photo d’équipe | LAPM Photographie',
  description:
    'Portraits professionnels à Montpellier pour indépendants et entreprises : en studio ou dans vos locaux, rendu homogène, livraison rapide. Dès 99 € TTC.',
};

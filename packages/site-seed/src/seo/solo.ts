/** The page's Google title and description as first published (« Référencement »). */
export const soloSeo = {
  title: 'Portrait solo en studio ou en extérieur | LAPM Photographie',
  description:
    'Une séance portrait rien que pour vous près de Montpellier, en studio ou en extérieur : 5 à 22 photos retouchées dans une galerie privée. Dès 99 €.',
};

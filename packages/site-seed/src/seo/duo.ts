/** The page's Google title and description as first published (« Référencement »). */
export const duoSeo = {
  title: 'Séance photo duo et couple à Montpellier | LAPM Photographie',
  description:
    'Séance photo à deux près de Montpellier, en couple, entre sœurs ou avec votre enfant : en studio ou en extérieur, 5 à 22 photos en galerie privée. Dès 119 €.',
};

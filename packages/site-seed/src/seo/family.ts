/** The page's Google title and description as first published (« Référencement »). */
export const familySeo = {
  title: 'Photo de famille et d’amis à Montpellier | LAPM Photographie',
  description:
    'Baptême, anniversaire, diplôme, déménagement : une séance photo en famille ou entre amis autour de Montpellier, 5 à 15 photos en galerie privée. Dès 159 €.',
};

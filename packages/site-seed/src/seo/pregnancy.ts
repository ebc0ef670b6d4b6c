/** The page's Google title and description as first published (« Référencement »). */
export const pregnancySeo = {
  title: 'Grossesse et nouveau-né à Montpellier | LAPM Photographie',
  description:
    'Séance grossesse idéalement au 7e ou 8e mois, puis nouveau-né de 5 à 15 jours : en studio, en extérieur ou chez vous, près de Montpellier. Dès 159 €.',
};

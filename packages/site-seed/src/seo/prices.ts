/** The page's Google title and description as first published (« Référencement »). */
export const pricesSeo = {
  title: 'Prestations et tarifs photo, Montpellier | LAPM Photographie',
  description:
    'Les prestations photo près de Montpellier : portrait solo, duo, famille, grossesse, nouveau-né, hobby, corporate et mariage, avec leurs formules et tarifs.',
};

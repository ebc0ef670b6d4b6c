/** The page's Google title and description as first published (« Référencement »). */
export const homeSeo = {
  title: 'Portrait et mariage à Montpellier | LAPM Photographie',
  description:
    'Photographe portrait et mariage près de Montpellier : solo, couple, famille, grossesse, portraits corporate et reportages de mariage dans l’Hérault et le Gard.',
};

/** The page's Google title and description as first published (« Référencement »). */
export const contactSeo = {
  title: 'Contact : réserver une séance photo | LAPM Photographie',
  description:
    'Contactez LAPM Photographie par e-mail ou téléphone pour une séance photo ou un mariage, tous les jours de 10 h à 13 h et de 14 h à 19 h, autour de Montpellier.',
};

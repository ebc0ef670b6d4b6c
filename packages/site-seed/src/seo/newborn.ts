/** The page's Google title and description as first published (« Référencement »). */
export const newbornSeo = {
  title: 'Photo de nouveau-né près de Montpellier | LAPM Photographie',
  description:
    'Photos de nouveau-né entre 5 et 15 jours après la naissance, en studio ou à domicile autour de Montpellier, au rythme de bébé. Dès 159 €.',
};

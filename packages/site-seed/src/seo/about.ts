/** The page's Google title and description as first published (« Référencement »). */
export const aboutSeo = {
  title: 'Qui suis-je ? Photographe à Montpellier | LAPM Photographie',
  description:
    'Laure-Anne, photographe de portrait et de mariage près de Montpellier : de l’argentique au flash, sept ans de pratique pour des portraits qui vous ressemblent.',
};

/** The page's Google title and description as first published (« Référencement »). */
export const portfolioSeo = {
  title: 'Portfolio : paysages, rue et portraits | LAPM Photographie',
  description:
    'Le portfolio de LAPM Photographie : paysages naturels du Sud, photographie de rue, architecture urbaine et portraits, une sélection renouvelée à chaque visite.',
};

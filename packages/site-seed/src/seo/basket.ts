/** The page's Google title and description as first published (« Référencement »). */
export const basketSeo = {
  title: 'Panier | LAPM Photographie',
  description: 'Votre panier LAPM Photographie : les séances se réservent par e-mail ou par téléphone.',
};

/** The page's Google title and description as first published (« Référencement »). */
export const termsSeo = {
  title: 'Conditions générales de vente | LAPM Photographie',
  description:
    'Conditions générales de vente de LAPM Photographie, particuliers et entreprises : acompte, paiement, annulation, livraison des photos et droits d’utilisation.',
};

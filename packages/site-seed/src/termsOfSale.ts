import { studio, type TermsOfSaleDocument } from '@lapm/contracts';

/**
 * Legal figures of spec section 9, named so the first texts and their tests share them; quoted
 * by the terms of sale and the legal notices.
 */
export const terms = {
  vatPercent: 20,
  depositPercent: 30,
  businessPaymentDays: 30,
  latePenaltyPercentPerMonth: 10,
  recoveryFeeEuros: 40,
  withdrawalDays: 14,
  lateCancellationHours: 48,
  deliveryWeeks: [2, 4],
  licenceYears: 3,
  cookieMonths: 6,
} as const;

/** Her words in « Conditions générales de vente » as first published; the headings stay in the remote. */
export const termsOfSale: TermsOfSaleDocument = {
  intro: `Les présentes conditions s'appliquent à toutes les prestations photographiques de ${studio.name}. Elles se composent de dispositions communes, puis de dispositions propres aux particuliers et aux professionnels. Toute réservation vaut acceptation de ces conditions.`,
  sections: {
    price: [
      `Les prix sont indiqués en euros. La TVA applicable est de ${terms.vatPercent} %. Les prix destinés aux particuliers sont affichés toutes taxes comprises (TTC) ; ceux destinés aux professionnels sont affichés hors taxes (HT). Le prix applicable est celui en vigueur au jour de la réservation.`,
    ],
    deposit: [
      `La réservation devient ferme à réception d'un acompte de ${terms.depositPercent} % du montant total de la prestation. La date de la séance n'est bloquée qu'à ce moment-là.`,
    ],
    payment: ['Les règlements se font par virement bancaire, par chèque ou en espèces.'],
    latePayment: [
      `Tout retard de paiement entraîne des pénalités égales à ${terms.latePenaltyPercentPerMonth} % du montant total par mois de retard. Pour les professionnels, s'y ajoute une indemnité forfaitaire de ${terms.recoveryFeeEuros} € pour frais de recouvrement.`,
    ],
    delivery: [
      `Les photos sélectionnées et retouchées sont livrées ${terms.deliveryWeeks[0]} à ${terms.deliveryWeeks[1]} semaines après la séance, dans une galerie en ligne privée lorsque la formule la comprend. La sélection et la retouche relèvent du choix artistique de la photographe.`,
      'Les fichiers bruts (RAW) et les photos non retenues ne sont jamais remis, quelle que soit la formule.',
    ],
    copyright: [
      "La photographe reste titulaire des droits d'auteur sur l'ensemble des photos ; le client reçoit un droit d'usage dans les limites propres aux particuliers ou aux professionnels décrites ci-dessous.",
    ],
    personalData: [
      `Les informations transmises lors d'une réservation ou de la création d'un compte servent uniquement à la réalisation de la prestation et à la gestion des galeries privées. Les cookies et traceurs du site sont conservés ${terms.cookieMonths} mois au plus.`,
    ],
    individualBalance: ['Le solde est réglé le jour de la séance.'],
    withdrawal: [
      `Le client particulier dispose d'un délai de rétractation de ${terms.withdrawalDays} jours à compter de la réservation, pendant lequel l'acompte lui est intégralement remboursé. Passé ce délai, l'acompte n'est plus remboursable.`,
    ],
    privateUse: [
      'Les photos sont destinées à un usage privé et non commercial : tirages, albums, partage avec les proches et sur les réseaux sociaux personnels, de préférence en mentionnant la photographe.',
    ],
    businessBalance: [
      `Le solde est payable dans les ${terms.businessPaymentDays} jours suivant la date de la facture.`,
    ],
    cancellation: [
      `En cas d'annulation par le client, l'acompte est facturé. Si l'annulation intervient moins de ${terms.lateCancellationHours} heures avant la séance, 100 % du montant de la prestation est dû.`,
    ],
    licence: [
      `Le client professionnel reçoit une licence d'utilisation des photos d'une durée de ${terms.licenceYears} ans, pour le monde entier, pour sa propre communication (site internet, réseaux sociaux, documents imprimés, presse). La revente des photos, ou leur cession à un tiers, est exclue.`,
    ],
    largeGroups: [
      "Les formules Classique, Flash et Signature couvrent jusqu'à 5 personnes. Au-delà, la prestation fait l'objet d'un devis.",
    ],
  },
};

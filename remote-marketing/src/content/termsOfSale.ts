import { studio } from '@lapm/contracts';
import { type LegalPart, terms } from './legal';

export const termsOfSale = {
  title: 'Conditions générales de vente',
  intro: `Les présentes conditions s'appliquent à toutes les prestations photographiques de ${studio.name}. Elles se composent de dispositions communes, puis de dispositions propres aux particuliers et aux professionnels. Toute réservation vaut acceptation de ces conditions.`,
  parts: [
    {
      heading: 'Dispositions communes',
      sections: [
        {
          heading: 'Prix',
          paragraphs: [
            `Les prix sont indiqués en euros. La TVA applicable est de ${terms.vatPercent} %. Les prix destinés aux particuliers sont affichés toutes taxes comprises (TTC) ; ceux destinés aux professionnels sont affichés hors taxes (HT). Le prix applicable est celui en vigueur au jour de la réservation.`,
          ],
        },
        {
          heading: 'Réservation et acompte',
          paragraphs: [
            `La réservation devient ferme à réception d'un acompte de ${terms.depositPercent} % du montant total de la prestation. La date de la séance n'est bloquée qu'à ce moment-là.`,
          ],
        },
        {
          heading: 'Moyens de paiement',
          paragraphs: ['Les règlements se font par virement bancaire, par chèque ou en espèces.'],
        },
        {
          heading: 'Retard de paiement',
          paragraphs: [
            `Tout retard de paiement entraîne des pénalités égales à ${terms.latePenaltyPercentPerMonth} % du montant total par mois de retard. Pour les professionnels, s'y ajoute une indemnité forfaitaire de ${terms.recoveryFeeEuros} € pour frais de recouvrement.`,
          ],
        },
        {
          heading: 'Livraison des photos',
          paragraphs: [
            `Les photos sélectionnées et retouchées sont livrées ${terms.deliveryWeeks[0]} à ${terms.deliveryWeeks[1]} semaines après la séance, dans une galerie en ligne privée lorsque la formule la comprend. La sélection et la retouche relèvent du choix artistique de la photographe.`,
            'Les fichiers bruts (RAW) et les photos non retenues ne sont jamais remis, quelle que soit la formule.',
          ],
        },
        {
          heading: "Droit d'auteur",
          paragraphs: [
            "La photographe reste titulaire des droits d'auteur sur l'ensemble des photos ; le client reçoit un droit d'usage dans les limites propres aux particuliers ou aux professionnels décrites ci-dessous.",
          ],
        },
        {
          heading: 'Données personnelles et cookies',
          paragraphs: [
            `Les informations transmises lors d'une réservation ou de la création d'un compte servent uniquement à la réalisation de la prestation et à la gestion des galeries privées. Les cookies et traceurs du site sont conservés ${terms.cookieMonths} mois au plus.`,
          ],
        },
      ],
    },
    {
      heading: 'Clients particuliers',
      sections: [
        {
          heading: 'Paiement du solde',
          paragraphs: ['Le solde est réglé le jour de la séance.'],
        },
        {
          heading: 'Droit de rétractation',
          paragraphs: [
            `Le client particulier dispose d'un délai de rétractation de ${terms.withdrawalDays} jours à compter de la réservation, pendant lequel l'acompte lui est intégralement remboursé. Passé ce délai, l'acompte n'est plus remboursable.`,
          ],
        },
        {
          heading: 'Usage des photos',
          paragraphs: [
            'Les photos sont destinées à un usage privé et non commercial : tirages, albums, partage avec les proches et sur les réseaux sociaux personnels, de préférence en mentionnant la photographe.',
          ],
        },
      ],
    },
    {
      heading: 'Clients professionnels',
      sections: [
        {
          heading: 'Paiement du solde',
          paragraphs: [
            `Le solde est payable dans les ${terms.businessPaymentDays} jours suivant la date de la facture.`,
          ],
        },
        {
          heading: 'Annulation',
          paragraphs: [
            `En cas d'annulation par le client, l'acompte est facturé. Si l'annulation intervient moins de ${terms.lateCancellationHours} heures avant la séance, 100 % du montant de la prestation est dû.`,
          ],
        },
        {
          heading: "Licence d'utilisation",
          paragraphs: [
            `Le client professionnel reçoit une licence d'utilisation des photos d'une durée de ${terms.licenceYears} ans, pour le monde entier, pour sa propre communication (site internet, réseaux sociaux, documents imprimés, presse). La revente des photos, ou leur cession à un tiers, est exclue.`,
          ],
        },
        {
          heading: 'Au-delà de 5 personnes',
          paragraphs: [
            "Les formules Classique, Flash et Signature couvrent jusqu'à 5 personnes. Au-delà, la prestation fait l'objet d'un devis.",
          ],
        },
      ],
    },
  ] satisfies LegalPart[],
};

import { studio, studioAddress } from '@lapm/contracts';

export interface LegalSection {
  heading: string;
  paragraphs: string[];
  bullets?: string[];
}

export interface LegalPart {
  heading: string;
  sections: LegalSection[];
}

/** Legal figures of spec section 9, named so the text and the tests share them. */
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

/**
 * Identifiers the studio must fill in before going live (company number, host). They are
 * legal obligations, so they are shown as missing rather than invented.
 */
export const publisherDetails = {
  siret: 'à compléter avant la mise en ligne',
  host: "à compléter avant la mise en ligne (nom, adresse et téléphone de l'hébergeur)",
};

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

export const legalNotices = {
  title: 'Mentions légales',
  intro: `Conformément à la loi pour la confiance dans l'économie numérique du 21 juin 2004, voici les informations relatives à l'éditeur et à l'hébergement du site ${studio.name}.`,
  sections: [
    {
      heading: 'Éditeur du site',
      paragraphs: [
        `Le site est édité par ${studio.photographer}, photographe, sous le nom commercial ${studio.name}, exerçant à ${studioAddress.locality} (${studioAddress.postalCode}).`,
      ],
      bullets: [
        `SIRET : ${publisherDetails.siret}`,
        `Adresse électronique : ${studio.email}`,
        `Téléphone : ${studio.phoneDisplay}`,
        `Directrice de la publication : ${studio.photographer}`,
      ],
    },
    {
      heading: 'Hébergement',
      paragraphs: [`Hébergeur du site : ${publisherDetails.host}.`],
    },
    {
      heading: 'Propriété intellectuelle',
      paragraphs: [
        `L'ensemble des photos, textes et éléments graphiques de ce site sont la propriété de ${studio.photographer}, sauf mention contraire. Toute reproduction, représentation ou diffusion, totale ou partielle, sans autorisation écrite préalable est interdite.`,
      ],
    },
    {
      heading: 'Données personnelles',
      paragraphs: [
        "Les données recueillies lors de la création d'un compte (prénom, nom, adresse électronique et, si vous la donnez, adresse postale) servent uniquement à la gestion de votre compte et à l'accès à vos galeries privées. Elles ne sont ni cédées ni vendues.",
        `Conformément au règlement général sur la protection des données (RGPD), vous disposez d'un droit d'accès, de rectification, d'effacement, d'opposition et de portabilité de vos données. Pour l'exercer, écrivez à ${studio.email}. Vous pouvez également adresser une réclamation à la CNIL (www.cnil.fr).`,
      ],
    },
    {
      heading: 'Cookies',
      paragraphs: [
        `Le site n'utilise que les traceurs nécessaires à son fonctionnement, notamment pour maintenir votre connexion à l'espace client. Ils sont conservés ${terms.cookieMonths} mois au plus. Vous pouvez les supprimer à tout moment depuis les réglages de votre navigateur.`,
      ],
    },
    {
      heading: 'Responsabilité et droit applicable',
      paragraphs: [
        "L'éditrice s'efforce de tenir à jour les informations du site, sans pouvoir garantir l'absence d'erreur. Les liens vers d'autres sites n'engagent pas sa responsabilité. Le présent site et ses mentions légales sont soumis au droit français.",
      ],
    },
  ] satisfies LegalSection[],
};

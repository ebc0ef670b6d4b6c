import { firstContactDetails, type LegalNoticesDocument, studio, studioAddress } from '@lapm/contracts';
import { terms } from './termsOfSale';

/**
 * Her words in « Mentions légales » as first published. The company number and the host are
 * legal obligations she fills in before going live: shown as missing rather than invented.
 */
export const legalNotices: LegalNoticesDocument = {
  intro: `Conformément à la loi pour la confiance dans l'économie numérique du 21 juin 2004, voici les informations relatives à l'éditeur et à l'hébergement du site ${studio.name}.`,
  publisher: {
    paragraphs: [
      `Le site est édité par ${studio.photographer}, photographe, sous le nom commercial ${studio.name}, exerçant à ${studioAddress.locality} (${studioAddress.postalCode}).`,
    ],
    siret: 'à compléter avant la mise en ligne',
    email: firstContactDetails.email,
    phone: firstContactDetails.phone,
    director: studio.photographer,
  },
  host: "à compléter avant la mise en ligne (nom, adresse et téléphone de l'hébergeur)",
  intellectualProperty: [
    `L'ensemble des photos, textes et éléments graphiques de ce site sont la propriété de ${studio.photographer}, sauf mention contraire. Toute reproduction, représentation ou diffusion, totale ou partielle, sans autorisation écrite préalable est interdite.`,
  ],
  personalData: [
    "Les données recueillies lors de la création d'un compte (prénom, nom, adresse électronique et, si vous la donnez, adresse postale) servent uniquement à la gestion de votre compte et à l'accès à vos galeries privées. Elles ne sont ni cédées ni vendues.",
    `Conformément au règlement général sur la protection des données (RGPD), vous disposez d'un droit d'accès, de rectification, d'effacement, d'opposition et de portabilité de vos données. Pour l'exercer, écrivez à ${firstContactDetails.email}. Vous pouvez également adresser une réclamation à la CNIL (www.cnil.fr).`,
  ],
  cookies: [
    `Le site n'utilise que les traceurs nécessaires à son fonctionnement, notamment pour maintenir votre connexion à l'espace client. Ils sont conservés ${terms.cookieMonths} mois au plus. Vous pouvez les supprimer à tout moment depuis les réglages de votre navigateur.`,
  ],
  liability: [
    "L'éditrice s'efforce de tenir à jour les informations du site, sans pouvoir garantir l'absence d'erreur. Les liens vers d'autres sites n'engagent pas sa responsabilité. Le présent site et ses mentions légales sont soumis au droit français.",
  ],
};

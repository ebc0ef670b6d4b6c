import { type ContactDocument, firstContactDetails, studio, studioAddress } from '@lapm/contracts';
import { demoPhotos, licenceUrls } from '@lapm/images/demo';
import { type LegalSection, terms } from './legal';

/**
 * Identifiers the studio must fill in before going live (company number, host). They are
 * legal obligations, so they are shown as missing rather than invented.
 */
export const publisherDetails = {
  siret: 'à compléter avant la mise en ligne',
  host: "à compléter avant la mise en ligne (nom, adresse et téléphone de l'hébergeur)",
};

/**
 * The demo photos shown where the studio's own are not there yet are not the studio's:
 * their licences ask for the author, the licence and a mention of the changes (cropped
 * and resized). Derived from the demo set, so a photo added there is credited here.
 */
const photoCreditsIntro =
  "Mention contraire : les photos suivantes, présentées à titre d'exemple, sont l'œuvre de leurs auteurs, recadrées et redimensionnées pour ce site, et diffusées sous licence Creative Commons :";
const photoCredits = demoPhotos.map(
  (photo) => `« ${photo.alt} » : ${photo.author}, licence ${photo.licence} (${licenceUrls[photo.licence]})`,
);

/** With the e-mail and phone she published in Contact's details (useStudioContact). */
export const legalNoticesFor = (contact: Pick<ContactDocument, 'email' | 'phone'>) => ({
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
        `Adresse électronique : ${contact.email}`,
        `Téléphone : ${contact.phone}`,
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
        photoCreditsIntro,
      ],
      bullets: photoCredits,
    },
    {
      heading: 'Données personnelles',
      paragraphs: [
        "Les données recueillies lors de la création d'un compte (prénom, nom, adresse électronique et, si vous la donnez, adresse postale) servent uniquement à la gestion de votre compte et à l'accès à vos galeries privées. Elles ne sont ni cédées ni vendues.",
        `Conformément au règlement général sur la protection des données (RGPD), vous disposez d'un droit d'accès, de rectification, d'effacement, d'opposition et de portabilité de vos données. Pour l'exercer, écrivez à ${contact.email}. Vous pouvez également adresser une réclamation à la CNIL (www.cnil.fr).`,
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
});

export const legalNotices = legalNoticesFor(firstContactDetails);

import type { LegalNoticesDocument } from '@lapm/contracts';
import { demoPhotos, licenceUrls } from '@lapm/images/demo';
import type { LegalSection } from './legal';

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

export const legalNoticesTitle = 'Mentions légales';

/**
 * The page's sections: the headings and labels the law asks for stay here, her words
 * (« Contenu du site ») fill them.
 */
export function legalNoticesSections(words: LegalNoticesDocument): LegalSection[] {
  const { publisher } = words;
  return [
    {
      heading: 'Éditeur du site',
      paragraphs: publisher.paragraphs,
      bullets: [
        `SIRET : ${publisher.siret}`,
        `Adresse électronique : ${publisher.email}`,
        `Téléphone : ${publisher.phone}`,
        `Directrice de la publication : ${publisher.director}`,
      ],
    },
    { heading: 'Hébergement', paragraphs: [`Hébergeur du site : ${words.host}.`] },
    {
      heading: 'Propriété intellectuelle',
      paragraphs: [...words.intellectualProperty, photoCreditsIntro],
      bullets: photoCredits,
    },
    { heading: 'Données personnelles', paragraphs: words.personalData },
    { heading: 'Cookies', paragraphs: words.cookies },
    { heading: 'Responsabilité et droit applicable', paragraphs: words.liability },
  ];
}

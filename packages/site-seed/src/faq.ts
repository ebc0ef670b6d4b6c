import type { FaqPageDocument } from '@lapm/contracts';
import { defaultContact } from '@lapm/contracts';

/**
 * The FAQ as first published: every answer restates the site's own terms (the price tables of
 * these seeds, the terms of sale, the service pages), so nothing here promises more than they do.
 * She edits it in « Contenu du site »; a change of price is hers to carry here too.
 */
export const faq: FaqPageDocument = {
  title: 'Foire aux questions',
  lead: 'Les réponses aux questions que l’on me pose le plus souvent : tarifs, délais, déplacements et droits sur les photos. Une autre question ? Écrivez-moi ou appelez-moi.',
  questions: [
    {
      question: 'Combien coûte une séance photo portrait ?',
      paragraphs: [
        'Un portrait solo commence à 99 € TTC avec la formule Essentiel : 45 minutes en extérieur et 5 photos retouchées. La formule Confort (1 h, en extérieur ou en studio, 15 photos) est à 149 € TTC, la formule Premium (2 h, en extérieur et en studio, 22 photos) à 199 € TTC.',
        'Une séance duo va de 119 à 219 € TTC. Les séances famille et amis, grossesse et nouveau-né ou hobby vont de 159 à 249 € TTC. Chaque formule est détaillée sur la [page des tarifs](/tarifs).',
      ],
    },
    {
      question: 'Quels sont vos tarifs pour un mariage ?',
      paragraphs: [
        'Trois formules, toutes avec le post-traitement et une galerie en ligne. Essentiel, à 899 € TTC : préparatifs, photos de couple, cérémonie, vin d’honneur, repas et soirée jusqu’à 23 h, avec 90 photos retouchées. Confort, à 1 399 € TTC : la soirée jusqu’à 2 h et 400 photos. Premium, à 1 899 € TTC : s’y ajoutent une séance avant le mariage et une séance le lendemain, avec 600 photos.',
        'Tout le déroulé est sur la [page mariage](/portrait-mariage).',
      ],
    },
    {
      question: 'Proposez-vous des portraits pour les entreprises ?',
      paragraphs: [
        'Oui. Pour un particulier (photo de CV, profil professionnel), la formule Confiance coûte 99 € TTC : 30 minutes en studio et 3 photos retouchées. Pour une entreprise, jusqu’à 5 personnes, je viens sur site : Classique à 249 € HT (sans flash, 2 photos par personne), Flash à 329 € HT (avec un flash de studio) et Signature à 399 € HT (avec une photo d’équipe). Au-delà de 5 personnes, c’est sur devis.',
        'Le détail est sur la [page portrait corporate](/portrait-corporate).',
      ],
    },
    {
      question: 'Quand vais-je recevoir mes photos ?',
      paragraphs: [
        'Les photos sélectionnées et retouchées sont livrées 2 à 4 semaines après la séance, dans une galerie en ligne privée protégée par un mot de passe lorsque la formule la comprend.',
        'Une échéance serrée (salon, lancement, recrutement) ? Dites-le-moi dès notre premier échange et j’organise la retouche en conséquence.',
      ],
    },
    {
      question: 'Livrez-vous les fichiers bruts ou toutes les photos prises ?',
      paragraphs: [
        'Non. Les fichiers bruts (RAW) et les photos non retenues ne sont jamais remis, quelle que soit la formule : chaque photo que vous recevez a été choisie et retouchée.',
      ],
    },
    {
      question: 'Vous déplacez-vous autour de Montpellier ?',
      paragraphs: [
        'Oui. Je me déplace à Montpellier et dans toute la métropole (Lattes, Castelnau-le-Lez, Pérols, Saint-Jean-de-Védas, Juvignac, Grabels…), sur le littoral de Palavas-les-Flots à Sète, et jusqu’à Lunel, Nîmes ou Béziers : une cinquantaine de communes de l’Hérault, du Gard, des Bouches-du-Rhône et de l’Aude.',
        'Chez vous, dans un parc, sur la plage, dans vos locaux ou au studio : le lieu se choisit ensemble.',
      ],
    },
    {
      question: 'Que puis-je faire de mes photos ?',
      paragraphs: [
        'En tant que particulier, vos photos sont à votre usage privé et non commercial : tirages, albums, partage avec vos proches et sur vos réseaux sociaux personnels, de préférence en mentionnant la photographe.',
        'Je reste titulaire des droits d’auteur ; vous recevez un droit d’usage, décrit dans les [conditions générales de vente](/conditions-generales-de-vente).',
      ],
    },
    {
      question: 'Quels droits une entreprise a-t-elle sur ses photos ?',
      paragraphs: [
        'Un client professionnel reçoit une licence d’utilisation de 3 ans, pour le monde entier, pour sa propre communication : site internet, réseaux sociaux, documents imprimés, presse. La revente des photos, ou leur cession à un tiers, est exclue.',
      ],
    },
    {
      question: 'Comment réserver une séance ?',
      paragraphs: [
        `Demandez votre date avec le formulaire de la [page contact](/contacts), ou avec « Demander cette formule » sous une formule : votre demande arrive directement au studio. Les formules ouvertes à la réservation en ligne montrent aussi leurs créneaux libres sur leur page. Vous pouvez encore écrire à ${defaultContact.email} ou appeler le ${defaultContact.phone}.`,
        'La date est bloquée à réception d’un acompte de 30 % du montant total. Un particulier règle le solde le jour de la séance ; un professionnel dans les 30 jours suivant la facture. Le paiement se fait par virement, par chèque ou en espèces.',
      ],
    },
    {
      question: 'Quand faire une séance grossesse ou nouveau-né ?',
      paragraphs: [
        'La séance grossesse se fait idéalement au 7e ou au 8e mois : le ventre est joliment arrondi et vous avez encore l’énergie d’en profiter. Pensez à réserver dès le 5e ou le 6e mois. La séance nouveau-né a lieu entre 5 et 15 jours après la naissance, quand bébé dort beaucoup et se laisse installer facilement.',
        'En studio, en extérieur ou chez vous : les deux séances sont sur la [page grossesse et nouveau-né](/portrait-grossesse).',
      ],
    },
  ],
};

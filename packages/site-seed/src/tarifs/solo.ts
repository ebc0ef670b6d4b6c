import type { CardEntry } from '../tarifs';

/** The cards of /tarifs for the solo service, in their order on the page. */
export const soloCards: CardEntry[] = [
  [
    'solo-exterieur',
    'Portrait solo en extérieur',
    'Une balade photo dans un lieu qui vous ressemble, en lumière naturelle.',
    'Jeune femme souriante dans une ruelle ensoleillée',
  ],
  [
    'solo-studio',
    'Portrait solo en studio',
    'Fond uni et lumière maîtrisée pour un portrait épuré.',
    'Portrait en studio sur fond gris clair',
  ],
  [
    'feel-good',
    'Séance Feel Good',
    'Un moment rien que pour vous, pour reprendre confiance en votre image.',
    'Femme riant, les cheveux dans le vent',
  ],
  [
    'profil-reseaux',
    'Photo de profil pour les réseaux',
    'Une photo naturelle et lumineuse pour vos profils personnels.',
    'Portrait lumineux cadré serré',
  ],
  [
    'book-artiste',
    'Book comédien ou artiste',
    'Des portraits variés pour vos candidatures et vos agences.',
    'Comédien en noir et blanc, regard caméra',
  ],
  [
    'portrait-ado',
    'Portrait ado et jeune adulte',
    'Une séance décontractée, à leur image, pour marquer un cap.',
    'Adolescent assis sur des marches en pierre',
  ],
  [
    'portrait-senior',
    'Portrait senior',
    'Des portraits pleins de caractère, avec bienveillance et sans artifice.',
    'Homme aux cheveux blancs souriant en extérieur',
  ],
  [
    'portrait-anniversaire',
    "Portrait d'anniversaire",
    'Fêtez une nouvelle année avec une séance qui vous ressemble.',
    'Femme tenant un bouquet de fleurs des champs',
  ],
  [
    'portrait-artistique',
    'Portrait artistique',
    "Jeux d'ombre et de lumière pour un portrait plus graphique.",
    'Visage éclairé par un rai de lumière',
  ],
];

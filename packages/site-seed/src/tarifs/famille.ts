import type { CardEntry } from '../tarifs';

/** The cards of /tarifs for the famille service, in their order on the page. */
export const familleCards: CardEntry[] = [
  [
    'famille-exterieur',
    'Séance famille en extérieur',
    'Parc, plage ou garrigue : votre famille en mouvement.',
    'Famille courant dans un champ au printemps',
  ],
  [
    'famille-studio',
    'Séance famille en studio',
    'Un portrait de famille soigné, au calme du studio.',
    'Famille de quatre personnes sur fond clair',
  ],
  [
    'bapteme',
    'Baptême',
    'La cérémonie et les retrouvailles, racontées avec discrétion.',
    'Bébé en robe blanche dans les bras de sa marraine',
  ],
  [
    'remise-diplome',
    'Remise de diplôme',
    'Gardez une belle trace de cette réussite, seul ou entre camarades.',
    "Étudiants lançant leur toque en l'air",
  ],
  [
    'bal-de-promo',
    'Bal de promo',
    'Des portraits élégants avant de rejoindre la fête.',
    'Jeunes en tenue de soirée devant un escalier',
  ],
  [
    'anniversaire',
    'Anniversaire',
    "Les 18 ans, les 50 ans ou les 80 ans : l'ambiance et les visages de la fête.",
    'Grand-mère soufflant ses bougies entourée de ses petits-enfants',
  ],
  [
    'cremaillere',
    'Pendaison de crémaillère',
    'Votre nouveau chez-vous et ceux qui le font vivre.',
    'Amis trinquant dans un salon baigné de lumière',
  ],
  [
    'entre-amis',
    'Portrait entre amis',
    'Une bande, une histoire commune, une séance pour la raconter.',
    "Groupe d'amis assis sur un muret en bord de mer",
  ],
  [
    'generations',
    'Portrait trois générations',
    'Grands-parents, parents et enfants réunis sur une même image.',
    'Trois générations de femmes se tenant la main',
  ],
];

import type { CardEntry } from '../tarifs';

/** The cards of /tarifs for the mariage service, in their order on the page. */
export const mariageCards: CardEntry[] = [
  [
    'reportage-mariage',
    'Reportage de mariage',
    'Votre journée racontée des préparatifs à la soirée.',
    'Mariés sortant de la mairie sous une pluie de pétales',
  ],
  [
    'preparatifs',
    'Préparatifs des mariés',
    "Les derniers boutons, l'émotion qui monte, les proches autour de vous.",
    'Témoin ajustant le voile de la mariée',
  ],
  [
    'ceremonie-laique',
    'Cérémonie laïque',
    'Les discours, les regards et les éclats de rire de vos proches.',
    'Cérémonie laïque en plein air sous un olivier',
  ],
  [
    'mariage-civil',
    'Mariage civil',
    "L'échange des consentements et la sortie de la mairie.",
    'Mariés signant le registre à la mairie',
  ],
  [
    'vin-honneur-soiree',
    "Vin d'honneur et soirée",
    'Les retrouvailles, le repas, la piste de danse.',
    'Invités dansant sous une guirlande lumineuse',
  ],
  [
    'couple-jour-j',
    'Photos de couple le jour J',
    'Un moment à deux, au calme, au milieu de la fête.',
    'Mariés enlacés dans une allée de platanes',
  ],
  [
    'avant-mariage',
    'Séance avant le mariage',
    "Une séance pour apprendre à oublier l'objectif avant le grand jour.",
    'Futurs mariés assis sur un ponton',
  ],
  [
    'lendemain',
    'Séance du lendemain',
    "Robe et costume une dernière fois, sans contrainte d'horaire.",
    'Mariée marchant pieds nus sur la plage',
  ],
  [
    'mariage-intime',
    'Mariage intime',
    'Quelques proches, une belle journée, des images pour toujours.',
    'Petite tablée de mariage dans un mas provençal',
  ],
];

import type { CardEntry } from '../tarifs';

/** The cards of /tarifs for the duo service, in their order on the page. */
export const duoCards: CardEntry[] = [
  [
    'couple',
    'Portrait de couple',
    'Votre complicité en images, en studio ou en extérieur.',
    'Couple enlacé au coucher du soleil',
  ],
  [
    'toi-et-moi',
    'Séance Toi & Moi',
    'Une séance à deux, simple et spontanée, là où vous aimez vous promener.',
    'Couple marchant main dans la main sur la plage',
  ],
  [
    'fiancailles',
    'Séance fiançailles',
    'Célébrez votre engagement et préparez vos faire-part.',
    'Main de femme portant une bague de fiançailles',
  ],
  [
    'save-the-date',
    'Photos save the date',
    "L'image qui annoncera la date de votre mariage à vos proches.",
    'Couple tenant une ardoise avec une date',
  ],
  [
    'freres-soeurs',
    'Portrait frères et sœurs',
    "Deux caractères, une même histoire : la fratrie à l'honneur.",
    'Frère et sœur assis dos à dos en riant',
  ],
  [
    'parent-enfant',
    'Portrait parent et enfant',
    'Un duo mère-fille, père-fils ou grand-parent et petit-enfant.',
    'Mère et fille se regardant en souriant',
  ],
  [
    'duo-amies',
    'Séance entre amis',
    'Deux amis, deux complices, une séance pleine de rires.',
    'Deux amies riant sur un banc',
  ],
  [
    'anniversaire-rencontre',
    'Anniversaire de rencontre',
    'Un, dix ou trente ans ensemble : marquez le coup.',
    'Couple âgé dansant dans un jardin',
  ],
];

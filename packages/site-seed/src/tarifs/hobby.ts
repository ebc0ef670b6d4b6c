import type { CardEntry } from '../tarifs';

/** The cards of /tarifs for the hobby service, in their order on the page. */
export const hobbyCards: CardEntry[] = [
  [
    'passion',
    'Portrait passion',
    "Votre passion au cœur de l'image, là où vous la vivez.",
    'Céramiste modelant un bol sur son tour',
  ],
  [
    'sportif',
    'Portrait de sportif',
    "Le geste, l'effort et la concentration, figés au flash.",
    'Rugbyman en pleine course, balle en main',
  ],
  [
    'club-sportif',
    'Photos de club sportif',
    'Portraits individuels et photos en action pour votre club.',
    'Équipe de handball réunie au centre du terrain',
  ],
  [
    'animal',
    'Portrait avec votre animal',
    'Chien, chat ou cheval : votre compagnon a aussi droit à sa séance.',
    "Chien assis dans l'herbe, regard vers son maître",
  ],
  [
    'cavalier',
    'Portrait cavalier et cheval',
    'La complicité entre vous et votre cheval, en Camargue ou au club.',
    'Cavalière et cheval blanc dans les marais',
  ],
  [
    'musicien',
    'Portrait de musicien',
    'Pour votre pochette, votre affiche ou simplement pour vous.',
    'Guitariste jouant dans une salle de répétition',
  ],
  [
    'danse',
    'Séance danse',
    'Le mouvement et la grâce, en studio ou en extérieur.',
    'Danseuse en plein saut sur un quai',
  ],
  [
    'passions-lives',
    'Passions Lives',
    'Sport, loisirs créatifs, collection : racontez ce qui vous anime.',
    'Photographe amateur réglant son appareil argentique',
  ],
];

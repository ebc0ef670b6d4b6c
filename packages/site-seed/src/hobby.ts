import type { PriceTableDocument, Review, ServicePageDocument } from '@lapm/contracts';
import {
  contactLink,
  duration,
  INCLUDED,
  lighting,
  onlineGallery,
  outdoor,
  photos,
  postProcessing,
  price,
} from './priceLines';

const NO_FLASH = 'Lumière naturelle, sans flash';
const FLASH = 'Avec flash';

const table: PriceTableDocument = {
  essentiel: [
    duration('45 min'),
    outdoor(INCLUDED),
    lighting(NO_FLASH),
    postProcessing,
    onlineGallery(true),
    photos(10),
    price(159),
  ],
  confort: [
    duration('1h00'),
    outdoor(INCLUDED),
    lighting(FLASH),
    postProcessing,
    onlineGallery(false),
    photos(15),
    price(199),
  ],
  premium: [
    duration('2h00'),
    outdoor(INCLUDED),
    lighting(FLASH),
    postProcessing,
    onlineGallery(true),
    photos(20),
    price(249),
  ],
};

const reviews: Review[] = [
  {
    id: 'hobby-1',
    nom: 'Thibault M.',
    note: 5,
    date: '19/04/2025',
    commentaire:
      "Photos de notre club de rugby à l'entraînement. Le flash fige l'action comme jamais, les joueurs ont adoré se découvrir en pleine course.",
  },
  {
    id: 'hobby-2',
    nom: 'Elsa R.',
    note: 5,
    date: '28/09/2024',
    commentaire: 'Une séance avec ma jument Orphée, en Camargue. Patience et beaucoup de douceur avec elle.',
  },
  {
    id: 'hobby-3',
    nom: 'Nicolas B.',
    note: 4,
    date: '17/02/2024',
    commentaire:
      'Portraits de mon atelier de luthier et de mes guitares. Belle lecture de la lumière, des photos qui donnent envie de pousser la porte.',
  },
];

export const hobby: ServicePageDocument = {
  title: 'Portrait hobby',
  lead: 'Votre passion vous définit autant que votre visage. Sport, musique, danse, artisanat ou compagnon à quatre pattes : je réalise des portraits qui racontent ce qui vous fait vibrer, là où vous le vivez.',
  blocks: [
    {
      kind: 'text',
      heading: 'Passion, sport et animaux',
      paragraphs: ["Chaque passion a son terrain de jeu, et c'est là que les plus belles images se font :"],
      bullets: [
        "le sport : l'effort, le geste et la concentration, en compétition ou à l'entraînement ;",
        'les passions : musique, danse, artisanat, collection, tout ce qui vous anime ;',
        'les animaux : chien, chat ou cheval, photographiés avec patience et douceur.',
      ],
    },
    {
      kind: 'text',
      heading: 'Sur le terrain, avec ou sans flash',
      paragraphs: [
        "La formule Essentiel se déroule en extérieur, en lumière naturelle. Les formules Confort et Premium ajoutent le flash, pour figer le mouvement d'un sportif ou sculpter la lumière dans un atelier sombre.",
      ],
    },
    { kind: 'gallery', heading: 'Passions en images', place: 'service:hobby' },
    {
      kind: 'text',
      heading: 'Vos photos dans une galerie privée',
      paragraphs: [
        'Vous recevez de 6 à 18 photos retouchées, réunies dans une galerie privée en ligne, à télécharger et à partager avec votre club, votre public ou vos proches.',
      ],
      links: [contactLink],
    },
  ],
  prices: {
    heading: 'Tarifs portrait hobby',
    intro: 'En extérieur, avec ou sans flash selon la formule. Prix TTC.',
    table,
  },
  reviews: { heading: 'Ils ont partagé leur passion', list: reviews },
};

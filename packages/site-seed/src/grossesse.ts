import type { PriceTableDocument, Review, ServicePageDocument } from '@lapm/contracts';
import {
  andStudio,
  contactLink,
  duration,
  INCLUDED,
  line,
  onlineGallery,
  orStudio,
  photos,
  postProcessing,
  price,
} from './priceLines';

const onSite = (value: string) => line('À domicile ou en extérieur', value);

const table: PriceTableDocument = {
  essentiel: [
    duration('45 min'),
    onSite(''),
    line('Studio', INCLUDED),
    postProcessing,
    onlineGallery(true),
    photos(5),
    price(159),
  ],
  confort: [
    duration('1h00'),
    onSite(INCLUDED),
    orStudio,
    postProcessing,
    onlineGallery(true),
    photos(10),
    price(199),
  ],
  premium: [
    duration('2h00'),
    onSite(INCLUDED),
    andStudio,
    postProcessing,
    onlineGallery(true),
    photos(15),
    price(249),
  ],
};

const reviews: Review[] = [
  {
    id: 'grossesse-1',
    nom: 'Manon C.',
    note: 5,
    date: '30/03/2025',
    commentaire:
      "Séance grossesse à la fin du 7e mois, puis séance nouveau-né dix jours après la naissance de Jules. Tout a été fait à la maison, au rythme du bébé. Des images d'une grande douceur.",
  },
  {
    id: 'grossesse-2',
    nom: 'Aurélie et Benoît',
    note: 5,
    date: '13/12/2024',
    commentaire: 'Merci pour cette séance en studio, vous avez sublimé mon ventre rond.',
  },
  {
    id: 'grossesse-3',
    nom: 'Fanny G.',
    note: 5,
    date: '08/01/2025',
    commentaire:
      'Notre petite Lina avait 8 jours. Laure-Anne a pris tout son temps, entre deux tétées, avec des gestes sûrs et rassurants. Nous sommes ravis de la galerie.',
  },
  {
    id: 'grossesse-4',
    nom: 'Océane D.',
    note: 4,
    date: '04/05/2024',
    commentaire: 'Très jolie séance en extérieur au bord du Lez, à refaire pour le prochain !',
  },
  {
    id: 'grossesse-5',
    nom: 'Sandrine V.',
    note: 5,
    date: '21/10/2023',
    commentaire:
      'Séance nouveau-né à domicile : aucun stress, tout était prévu, même les accessoires. Les photos de nos mains autour de ses petits pieds nous émeuvent à chaque fois.',
  },
];

export const grossesse: ServicePageDocument = {
  title: 'Séance grossesse et nouveau-né',
  lead: "Attendre un enfant, puis l'accueillir : deux périodes suspendues qui passent si vite. Je vous propose des séances douces et sans contrainte, au studio, en extérieur ou chez vous, pour garder une trace des premières pages de votre histoire.",
  blocks: [
    {
      kind: 'text',
      heading: 'La séance grossesse, idéalement au 7e ou au 8e mois',
      paragraphs: [
        "C'est le moment où le ventre est joliment arrondi, tout en vous laissant assez d'énergie pour profiter de la séance. Seule, en couple ou avec les aînés, nous prenons notre temps et faisons autant de pauses que nécessaire.",
        'Pensez à réserver dès le 5e ou le 6e mois pour retenir la date qui vous convient.',
      ],
    },
    {
      kind: 'text',
      heading: 'La séance nouveau-né, entre 5 et 15 jours après la naissance',
      paragraphs: [
        "Pendant ses deux premières semaines, bébé dort beaucoup et se laisse installer facilement : c'est le moment idéal pour les photos de peau à peau, de petites mains et de petits pieds. La séance suit son rythme : tétées, câlins et changes font partie du programme.",
        'Les poses restent naturelles et sûres : je ne force jamais une position, et un parent reste toujours à portée de main.',
      ],
    },
    { kind: 'gallery', heading: 'Neuf mois et premiers jours', place: 'service:grossesse' },
    {
      kind: 'text',
      heading: 'Au studio, en extérieur ou à la maison',
      paragraphs: [
        "Le studio est chauffé et équipé pour accueillir les tout-petits. L'extérieur offre de belles lumières pour les séances grossesse, dans les vignes, au bord de l'eau ou dans les champs de lavande. Et si vous préférez ne pas vous déplacer avec un nouveau-né, je viens chez vous avec tout le matériel nécessaire.",
      ],
      links: [contactLink],
    },
  ],
  prices: {
    heading: 'Tarifs grossesse et nouveau-né',
    intro: 'Les mêmes formules pour la séance grossesse et pour la séance nouveau-né. Prix TTC.',
    table,
  },
  reviews: { heading: 'Les mots des jeunes parents', list: reviews },
};

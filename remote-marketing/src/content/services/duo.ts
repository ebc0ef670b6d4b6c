import type { PriceTable, Review } from '@lapm/contracts';
import { numberedPhotos, photo } from '../images';
import { outdoorAndStudio } from '../prices';
import type { ServicePageContent } from '../types';
import { contactLink } from './common';

/** The page's gallery: 8 photos (spec section 3). */
const gallery = numberedPhotos('duo', [
  ["Couple enlacé sur la plage de l'Espiguette", 'landscape'],
  ['Deux sœurs se chuchotant un secret en riant', 'portrait'],
  ['Couple front contre front en studio, fond gris', 'portrait'],
  ['Père portant son fils sur les épaules dans un parc', 'portrait'],
  ['Fiancés marchant main dans la main dans les vignes', 'landscape'],
  ["Couple assis sur un ponton au bord de l'étang", 'landscape'],
  ["Mère et fille allongées dans l'herbe, vue de dessus", 'square'],
  ['Deux amis éclatant de rire sur un banc', 'portrait'],
]);

const table: PriceTable = outdoorAndStudio([5, 15, 22], [119, 169, 219], false);

const reviews: Review[] = [
  {
    id: 'duo-1',
    nom: 'Clara et Maxime',
    note: 5,
    date: '14/02/2025',
    commentaire:
      "Séance couple sur la plage de l'Espiguette pour nos dix ans. Nous ne savions pas quoi faire de nos mains, Laure-Anne nous a donné juste ce qu'il fallait d'indications pour que tout paraisse naturel.",
  },
  {
    id: 'duo-2',
    nom: 'Jeanne et Rose',
    note: 5,
    date: '24/08/2024',
    commentaire: 'Une séance entre sœurs pleine de complicité. Les photos sont superbes.',
  },
  {
    id: 'duo-3',
    nom: 'Antoine S.',
    note: 4,
    date: '09/03/2024',
    commentaire:
      'Séance studio avec mon fils pour la fête des mères. Très bon accueil, patience à toute épreuve avec un enfant de quatre ans, photos réussies.',
  },
  {
    id: 'duo-4',
    nom: 'Laura et Yanis',
    note: 5,
    date: '01/06/2025',
    commentaire:
      'Nos photos de fiançailles ont servi pour nos faire-part : tout le monde nous demande le nom de la photographe. On reviendra pour le mariage !',
  },
];

export const duoPage: ServicePageContent = {
  title: 'Portrait duo et couple',
  lead: 'En couple, entre sœurs, avec votre meilleur ami ou votre enfant : la séance duo met en lumière ce qui vous lie. En studio ou en extérieur, je saisis les regards, les gestes et les rires qui vous ressemblent.',
  hero: photo('duo/hero', 'Couple enlacé face à la mer au coucher du soleil', 'landscape'),
  blocks: [
    {
      kind: 'text',
      heading: 'Studio ou extérieur, à vous de choisir',
      paragraphs: [
        "Le studio offre un cadre intime et une lumière maîtrisée, idéal pour des portraits élégants et intemporels. L'extérieur apporte du mouvement et de la couleur : plage de l'Espiguette, bords du Lez, ruelles du centre historique ou vignes de l'arrière-pays.",
        'La formule Confort vous laisse choisir entre les deux ; avec la formule Premium, vous profitez des deux au cours de la même séance.',
      ],
    },
    {
      kind: 'text',
      heading: 'Toutes les complicités',
      paragraphs: ["Une séance duo n'est pas réservée aux amoureux :"],
      bullets: [
        'les couples, pour un anniversaire de rencontre ou simplement pour le plaisir ;',
        'les fiancés, pour une séance save the date ou des photos de faire-part ;',
        'les frères et sœurs, les meilleurs amis ;',
        'un parent et son enfant, un grand-parent et son petit-enfant.',
      ],
    },
    { kind: 'gallery', heading: 'Quelques duos', place: 'service:duo', images: gallery },
    {
      kind: 'text',
      heading: 'Vos images dans une galerie privée',
      paragraphs: [
        'Selon la formule, vous recevez de 5 à 22 images retouchées, réunies dans une galerie privée en ligne à télécharger et à partager avec vos proches.',
      ],
      links: [contactLink],
    },
  ],
  prices: {
    service: 'duo',
    heading: 'Tarifs portrait duo',
    intro: 'Pour deux personnes, en extérieur, en studio ou les deux. Prix TTC.',
    table,
  },
  reviews: { heading: "Ils sont passés à deux devant l'objectif", list: reviews },
};

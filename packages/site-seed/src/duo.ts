import type { PriceTableDocument, Review, ServicePageDocument } from '@lapm/contracts';
import { contactLink, outdoorAndStudio } from './priceLines';

const table: PriceTableDocument = outdoorAndStudio([5, 15, 22], [119, 169, 219], false);

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

export const duo: ServicePageDocument = {
  title: 'Portrait duo et couple',
  lead: 'En couple, entre sœurs, avec votre meilleur ami ou votre enfant : la séance duo met en lumière ce qui vous lie. En studio ou en extérieur, je saisis les regards, les gestes et les rires qui vous ressemblent.',
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
    { kind: 'gallery', heading: 'Quelques duos', place: 'service:duo' },
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
    heading: 'Tarifs portrait duo',
    intro: 'Pour deux personnes, en extérieur, en studio ou les deux. Prix TTC.',
    table,
  },
  reviews: { heading: "Ils sont passés à deux devant l'objectif", list: reviews },
};

import type { PriceLineDocument, PriceTableDocument, Review, ServicePageDocument } from '@lapm/contracts';
import { paths } from '@lapm/contracts';
import { INCLUDED, INCLUDED_F, line, onlineGallery, photos, postProcessing, price } from './priceLines';

const pricesLink = { label: 'Voir toutes les prestations', to: paths.prices };

const formula = (evening: string, extras: boolean, count: number, amount: number): PriceLineDocument[] => [
  line('Préparatifs', INCLUDED),
  line('Photos de couple', INCLUDED_F),
  line('Cérémonie', INCLUDED_F),
  line("Vin d'honneur", INCLUDED),
  line('Repas', INCLUDED),
  line('Soirée', evening),
  line('Séance avant le mariage', extras ? INCLUDED_F : ''),
  line('Séance du lendemain', extras ? INCLUDED_F : ''),
  postProcessing,
  onlineGallery(true),
  photos(count),
  price(amount),
];

const table: PriceTableDocument = {
  essentiel: formula("Jusqu'à 23h", false, 90, 899),
  confort: formula("Jusqu'à 02h", false, 400, 1399),
  premium: formula("Jusqu'à 02h", true, 600, 1899),
};

const reviews: Review[] = [
  {
    id: 'mariage-1',
    nom: 'Émilie et Thomas',
    note: 5,
    date: '02/07/2025',
    commentaire:
      "Laure-Anne a suivi notre mariage des préparatifs jusqu'au bout de la nuit, sans jamais se faire remarquer. En découvrant la galerie, nous avons revécu chaque moment, y compris ceux que nous n'avions pas vus. Merci infiniment.",
  },
  {
    id: 'mariage-2',
    nom: 'Sarah B.',
    note: 5,
    date: '15/10/2024',
    commentaire:
      "Discrète, réactive, et un vrai sens de l'émotion. Les photos du vin d'honneur sont nos préférées.",
  },
  {
    id: 'mariage-3',
    nom: 'Karim et Léa',
    note: 5,
    date: '21/06/2025',
    commentaire:
      "La séance avant le mariage nous a permis de nous habituer à l'objectif : le jour J, nous étions détendus. Le reportage est magnifique, très naturel, et la galerie en ligne a ravi toute la famille.",
  },
  {
    id: 'mariage-4',
    nom: 'Pauline G.',
    note: 4,
    date: '30/09/2023',
    commentaire:
      'Très belles photos de notre mariage à Sommières. Il a fallu patienter un peu plus de trois semaines pour la galerie, mais le résultat en valait la peine.',
  },
  {
    id: 'mariage-5',
    nom: 'Anthony V.',
    note: 5,
    date: '08/06/2024',
    commentaire: 'Un reportage vivant, plein de spontanéité. Nos invités nous en parlent encore !',
  },
];

export const mariage: ServicePageDocument = {
  title: 'Photographe de mariage',
  lead: "Votre mariage ne se rejoue pas. Je le photographie comme un reportage : discrètement, sans vous diriger plus que nécessaire, pour que vos images racontent la journée telle que vous l'avez vécue, avec ses émotions, ses imprévus et ses éclats de rire.",
  blocks: [
    {
      kind: 'text',
      heading: 'Un reportage, pas une série de poses',
      paragraphs: [
        "Je me fonds parmi vos invités pour saisir les instants vrais : le regard de votre père, les mains qui tremblent pendant l'échange des alliances, les enfants qui courent entre les tables. Quelques photos de groupe et un moment à deux avec vous complètent le récit, sans accaparer votre journée.",
      ],
    },
    {
      kind: 'text',
      heading: 'Toute la journée, des préparatifs à la soirée',
      paragraphs: ['Chaque formule couvre les grands moments de votre mariage :'],
      bullets: [
        'les préparatifs des mariés ;',
        'les photos de couple ;',
        'la cérémonie, civile, religieuse ou laïque ;',
        "le vin d'honneur et le repas ;",
        "la soirée, jusqu'à 23h avec la formule Essentiel et jusqu'à 2h avec les formules Confort et Premium.",
      ],
    },
    {
      kind: 'text',
      heading: 'Avant et après le grand jour',
      paragraphs: [
        "Avec la formule Premium, une séance avant le mariage vous permet d'apprivoiser l'objectif et de faire connaissance : le jour J, vous êtes détendus. La séance du lendemain vous offre des images en tenue, sans contrainte d'horaire, à la plage ou dans les vignes.",
      ],
    },
    { kind: 'gallery', heading: "Le récit d'une journée", place: 'service:mariage' },
    {
      kind: 'text',
      heading: 'Préparer votre journée ensemble',
      paragraphs: [
        "Quelques semaines avant le mariage, nous nous retrouvons, de visu ou par téléphone, pour caler le déroulé, repérer les lieux et noter les personnes et les moments à ne pas manquer. Le jour venu, vous n'avez plus à y penser.",
        'De 90 à 600 photos retouchées selon la formule vous attendent ensuite dans une galerie en ligne privée, à partager avec vos invités, 2 à 4 semaines après le mariage.',
      ],
      links: [{ label: 'Vérifier la disponibilité de ma date', to: paths.contact }, pricesLink],
    },
  ],
  prices: {
    heading: 'Tarifs mariage',
    intro: 'Post-traitement et galerie en ligne inclus dans chaque formule. Prix TTC.',
    table,
  },
  reviews: { heading: 'Ils se sont dit oui', list: reviews },
};

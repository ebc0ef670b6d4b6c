import type { PriceTableDocument, Review, ServicePageDocument } from '@lapm/contracts';
import { contactLink, outdoorAndStudio } from './priceLines';

const table: PriceTableDocument = outdoorAndStudio([5, 10, 15], [159, 199, 249], true);

const reviews: Review[] = [
  {
    id: 'famille-1',
    nom: 'Famille Moreau',
    note: 5,
    date: '25/05/2025',
    commentaire:
      'Trois générations réunies pour les 80 ans de notre grand-mère. Laure-Anne a capté les regards, les fous rires et même quelques larmes. Un souvenir précieux pour toute la famille.',
  },
  {
    id: 'famille-2',
    nom: 'Cécile A.',
    note: 5,
    date: '06/07/2024',
    commentaire:
      'Photos du baptême de notre fille : discrète pendant la cérémonie, efficace pour les photos de groupe.',
  },
  {
    id: 'famille-3',
    nom: 'Romain et ses amis',
    note: 4,
    date: '29/06/2024',
    commentaire:
      'Séance entre amis pour fêter nos diplômes, au parc du Peyrou. Ambiance géniale, photos dynamiques.',
  },
  {
    id: 'famille-4',
    nom: 'Isabelle N.',
    note: 5,
    date: '11/11/2023',
    commentaire:
      'Nous avons voulu garder une trace de notre ancienne maison avant le déménagement. Une idée un peu folle, et pourtant ces photos de famille sont parmi nos plus belles.',
  },
];

export const famille: ServicePageDocument = {
  title: 'Portrait famille et amis',
  lead: "Les grandes étapes de la vie méritent d'être racontées. Baptême, remise de diplôme, bal de promo, anniversaire ou installation dans une nouvelle maison : je photographie vos moments en famille ou entre amis, avec naturel et bonne humeur.",
  blocks: [
    {
      kind: 'text',
      heading: 'Les grands moments de la vie',
      paragraphs: [
        "Certains jours ne reviennent pas. Je me glisse parmi vous pour saisir l'ambiance, les retrouvailles et les émotions, puis je vous réunis le temps de quelques photos de groupe, sans que personne ne s'ennuie.",
      ],
      bullets: [
        'un baptême, de la cérémonie au repas ;',
        'une remise de diplôme, seul ou entre camarades de promotion ;',
        'un bal de promo, pour des portraits élégants avant la fête ;',
        'un anniversaire, des 18 ans aux 80 ans ;',
        'un déménagement ou une pendaison de crémaillère, pour dire au revoir à une maison ou en inaugurer une autre.',
      ],
    },
    { kind: 'gallery', heading: 'Moments partagés', place: 'service:famille-ami' },
    {
      kind: 'text',
      heading: 'Autour de Montpellier, et au-delà',
      paragraphs: [
        "Je me déplace à Montpellier et dans toute la métropole (Lattes, Castelnau-le-Lez, Pérols, Saint-Jean-de-Védas, Juvignac, Grabels…), sur le littoral de Palavas-les-Flots à Sète, et jusqu'à Lunel, Nîmes ou Béziers. Chez vous, dans un parc, sur la plage ou au studio : le lieu se choisit ensemble.",
      ],
    },
    {
      kind: 'text',
      heading: 'Votre sélection dans une galerie privée',
      paragraphs: [
        'Après la séance, je sélectionne et retouche de 5 à 15 photos selon la formule, réunies dans une galerie privée en ligne. Chacun peut y retrouver ses images et les télécharger.',
      ],
      links: [contactLink],
    },
  ],
  prices: {
    heading: 'Tarifs portrait famille et amis',
    intro: 'Post-traitement et galerie en ligne inclus dans chaque formule. Prix TTC.',
    table,
  },
  reviews: { heading: 'Des familles et des amis heureux', list: reviews },
};

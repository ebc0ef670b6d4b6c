import type { PriceTableDocument, Review, ServicePageDocument } from '@lapm/contracts';
import { contactLink, outdoorAndStudio } from './priceLines';

const table: PriceTableDocument = outdoorAndStudio([5, 15, 22], [99, 149, 199], false);

const reviews: Review[] = [
  {
    id: 'solo-1',
    nom: 'Chloé L.',
    note: 5,
    date: '11/04/2025',
    commentaire:
      "Première séance photo de ma vie et j'appréhendais beaucoup. Laure-Anne m'a guidée avec douceur, on a ri du début à la fin. Je me reconnais enfin sur des photos, et je les trouve belles !",
  },
  {
    id: 'solo-2',
    nom: 'Hugo P.',
    note: 5,
    date: '05/11/2024',
    commentaire:
      'Portraits en studio pour mon book de comédien. Lumière maîtrisée, direction précise, bravo.',
  },
  {
    id: 'solo-3',
    nom: 'Agathe F.',
    note: 4,
    date: '18/05/2024',
    commentaire:
      "Séance en extérieur dans les ruelles de l'Écusson. Belles propositions de lieux, photos livrées dans une galerie privée très pratique pour tout télécharger.",
  },
  {
    id: 'solo-4',
    nom: 'Mélanie R.',
    note: 5,
    date: '02/12/2023',
    commentaire: 'Un moment rien que pour moi, et des photos que je regarde avec plaisir. Merci !',
  },
];

export const solo: ServicePageDocument = {
  title: 'Portrait solo',
  lead: "Une séance photo rien que pour vous : pour vous faire plaisir, marquer une étape, renouveler votre photo de profil ou simplement vous voir autrement. Je vous accompagne du premier message jusqu'à la livraison, en extérieur ou en studio.",
  blocks: [
    {
      kind: 'text',
      heading: 'Une séance à votre image',
      paragraphs: [
        "Nul besoin d'être « photogénique » pour réussir un portrait. La plupart des personnes que je photographie me confient, en arrivant, qu'elles n'aiment pas se voir en photo. Mon travail consiste justement à créer un moment détendu, où l'on oublie l'objectif et où votre personnalité peut apparaître.",
        "Nous choisissons ensemble l'ambiance : une balade dans les ruelles de l'Écusson, le bord de mer à Palavas, les vignes au coucher du soleil, ou le calme du studio et sa lumière travaillée.",
      ],
    },
    {
      kind: 'gallery',
      heading: 'En lumière naturelle',
      place: 'service:solo-lumiere-naturelle',
    },
    {
      kind: 'text',
      heading: 'Comment se passe la séance ?',
      paragraphs: [
        "Tout est pensé pour que vous vous sentiez à l'aise, du premier échange à la découverte de vos photos.",
      ],
      bullets: [
        'Avant : un échange par téléphone ou par e-mail pour définir vos envies, le lieu et les tenues.',
        'Pendant : de 45 minutes à 2 heures selon la formule, avec des indications simples pour vous guider, sans poses figées.',
        'Après : je sélectionne et retouche vos meilleures images, avec une retouche naturelle qui respecte vos traits.',
      ],
    },
    {
      kind: 'text',
      heading: 'Pour quelles occasions ?',
      paragraphs: [
        "Chacun a sa raison de passer devant l'objectif. Quelques-unes parmi les plus fréquentes :",
      ],
      bullets: [
        'reprendre confiance en soi et se réconcilier avec son image ;',
        'marquer un anniversaire, un nouveau départ, une étape de vie ;',
        'renouveler ses photos pour les réseaux sociaux ou un book artistique ;',
        "garder une trace de qui l'on est aujourd'hui.",
      ],
    },
    {
      kind: 'gallery',
      heading: 'Ambiances et caractères',
      place: 'service:solo-ambiances',
    },
    {
      kind: 'text',
      heading: 'Vos photos dans une galerie privée',
      paragraphs: [
        'Selon la formule choisie, vous recevez de 5 à 22 photos retouchées, réunies dans une galerie privée protégée par un mot de passe. Vous les téléchargez en haute définition et les partagez avec qui vous voulez, en toute confidentialité.',
        'Une question avant de réserver ? Écrivez-moi ou appelez-moi, je vous réponds avec plaisir.',
      ],
      links: [contactLink],
    },
  ],
  prices: {
    heading: 'Tarifs portrait solo',
    intro:
      'Trois formules, de la séance courte en extérieur à la séance complète en extérieur et en studio. Prix TTC.',
    table,
  },
  reviews: { heading: "Ce qu'en disent mes clients", list: reviews },
};

import type { PriceTableDocument, Review, ServicePageDocument } from '@lapm/contracts';
import {
  duration,
  INCLUDED_F,
  lighting,
  line,
  NOT_INCLUDED_F,
  onlineGallery,
  postProcessing,
  price,
} from './priceLines';

const corporateFor = (value: string) => line('Pour', value);
const companies = "Entreprises, jusqu'à 5 personnes (au-delà, sur devis)";
const place = (value: string) => line('Lieu', value);
const teamPhoto = (value: string) => line("Photo d'équipe", value);

const table: PriceTableDocument = {
  confiance: [
    corporateFor('Particuliers'),
    duration('30 min'),
    place('En studio'),
    lighting(''),
    line('Photos retouchées', '3 photos'),
    teamPhoto(''),
    postProcessing,
    onlineGallery(true),
    price(99, 'TTC'),
  ],
  classique: [
    corporateFor(companies),
    duration(''),
    place('Sur site'),
    lighting('Sans flash'),
    line('Photos retouchées', '2 photos par personne'),
    teamPhoto(NOT_INCLUDED_F),
    postProcessing,
    onlineGallery(true),
    price(249, 'HT'),
  ],
  flash: [
    corporateFor(companies),
    duration(''),
    place('Sur site'),
    lighting('Flash de studio'),
    line('Photos retouchées', '2 photos par personne'),
    teamPhoto(NOT_INCLUDED_F),
    postProcessing,
    onlineGallery(true),
    price(329, 'HT'),
  ],
  signature: [
    corporateFor(companies),
    duration(''),
    place('Sur site'),
    lighting('Flash de studio'),
    line('Photos retouchées', '2 photos par personne'),
    teamPhoto(INCLUDED_F),
    postProcessing,
    onlineGallery(true),
    price(399, 'HT'),
  ],
};

const reviews: Review[] = [
  {
    id: 'corporate-1',
    nom: 'Julien R.',
    note: 5,
    date: '14/03/2025',
    commentaire:
      "Séance portrait pour toute l'équipe de notre agence, directement dans nos locaux. Laure-Anne a su mettre à l'aise même les plus réticents, et le rendu est homogène : exactement ce qu'il nous fallait pour le site.",
  },
  {
    id: 'corporate-2',
    nom: 'Sophie M.',
    note: 5,
    date: '22/01/2025',
    commentaire: 'Photo LinkedIn faite en studio en une demi-heure, photos reçues très vite. Je recommande !',
  },
  {
    id: 'corporate-3',
    nom: 'Cabinet Aubert & Fils',
    note: 4,
    date: '08/10/2024',
    commentaire:
      'Très bon échange en amont pour définir le style des portraits de nos associés. Installation du flash rapide, aucune perte de temps pour nos équipes. Livraison en moins de deux semaines.',
  },
  {
    id: 'corporate-4',
    nom: 'Nadia K.',
    note: 5,
    date: '19/06/2024',
    commentaire:
      "J'avais besoin d'un portrait pour mon activité de consultante. Conseils précieux sur la tenue et la posture, résultat naturel et professionnel.",
  },
];

export const corporate: ServicePageDocument = {
  title: 'Portrait corporate',
  lead: "Votre photo est souvent le premier contact qu'un client, un recruteur ou un partenaire a avec vous. Je réalise des portraits professionnels sobres et chaleureux, pour les indépendants comme pour les équipes, en studio ou directement dans vos locaux, à Montpellier et dans toute la région.",
  blocks: [
    {
      kind: 'text',
      heading: 'Pourquoi soigner votre image professionnelle ?',
      paragraphs: [
        'Sur un site internet, un profil LinkedIn ou une plaquette, une photo datée ou prise à la va-vite dessert votre message. Un portrait réussi inspire confiance, rend votre entreprise plus humaine et donne un visage à votre savoir-faire.',
        "Pour une équipe, c'est aussi une question de cohérence : même cadrage, même lumière, même esprit, quel que soit le service ou la date d'arrivée de chacun.",
      ],
    },
    {
      kind: 'text',
      heading: 'Un échange avant la séance',
      paragraphs: [
        "Avant de sortir l'appareil, nous prenons le temps d'en parler : l'usage des photos (site, réseaux sociaux, presse, rapport annuel), le style recherché, les tenues, le nombre de personnes et les contraintes de votre agenda. Vous savez exactement à quoi vous attendre, et le jour venu, tout le monde gagne du temps.",
      ],
    },
    {
      kind: 'text',
      heading: 'Dans vos locaux ou au studio',
      paragraphs: [
        "Pour un portrait individuel, le studio offre un cadre calme et une lumière maîtrisée. Pour une équipe, je me déplace avec mon matériel et j'installe un petit studio dans une salle de réunion ou l'espace de votre choix.",
        "La formule Classique travaille en lumière naturelle, sans flash. Les formules Flash et Signature ajoutent un éclairage de studio, pour un rendu net et régulier quelle que soit la pièce, et Signature comprend en plus une photo de toute l'équipe.",
      ],
    },
    {
      kind: 'gallery',
      heading: 'Portraits individuels',
      place: 'service:corporate-individuels',
    },
    {
      kind: 'text',
      heading: 'Un planning qui respecte votre activité',
      paragraphs: [
        "Je vous propose un déroulé précis, avec un créneau par personne : chacun ne quitte son poste que quelques minutes, et un retard ne bloque pas les suivants. La séance s'adapte à vos horaires, y compris tôt le matin ou à l'heure du déjeuner.",
      ],
    },
    {
      kind: 'text',
      heading: "Un rendu homogène pour toute l'équipe",
      paragraphs: [
        'Fond, cadrage, lumière et retouche suivent une même ligne pour tous les collaborateurs. Je conserve les réglages de votre séance : une nouvelle recrue pourra rejoindre votre trombinoscope sans fausse note.',
      ],
    },
    {
      kind: 'gallery',
      heading: 'Équipes et portraits sur site',
      place: 'service:corporate-equipes',
    },
    {
      kind: 'text',
      heading: 'Une livraison rapide',
      paragraphs: [
        "Les photos retouchées sont livrées dans une galerie en ligne privée, prêtes pour le web comme pour l'impression, dans les 2 à 4 semaines qui suivent la séance. Une échéance serrée (salon, lancement, article de presse) ? Dites-le-moi dès notre premier échange et j'organise la retouche en conséquence.",
      ],
      links: [{ label: 'Demander un devis par e-mail', mail: 'devis' }],
    },
  ],
  prices: {
    heading: 'Tarifs portrait corporate',
    intro:
      "La formule Confiance s'adresse aux particuliers (prix TTC). Les formules Classique, Flash et Signature s'adressent aux entreprises (prix HT, TVA de 20 % en sus), pour 5 personnes au plus ; au-delà, je vous établis un devis.",
    table,
  },
  reviews: { heading: "Ils m'ont confié leur image", list: reviews },
};

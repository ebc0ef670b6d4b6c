import { paths } from '@lapm/contracts';
import type { ArticleDetails } from '../../types';
import { img } from './summary';

export default {
  head: {
    title: 'Photo et vidéo d’entreprise : pourquoi investir dans son image | LAPM Photographie',
    description:
      'Pourquoi une entreprise doit investir dans la photo et la vidéo professionnelles : confiance, cohérence, recrutement, durée d’utilisation. Conseils d’une photographe corporate près de Montpellier.',
    keywords: [
      'photographe entreprise Montpellier',
      'photo corporate',
      'portrait corporate',
      'image de marque',
      'vidéo d’entreprise',
      'photo d’équipe',
      'marque employeur',
      'photo LinkedIn entreprise',
      'reportage entreprise',
      'photo événement professionnel',
      'communication visuelle',
      'photographe Hérault',
    ],
    breadcrumbName: 'Photo et vidéo d’entreprise',
    type: 'article',
    shareImage: {
      src: img('partage'),
      alt: 'Une équipe discute autour d’une table dans des bureaux lumineux',
      width: 1200,
      height: 800,
    },
  },
  body: [
    {
      type: 'paragraph',
      content: [
        'Avant de vous appeler, un client, un partenaire ou un futur collaborateur a presque toujours tapé votre nom dans un moteur de recherche. Votre site, votre fiche d’établissement, votre page LinkedIn lui ont donné une première impression en quelques secondes, et cette impression passe d’abord par les images. Investir dans la photo et la vidéo, ce n’est pas se faire plaisir : c’est soigner ce premier rendez-vous auquel vous n’assistez pas.',
      ],
    },
    { type: 'heading', text: 'La confiance se gagne avec de vrais visages' },
    {
      type: 'paragraph',
      content: [
        'Les photos de banque d’images sont pratiques, mais tout le monde les reconnaît, et elles ne disent rien de vous. Des portraits de votre équipe, vos locaux, vos mains au travail montrent qu’il y a de vraies personnes derrière l’entreprise. Pour une PME, un cabinet ou un artisan de la région de Montpellier, c’est souvent ce qui fait la différence face à un concurrent plus gros mais plus anonyme.',
      ],
    },
    {
      type: 'image',
      image: {
        src: img('portrait-collaboratrice'),
        alt: 'Portrait d’une collaboratrice souriante à son bureau, ses collègues flous en arrière-plan',
      },
    },
    { type: 'heading', text: 'Ce que la photo apporte concrètement' },
    {
      type: 'list',
      items: [
        [
          'Des portraits homogènes : même lumière, même cadrage, même fond. Votre page « équipe » et vos profils LinkedIn forment enfin un ensemble.',
        ],
        [
          'Votre savoir-faire en images : l’atelier, le geste précis, le produit fini. Ce que vous faites devient visible.',
        ],
        [
          'Vos événements : inauguration, séminaire, salon. Des images prêtes pour le communiqué, la newsletter et les réseaux dès le lendemain.',
        ],
        [
          'Des visuels pour tous les supports : site, plaquette, dossier de presse, candidatures à des appels d’offres.',
        ],
      ],
    },
    {
      type: 'image',
      image: {
        src: img('artisan'),
        alt: 'Gros plan sur les mains d’un artisan ébéniste qui ponce une pièce de bois dans son atelier',
      },
      caption: 'Montrer le geste, c’est montrer la qualité.',
    },
    { type: 'heading', text: 'Et la vidéo ?' },
    {
      type: 'paragraph',
      content: [
        'La vidéo complète la photo là où le mouvement et la voix comptent : une courte présentation de l’entreprise, le témoignage d’un client, une offre d’emploi racontée par l’équipe elle-même. Sur les réseaux sociaux, elle retient l’attention plus longtemps. La photo, elle, reste la base que l’on réutilise partout, de la page d’accueil du site à la carte de vœux.',
      ],
    },
    {
      type: 'paragraph',
      content: [
        'Les deux gagnent à être pensées ensemble. Si un tournage vidéo est prévu, dites-le-moi dès notre premier échange : caler les prises de vue le même jour, avec les mêmes tenues et la même lumière, donne une image cohérente et fait gagner du temps à vos équipes.',
      ],
    },
    {
      type: 'image',
      image: {
        src: img('seminaire'),
        alt: 'Une intervenante prend la parole devant un public attentif lors d’un séminaire d’entreprise',
      },
    },
    { type: 'heading', text: 'Un investissement, pas une dépense' },
    {
      type: 'paragraph',
      content: [
        'Une séance bien préparée produit des images qui servent pendant des années. Les photos que je réalise pour les entreprises sont cédées pour trois ans, pour une utilisation dans le monde entier : rapporté au nombre de supports où elles apparaissent, leur coût devient vite modeste. À l’inverse, un site aux photos datées ou floues peut coûter bien plus cher, en prospects qui ne prennent jamais contact.',
      ],
    },
    { type: 'heading', text: 'Comment se déroule une séance corporate' },
    {
      type: 'paragraph',
      content: [
        'Tout commence par un échange sur vos attentes et l’usage prévu des images. Je viens ensuite dans vos locaux ou je vous reçois en studio, selon un planning organisé pour ne pas bloquer vos équipes. Je veille à ce que chaque portrait soit dans la même lignée, puis je livre les photos retouchées dans une galerie en ligne, rapidement.',
      ],
    },
    {
      type: 'paragraph',
      content: [
        'Trois formules existent pour les entreprises, jusqu’à cinq personnes (au-delà, sur devis) : Classique, sur site et en lumière naturelle ; Flash, avec un éclairage de studio ; Signature, qui ajoute une photo d’équipe. Retrouvez le détail sur la page ',
        { text: 'portrait corporate', to: paths.corporate },
        ' et sur la ',
        { text: 'page des tarifs', to: paths.prices },
        '.',
      ],
    },
    {
      type: 'image',
      image: {
        src: img('photo-equipe'),
        alt: 'Photo de groupe d’une équipe de cinq personnes devant la façade claire de leur entreprise',
      },
    },
    {
      type: 'paragraph',
      content: [
        'Vous avez un projet de refonte de site, un recrutement à venir ou un événement à couvrir ? ',
        { text: 'Contactez-moi', to: paths.contact },
        ' : nous verrons ensemble quelles images vous seront le plus utiles.',
      ],
    },
  ],
} satisfies ArticleDetails;

import { paths } from '@lapm/contracts';
import type { ArticleDetails } from '../../types';
import { img } from './summary';

export default {
  head: {
    title: 'Portrait lifestyle près de Montpellier : séances naturelles | LAPM Photographie',
    description:
      'Qu’est-ce que le portrait lifestyle ? Lieux, préparation, déroulé et six formats de séance (solo, couple, famille, nouveau-né, grossesse, passions) près de Montpellier.',
    keywords: [
      'portrait lifestyle',
      'photographe lifestyle Montpellier',
      'séance photo famille',
      'séance photo couple',
      'portrait solo',
      'photo nouveau-né',
      'photo grossesse',
      'photo passion sport',
      'séance photo à domicile',
      'photo naturelle',
      'photographe Hérault',
    ],
    breadcrumbName: 'Portrait lifestyle',
    type: 'article',
    shareImage: {
      src: img('partage'),
      alt: 'Une famille rit dans l’herbe en fin de journée',
      width: 1200,
      height: 800,
    },
  },
  body: [
    {
      type: 'paragraph',
      content: [
        'Vous avez sans doute déjà vécu cette scène : le photographe dit « souriez ! », tout le monde se fige, et la photo ressemble à tout sauf à vous. Le portrait lifestyle prend le chemin inverse. Plutôt que de vous demander de poser, je vous propose de vivre un moment, et je le photographie.',
      ],
    },
    { type: 'heading', text: 'Le lifestyle, c’est quoi exactement ?' },
    {
      type: 'paragraph',
      content: [
        'C’est un entre-deux entre le portrait posé et le reportage. La mise en scène est légère : je choisis le lieu et la lumière avec vous, je vous donne une activité plutôt qu’une pose (marcher, préparer un café, lire une histoire, jouer au ballon), puis je laisse les choses se faire. Les regards, les gestes et les rires qui en sortent sont les vôtres, et c’est ce qui rend ces images si précieuses avec le temps.',
      ],
    },
    {
      type: 'image',
      image: {
        src: img('cuisine'),
        alt: 'Un couple prépare le petit-déjeuner dans sa cuisine baignée de lumière du matin',
      },
    },
    { type: 'heading', text: 'Où se déroule une séance ?' },
    {
      type: 'paragraph',
      content: [
        'Là où vous vous sentez bien. Chez vous, d’abord : votre salon, votre jardin, la chambre du bébé racontent votre histoire mieux que n’importe quel décor. En extérieur ensuite : les étangs près de Palavas, la garrigue au pied du Pic Saint-Loup, les ruelles de l’Écusson à Montpellier ou une plage en fin de journée. En studio enfin, pour un rendu plus épuré ou quand la météo ne suit pas.',
      ],
    },
    {
      type: 'paragraph',
      content: [
        'En été, je propose les séances en extérieur tôt le matin ou en fin d’après-midi : la lumière est plus douce, et la chaleur plus supportable pour les petits comme pour les grands.',
      ],
    },
    {
      type: 'image',
      image: {
        src: img('garrigue'),
        alt: 'Un petit garçon court sur un sentier de garrigue, son père le suit en riant',
      },
      caption: 'En extérieur, les enfants oublient vite l’appareil photo.',
    },
    { type: 'heading', text: 'Comment se préparer' },
    {
      type: 'list',
      items: [
        ['Portez des vêtements confortables, dans lesquels vous bougez facilement.'],
        [
          'Harmonisez les couleurs sans vous habiller tous pareil : deux ou trois teintes qui s’accordent suffisent. Évitez les gros logos.',
        ],
        [
          'Apportez un objet qui compte : une guitare, un livre, le doudou, le vélo du dimanche. Il donne souvent les plus belles images.',
        ],
        ['Avec des enfants, prévoyez un goûter et de l’eau. Une pause fait parfois des miracles.'],
      ],
    },
    { type: 'heading', text: 'Pendant et après la séance' },
    {
      type: 'paragraph',
      content: [
        'Selon la formule, une séance dure de trois quarts d’heure à deux heures. Je vous guide au début pour que vous trouviez vos marques, puis je me fais oublier. Il n’y a pas de bonne ou de mauvaise façon de faire : si votre enfant préfère chercher des cailloux que regarder l’objectif, on photographie la chasse aux cailloux.',
      ],
    },
    {
      type: 'paragraph',
      content: [
        'Ensuite, je sélectionne et retouche les meilleures images, dans un style naturel, puis je vous les livre dans une galerie en ligne privée, protégée par un mot de passe. Pour découvrir l’esprit de ces séances en images, rendez-vous sur la ',
        { text: 'page portrait lifestyle', to: paths.lifestyle },
        ', et pour toute question, ',
        { text: 'contactez-moi', to: paths.contact },
        '.',
      ],
    },
    {
      type: 'image',
      image: {
        src: img('fenetre', '800x1000'),
        alt: 'Portrait d’une femme assise près d’une fenêtre, une tasse entre les mains, le regard vers l’extérieur',
      },
    },
    { type: 'heading', text: 'Six formats pour chaque moment de vie' },
    {
      type: 'paragraph',
      content: [
        'Chaque étape de la vie mérite ses images. J’ai imaginé six formats de séance lifestyle ; choisissez celui qui vous ressemble pour en découvrir le détail.',
      ],
    },
    {
      type: 'services',
      cards: [
        {
          key: 'feel-good',
          title: 'Feel Good',
          audience: 'Solo',
          description:
            'Un moment rien que pour vous, pour reprendre confiance ou marquer une nouvelle étape.',
          to: paths.solo,
          image: {
            src: img('feel-good', '800x600'),
            alt: 'Une jeune femme sourit, les cheveux au vent, au bord de la mer',
          },
        },
        {
          key: 'toi-et-moi',
          title: 'Toi & Moi',
          audience: 'Couple',
          description: 'Votre complicité à deux, en balade, chez vous ou en studio.',
          to: paths.duo,
          image: {
            src: img('toi-et-moi', '800x600'),
            alt: 'Un homme embrasse sa compagne sur le front au milieu d’une ruelle ensoleillée',
          },
        },
        {
          key: 'la-smala',
          title: 'La Smala',
          audience: 'Famille et amis',
          description:
            'Toute la tribu réunie, des grands-parents aux meilleurs amis, pour un baptême, un anniversaire ou juste l’envie d’être ensemble.',
          to: paths.family,
          image: {
            src: img('la-smala', '800x600'),
            alt: 'Trois générations d’une même famille rient ensemble autour d’une table de jardin',
          },
        },
        {
          key: 'premier-cri',
          title: '1er cris',
          audience: 'Nouveau-né',
          description:
            'Les tout premiers jours de votre bébé, dans les quinze jours qui suivent la naissance.',
          to: paths.newborn,
          image: {
            src: img('premier-cri', '800x600'),
            alt: 'La main minuscule d’un nouveau-né serre le doigt de sa mère',
          },
        },
        {
          key: 'neuf-mois',
          title: '9 mois',
          audience: 'Grossesse',
          description: 'Votre ventre rond et l’attente, idéalement entre le 7e et le 8e mois.',
          to: paths.pregnancy,
          image: {
            src: img('neuf-mois', '800x600'),
            alt: 'Une future maman de profil pose les mains sur son ventre rond, à contre-jour',
          },
        },
        {
          key: 'passions-lives',
          title: 'Passions Lives',
          audience: 'Passion et sport',
          description:
            'Ce qui vous fait vibrer : votre sport, votre instrument, votre animal, votre atelier.',
          to: paths.hobby,
          image: {
            src: img('passions-lives', '800x600'),
            alt: 'Une cavalière caresse l’encolure de son cheval dans un pré',
          },
        },
      ],
    },
  ],
} satisfies ArticleDetails;

import { paths } from '@lapm/contracts';
import type { ArticleDetails } from '../../types';
import { img } from './summary';

export default {
  head: {
    title: 'Photos de grossesse : à quel moment faire la séance ? | LAPM Photographie',
    description:
      'Le meilleur moment pour une séance photo de grossesse se situe entre 28 et 34 semaines. Pourquoi, quand réserver et que prévoir : conseils d’une photographe près de Montpellier.',
    keywords: [
      'photo de grossesse',
      'séance grossesse',
      'quand faire des photos de grossesse',
      'photographe grossesse Montpellier',
      'photo femme enceinte',
      '28 à 34 semaines',
      'séance maternité',
      'photo grossesse en studio',
      'photo grossesse en extérieur',
      'séance nouveau-né',
      'photographe Hérault',
    ],
    breadcrumbName: 'Photos de grossesse',
    type: 'article',
    shareImage: {
      src: img('partage'),
      alt: 'Silhouette d’une future maman de profil devant une fenêtre',
      width: 1200,
      height: 800,
    },
  },
  body: [
    {
      type: 'paragraph',
      content: [
        'C’est l’une des questions que l’on me pose le plus souvent, parfois dès l’annonce de la grossesse : « Quand faut-il faire les photos ? » La réponse tient en une fourchette : entre la 28e et la 34e semaine d’aménorrhée, soit à peu près le 7e et le début du 8e mois. Voici pourquoi, et comment en profiter au mieux.',
      ],
    },
    { type: 'heading', text: 'Pourquoi entre 28 et 34 semaines ?' },
    {
      type: 'paragraph',
      content: ['Ce créneau réunit trois conditions qui comptent beaucoup pour des photos réussies :'],
    },
    {
      type: 'list',
      items: [
        [
          'Le ventre est bien dessiné. Il est rond, il se voit de face comme de profil, et il raconte l’attente sans qu’on ait besoin de l’expliquer.',
        ],
        [
          'Vous êtes encore à l’aise. Se lever, marcher, changer de tenue ou s’asseoir dans l’herbe se fait sans trop de fatigue, ce qui devient plus difficile dans les dernières semaines.',
        ],
        [
          'Il reste de la marge. Un bébé pressé n’attend pas toujours le terme : en faisant la séance avant 34 semaines, on évite de la manquer.',
        ],
      ],
    },
    {
      type: 'image',
      image: {
        src: img('echographie'),
        alt: 'Gros plan sur des mains posées sur un ventre rond, tenant un cliché d’échographie',
      },
    },
    { type: 'heading', text: 'Et si l’on fait la séance avant, ou après ?' },
    {
      type: 'paragraph',
      content: [
        'Avant 28 semaines, le ventre est souvent plus discret. C’est un bon moment si vous aimez un rendu subtil, ou si vous rêvez d’une série qui suit l’évolution de la grossesse. Après 34 semaines, la séance reste possible, mais je la raccourcis et multiplie les pauses : votre confort passe avant tout.',
      ],
    },
    {
      type: 'paragraph',
      content: [
        'Pour une grossesse gémellaire, le ventre s’arrondit plus vite et la naissance arrive souvent plus tôt : visez plutôt 26 à 30 semaines. Dans tous les cas, votre sage-femme ou votre médecin reste le meilleur juge de ce qui est raisonnable pour vous.',
      ],
    },
    { type: 'heading', text: 'Réserver au bon moment' },
    {
      type: 'paragraph',
      content: [
        'L’idéal est de me contacter pendant le deuxième trimestre, vers le 4e ou le 5e mois. On fixe alors une date dans la bonne fenêtre, avec de la souplesse pour la déplacer si besoin. Autour de Montpellier, l’été est beau mais chaud : en juillet et en août, je propose les séances en extérieur tôt le matin ou au coucher du soleil, ou bien en studio, au frais.',
      ],
    },
    {
      type: 'image',
      image: {
        src: img('couple-coucher-soleil'),
        alt: 'Un futur papa enlace sa compagne enceinte au bord d’un étang au coucher du soleil',
      },
      caption: 'Au coucher du soleil, la lumière est douce et la chaleur retombe.',
    },
    { type: 'heading', text: 'Préparer la séance' },
    {
      type: 'list',
      items: [
        [
          'Les tenues : une robe longue et fluide, une tenue ajustée qui dessine le ventre, ou simplement la chemise trop grande de votre conjoint. Prévoyez-en deux ou trois.',
        ],
        [
          'Les petits objets : une échographie, une paire de chaussons, le prénom s’il est choisi. Ils donnent du sens aux images de détail.',
        ],
        [
          'Les proches : le futur papa ou la future maman, les aînés, même le chien, sont les bienvenus. Les photos de grand frère ou de grande sœur qui embrasse le ventre sont souvent les préférées.',
        ],
        [
          'Le confort : de l’eau, un encas, des chaussures plates pour les trajets. On fait des pauses dès que vous en avez besoin.',
        ],
      ],
    },
    {
      type: 'image',
      image: {
        src: img('grande-soeur'),
        alt: 'Une petite fille embrasse le ventre rond de sa maman assise sur un canapé',
      },
    },
    {
      type: 'image',
      image: {
        src: img('studio', '800x1000'),
        alt: 'Future maman en robe longue et fluide, photographiée en studio sur un fond beige',
      },
    },
    { type: 'heading', text: 'Penser aussi à l’après' },
    {
      type: 'paragraph',
      content: [
        'Beaucoup de parents enchaînent avec une séance nouveau-né, dans les 5 à 15 jours qui suivent la naissance, quand bébé dort encore profondément et se laisse installer. Réserver les deux en même temps simplifie tout : il suffit de m’envoyer un message à la naissance.',
      ],
    },
    {
      type: 'paragraph',
      content: [
        'Pour découvrir les séances en détail, rendez-vous sur la page ',
        { text: 'grossesse', to: paths.pregnancy },
        ' et la page ',
        { text: 'nouveau-né', to: paths.newborn },
        ', ou consultez les formules sur la ',
        { text: 'page des tarifs', to: paths.prices },
        '. Et si vous êtes dans le bon créneau, ou presque, ',
        { text: 'contactez-moi', to: paths.contact },
        ' pour réserver votre date.',
      ],
    },
  ],
} satisfies ArticleDetails;

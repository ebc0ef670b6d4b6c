import { paths } from '@lapm/contracts';
import type { ArticleDetails } from '../../types';
import { img } from './summary';

export default {
  head: {
    title: 'Photo de CV professionnelle près de Montpellier : conseils | LAPM Photographie',
    description:
      'Comment réussir sa photo de CV ou de profil LinkedIn : tenue, expression, cadrage, lumière et retouche. Conseils d’une photographe de portrait près de Montpellier.',
    keywords: [
      'photo de CV',
      'photo CV professionnelle',
      'portrait professionnel Montpellier',
      'photo LinkedIn',
      'portrait corporate',
      'photographe portrait Hérault',
      'tenue photo professionnelle',
      'photo candidature',
      'portrait en studio',
      'recherche d’emploi',
    ],
    breadcrumbName: 'Photo de CV',
    type: 'article',
    shareImage: {
      src: img('partage'),
      alt: 'Portrait professionnel en studio sur fond gris clair',
      width: 1200,
      height: 800,
    },
  },
  body: [
    {
      type: 'paragraph',
      content: [
        'Un recruteur passe en moyenne quelques secondes sur un CV avant de décider s’il le lit vraiment. Dans ces quelques secondes, le regard passe presque toujours par la photo. Elle n’est pas obligatoire en France, mais quand elle est là, elle compte : un selfie recadré ou une photo de vacances envoient un message bien différent d’un portrait soigné.',
      ],
    },
    { type: 'heading', text: 'Ce qu’une bonne photo de CV doit dire de vous' },
    {
      type: 'paragraph',
      content: [
        'Une photo de CV réussie n’est pas une photo où vous êtes « beau » ou « belle » : c’est une photo où l’on a envie de vous rencontrer. Elle doit donner une impression de sérieux sans froideur, de confiance sans arrogance. Elle doit aussi coller à votre secteur : on n’attend pas la même image d’une juriste que d’un graphiste ou d’une éducatrice.',
      ],
    },
    {
      type: 'paragraph',
      content: [
        'La même photo servira souvent ailleurs : profil LinkedIn, signature d’e-mail, page « équipe » d’un site. Autant qu’elle soit à la hauteur partout.',
      ],
    },
    { type: 'heading', text: 'Bien préparer sa séance' },
    {
      type: 'list',
      items: [
        [
          'La tenue : choisissez ce que vous porteriez pour un entretien dans votre métier. Préférez les couleurs unies ; les rayures fines et les petits motifs « vibrent » à l’image.',
        ],
        [
          'Deux tenues plutôt qu’une : une plus formelle, une plus détendue. On décide ensemble devant l’appareil.',
        ],
        [
          'Cheveux et maquillage : restez proche de votre quotidien. Un maquillage léger qui matifie la peau suffit largement.',
        ],
        [
          'Les lunettes : si vous les portez tous les jours, gardez-les. J’ajuste la lumière et l’angle pour éviter les reflets.',
        ],
        ['La veille : une bonne nuit et de l’eau valent tous les filtres.'],
      ],
    },
    {
      type: 'image',
      image: {
        src: img('tenues'),
        alt: 'Deux chemises unies, une veste et une paire de lunettes posées sur un fauteuil avant la séance',
      },
      caption: 'Deux tenues, des couleurs unies : la préparation idéale.',
    },
    { type: 'heading', text: 'Pendant la séance : le regard et la posture' },
    {
      type: 'paragraph',
      content: [
        'La plupart des gens me disent en arrivant qu’ils « ne sont pas photogéniques ». En réalité, personne n’est à l’aise face à un objectif sans qu’on l’y aide. Mon travail, c’est justement de vous guider : les épaules légèrement de trois-quarts, le menton un peu en avant, le poids du corps sur une jambe. On discute, on essaie plusieurs expressions, du sourire franc au regard plus posé, et on regarde les images ensemble à l’écran au fil de la séance.',
      ],
    },
    {
      type: 'image',
      image: {
        src: img('ecran'),
        alt: 'La photographe montre les premières images sur l’écran de son appareil à un homme en chemise blanche',
      },
    },
    { type: 'heading', text: 'Cadrage, fond et lumière' },
    {
      type: 'paragraph',
      content: [
        'Le cadrage classique pour un CV va du haut de la tête au milieu de la poitrine, avec un peu d’air au-dessus des cheveux. En studio, je travaille sur un fond neutre avec une lumière douce qui modèle le visage sans le durcir. En extérieur, un arrière-plan flou, une façade claire ou de la verdure, donne un rendu plus chaleureux, très apprécié sur LinkedIn. Je vous livre plusieurs recadrages : vertical pour le CV, carré pour les réseaux.',
      ],
    },
    {
      type: 'paragraph',
      content: [
        'La retouche reste naturelle : j’atténue une imperfection passagère ou des cernes marqués, jamais les traits qui font votre visage. Le recruteur doit vous reconnaître le jour de l’entretien.',
      ],
    },
    {
      type: 'image',
      image: {
        src: img('exterieur', '800x1000'),
        alt: 'Portrait d’un jeune homme en extérieur, arrière-plan de verdure flou et lumière douce',
      },
    },
    { type: 'heading', text: 'Une séance simple et rapide' },
    {
      type: 'paragraph',
      content: [
        'Pour un particulier, la formule Confiance de mes ',
        { text: 'portraits corporate', to: paths.corporate },
        ' est pensée pour cela : une demi-heure en studio, trois photos retouchées et une galerie en ligne pour les télécharger. Si vous voulez des images plus variées, pour un site personnel par exemple, un ',
        { text: 'portrait solo', to: paths.solo },
        ' laisse plus de temps et de liberté. Les formules et leurs prix sont détaillés sur la ',
        { text: 'page des tarifs', to: paths.prices },
        '.',
      ],
    },
    {
      type: 'paragraph',
      content: [
        'Vous préparez une candidature ou une reconversion ? ',
        { text: 'Écrivez-moi', to: paths.contact },
        ' : nous trouverons un créneau qui tombe avant votre prochain envoi de CV.',
      ],
    },
  ],
} satisfies ArticleDetails;

import { paths } from '@lapm/contracts';
import type { ArticleDetails } from '../../types';
import { img } from './summary';

export default {
  head: {
    title: 'Photographe de mariage en reportage près de Montpellier | LAPM Photographie',
    description:
      'Pourquoi choisir un reportage pour vos photos de mariage ? Déroulé de la journée, préparation, lumière et livraison, par une photographe de mariage près de Montpellier.',
    keywords: [
      'photographe mariage Montpellier',
      'reportage de mariage',
      'photo de mariage naturelle',
      'photographe mariage Hérault',
      'mariage domaine viticole',
      'préparatifs des mariés',
      'cérémonie laïque',
      'photos de couple mariage',
      'vin d’honneur',
      'galerie en ligne mariage',
      'séance avant le mariage',
    ],
    breadcrumbName: 'Mariage en reportage',
    type: 'article',
    shareImage: {
      src: img('partage'),
      alt: 'Les mariés dans les vignes au coucher du soleil',
      width: 1200,
      height: 800,
    },
  },
  body: [
    {
      type: 'paragraph',
      content: [
        'Dans vingt ans, ce ne sont pas les poses impeccables que vous chercherez dans votre album, mais le fou rire de votre témoin, les mains de votre père qui tremblent un peu, la lumière dorée sur les vignes pendant le vin d’honneur. C’est exactement ce que le reportage de mariage cherche à saisir : votre journée telle qu’elle s’est vraiment passée.',
      ],
    },
    { type: 'heading', text: 'Le reportage, qu’est-ce que c’est ?' },
    {
      type: 'paragraph',
      content: [
        'En reportage, je ne dirige pas la journée : je la suis. Je me fais discrète, je me place au bon endroit au bon moment et je photographie ce qui se passe sans l’interrompre. Pas de « on refait le baiser, il y avait quelqu’un dans le champ » : les émotions ne se rejouent pas, et elles sont bien plus belles la première fois.',
      ],
    },
    {
      type: 'paragraph',
      content: [
        'Cela ne veut pas dire qu’il n’y a aucune photo posée. Les photos de groupe, que vos familles attendent, et un moment rien qu’à deux pour les portraits de couple restent prévus. Je vous guide alors avec des indications simples, pour que vous restiez vous-mêmes devant l’objectif. Vous pouvez voir des exemples sur ma ',
        { text: 'page mariage', to: paths.wedding },
        '.',
      ],
    },
    {
      type: 'image',
      image: {
        src: img('preparatifs', '800x1000'),
        alt: 'La mariée ajuste ses boucles d’oreilles devant une fenêtre pendant les préparatifs',
      },
      caption: 'Les préparatifs, un moment souvent plus émouvant qu’on ne l’imagine.',
    },
    { type: 'heading', text: 'Une journée racontée du début à la fin' },
    {
      type: 'paragraph',
      content: [
        'Un reportage a du sens quand il a un début, un milieu et une fin. Je vous accompagne donc sur tous les grands temps de la journée :',
      ],
    },
    {
      type: 'list',
      items: [
        ['les préparatifs, côté mariée comme côté marié, quand la tension monte doucement ;'],
        ['la cérémonie, à la mairie, à l’église ou en cérémonie laïque sous les platanes d’un mas ;'],
        ['les photos de couple, idéalement à l’heure dorée, quand la lumière s’adoucit ;'],
        ['le vin d’honneur, les retrouvailles, les enfants qui courent entre les invités ;'],
        ['le repas, les discours et, selon la formule, la soirée jusqu’à 23 h ou jusqu’à 2 h du matin.'],
      ],
    },
    {
      type: 'paragraph',
      content: [
        'La formule Premium ajoute une séance avant le mariage et une séance le lendemain. Le détail des formules est sur la ',
        { text: 'page des tarifs', to: paths.prices },
        '.',
      ],
    },
    {
      type: 'image',
      image: {
        src: img('ceremonie'),
        alt: 'Cérémonie laïque en plein air : les invités assis sous les platanes regardent les mariés',
      },
    },
    { type: 'heading', text: 'Bien préparer le jour J, sans se mettre la pression' },
    {
      type: 'paragraph',
      content: [
        'Un bon reportage se prépare en amont. Nous nous rencontrons quelques semaines avant le mariage, en visio ou autour d’un café, pour parcourir votre planning. J’y repère les moments clés, les personnes qui comptent pour vous et les contraintes du lieu. Trois conseils reviennent presque à chaque fois :',
      ],
    },
    {
      type: 'list',
      items: [
        [
          'Prévoyez de la marge dans le planning : un quart d’heure de retard sur les préparatifs, c’est un quart d’heure de moins pour vos portraits.',
        ],
        [
          'Faites la liste des photos de groupe à l’avance et confiez-la à un témoin qui connaît tout le monde : elles s’enchaînent alors en quelques minutes.',
        ],
        [
          'Pensez à la lumière. Dans l’Hérault, le soleil de midi est dur en été ; les portraits de couple sont bien plus beaux en fin de journée, dans les vignes ou en bord de mer.',
        ],
      ],
    },
    {
      type: 'image',
      image: {
        src: img('couple-vignes'),
        alt: 'Portrait des mariés enlacés dans les vignes, à contre-jour, à l’heure dorée',
      },
      caption: 'Vingt minutes à deux, loin des invités, suffisent pour de beaux portraits.',
    },
    {
      type: 'image',
      image: {
        src: img('vin-honneur'),
        alt: 'Des invités éclatent de rire en trinquant pendant le vin d’honneur',
      },
    },
    { type: 'heading', text: 'Et après le mariage ?' },
    {
      type: 'paragraph',
      content: [
        'Après la fête vient le travail de sélection et de retouche. Je trie chaque image, j’harmonise les couleurs et la lumière pour que l’ensemble raconte une histoire cohérente, puis je vous livre vos photos dans une galerie en ligne privée, protégée par un mot de passe, que vous pouvez partager avec vos proches. Comptez deux à quatre semaines. Je ne livre pas les fichiers bruts : chaque photo que vous recevez a été retouchée.',
      ],
    },
    {
      type: 'image',
      image: {
        src: img('premiere-danse'),
        alt: 'Première danse des mariés sous une guirlande lumineuse, les invités en cercle autour d’eux',
      },
    },
    {
      type: 'paragraph',
      content: [
        'Vous vous mariez près de Montpellier, dans l’Hérault, le Gard ou plus loin ? Racontez-moi votre projet : ',
        { text: 'contactez-moi', to: paths.contact },
        ' pour vérifier ma disponibilité à votre date, et découvrez la ',
        { text: 'prestation mariage', to: paths.wedding },
        ' en détail.',
      ],
    },
  ],
} satisfies ArticleDetails;

import { type HomePageDocument, studio } from '@lapm/contracts';

/** The home page's words as first published (spec section 2); its photos and links stay in the remote. */
export const home: HomePageDocument = {
  eyebrow: `${studio.name} · Montpellier`,
  title: 'Photographe portrait et mariage près de Montpellier',
  slogan: "Saisir l'instant, garder l'émotion.",
  intro:
    'Des portraits naturels et des reportages de mariage, en studio, en extérieur ou chez vous, de Montpellier à la Camargue.',
  servicesLink: 'Toutes les prestations et tarifs',
  aboutLink: 'Qui suis-je ?',
  servicesHeading: 'Mes prestations',
  services: [
    {
      id: 'corporate',
      title: 'Corporate',
      text: 'Une image professionnelle soignée, pour vous et pour vos équipes.',
    },
    {
      id: 'lifestyle',
      title: 'LifeStyle',
      text: 'Seul, à deux, en famille ou avec votre passion : des photos de vie.',
    },
    {
      id: 'wedding',
      title: 'Mariage',
      text: 'Le reportage de votre journée, des préparatifs à la soirée.',
    },
  ],
  about: {
    heading: "Derrière l'objectif",
    text: "Sept ans de pratique, une formation au flash et une passion née à l'argentique : faisons connaissance avant votre séance.",
    link: 'Qui suis-je ?',
  },
  portfolio: {
    heading: 'Portfolio',
    text: 'Paysages, rue, architecture et portraits : une sélection renouvelée à chaque visite.',
    link: 'Voir le portfolio',
  },
};

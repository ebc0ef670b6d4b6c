/** Every French text of this remote, in one place for proofreading and translation. */
export const fr = {
  home: {
    title: 'Photographe portrait et mariage près de Montpellier',
    intro:
      'Des portraits naturels et des reportages de mariage, en studio ou en extérieur, autour de Montpellier.',
  },
  legalNotices: {
    title: 'Mentions légales',
    intro: 'Les informations légales du site et de son éditrice.',
  },
  prices: {
    title: 'Tarifs et prestations',
    intro: 'Toutes les formules de séances photo, du portrait solo au mariage.',
  },
  contact: {
    title: 'Contact',
    intro: 'Une question, une envie de séance ? Écrivez-moi ou appelez-moi.',
  },
  basket: {
    title: 'Panier',
    intro: 'Votre panier est vide.',
  },
  about: {
    title: 'Qui suis-je ?',
    intro: 'Photographe portraitiste et de mariage installée près de Montpellier.',
  },
  portfolio: {
    title: 'LAPM Photographie',
    intro: 'Paysages, photographie de rue, architecture urbaine et portraits.',
  },
  termsOfSale: {
    title: 'Conditions générales de vente',
    intro: 'Les conditions applicables aux particuliers et aux professionnels.',
  },
  faq: {
    title: 'Foire aux questions',
    intro: 'Les réponses aux questions les plus fréquentes.',
  },
  corporate: {
    title: 'Portrait corporate',
    intro: 'Une image professionnelle soignée pour vous et vos équipes.',
  },
  lifestyle: {
    title: 'Portrait lifestyle',
    intro: 'Des séances naturelles, à votre image, seul, à deux ou en famille.',
  },
  wedding: {
    title: 'Photographe de mariage',
    intro: 'Le reportage de votre journée, des préparatifs à la soirée.',
  },
  solo: {
    title: 'Portrait solo',
    intro: 'Une séance rien que pour vous, en extérieur ou en studio.',
  },
  duo: {
    title: 'Portrait duo et couple',
    intro: 'Une séance à deux, en studio ou en extérieur.',
  },
  family: {
    title: 'Portrait famille et amis',
    intro: 'Les grands moments de la vie, entre proches.',
  },
  newborn: {
    title: 'Séance nouveau-né',
    intro: 'Les premiers jours de bébé, entre 5 et 15 jours après la naissance.',
  },
  pregnancy: {
    title: 'Séance grossesse',
    intro: 'Votre grossesse, idéalement entre le 7e et le 8e mois.',
  },
  hobby: {
    title: 'Portrait hobby',
    intro: 'Vos passions, votre sport, vos animaux en images.',
  },
} as const;

import { studio } from '@lapm/contracts';

/** Every short French text of this remote; long page copy lives in src/content. */
export const fr = {
  prices: {
    title: 'Prestations et tarifs',
    intro:
      'Trouvez la séance qui vous correspond : chaque prestation mène à sa page, avec ses formules et ses tarifs.',
    searchLabel: 'Rechercher une prestation',
    searchPlaceholder: 'Rechercher une prestation...',
    searchSubmit: 'Rechercher',
    count: (shown: number) => (shown > 1 ? `${shown} prestations` : `${shown} prestation`),
    noMatch: (term: string) => `Aucune prestation ne correspond à “${term}”.`,
    empty: 'Aucune prestation pour le moment.',
    gridLabel: 'Prestations',
  },
  service: {
    pricesEyebrow: 'Tarifs',
    reviewsEyebrow: 'Avis clients',
    rating: (mean: string, count: number) => `Note moyenne : ${mean} sur 5 (${count} avis)`,
    reviewsLabel: 'Avis clients',
    booking: {
      eyebrow: 'Réserver en ligne',
      heading: (formula: string) => `Réserver : ${formula}`,
      length: (minutes: number) =>
        minutes % 60 === 0
          ? `${minutes / 60} h`
          : minutes > 60
            ? `${Math.floor(minutes / 60)} h ${minutes % 60}`
            : `${minutes} min`,
      intro: (length: string) =>
        `Choisissez un créneau libre (séance de ${length}, heure de Montpellier) : il vous est gardé jusqu’à ma confirmation par e-mail.`,
      slots: 'Créneaux libres',
      noSlot: 'Aucun créneau libre dans les prochaines semaines : écrivez-moi depuis la page Contact.',
      phone: 'Téléphone (facultatif)',
      message: 'Un message (facultatif)',
      submit: 'Réserver ce créneau',
      submitting: 'Envoi en cours…',
    },
  },
  contact: {
    title: 'Contact',
    intro:
      'Une question, une envie de séance, une date de mariage à bloquer ? Écrivez-moi ou appelez-moi : je vous réponds au plus vite.',
    mailHeading: 'Par e-mail',
    phoneHeading: 'Par téléphone',
    hoursHeading: 'Horaires',
    areaHeading: 'Où je me déplace',
    areaText:
      "Basée à Montpellier, je me déplace dans l'Hérault, le Gard, les Bouches-du-Rhône et l'Aude. Voici les communes où j'interviens le plus souvent :",
    form: {
      heading: 'Demander une séance',
      intro: 'Dites-moi ce qui vous ferait plaisir : je vous réponds par e-mail, en général sous 48 heures.',
      phone: 'Téléphone (facultatif)',
      phoneHint: 'Si vous préférez un appel.',
      formula: 'Formule',
      otherFormula: 'Autre demande, ou je ne sais pas encore',
      wishedDate: 'Date ou période souhaitée (facultative)',
      wishedDateHint: 'Par exemple : « un samedi de juin » ou « le 12 septembre 2027 ».',
      message: 'Votre message',
      consent:
        'J’accepte d’être recontacté(e) au sujet de cette demande. Mes coordonnées ne servent qu’à y répondre.',
      honeypot: 'Ne remplissez pas ce champ',
      submit: 'Envoyer ma demande',
      submitting: 'Envoi en cours…',
    },
  },
  portfolio: {
    title: studio.name,
    intro:
      "Le portrait est mon métier, mais mon regard se nourrit de tout ce qui m'entoure : les paysages du Sud, la vie des rues, les lignes des villes. Voici une sélection de mes images, tirée au hasard à chaque visite.",
    multipleHeading: 'Un regard artistique multiple',
    multipleText: [
      "Photographier un paysage apprend la patience et la lecture de la lumière. La rue apprend à anticiper l'instant. L'architecture apprend la rigueur des lignes et de la composition.",
      "Ces trois écoles nourrissent chacun de mes portraits : la même attention à la lumière, la même recherche de l'instant juste, la même exigence de cadrage, au service de votre histoire.",
    ],
    galleryLabel: (title: string) => `Album ${title}`,
  },
  basket: { title: 'Panier' },
  preview: {
    title: 'Aperçu',
    banner: 'Aperçu : cette version n’est pas encore publiée.',
    back: 'Retour à l’édition',
    nothing: 'Aucun brouillon à montrer : ouvrez l’aperçu depuis « Contenu du site ».',
  },
} as const;

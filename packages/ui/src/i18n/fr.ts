import { frenchRating } from '@lapm/contracts';

/** Every French text the kit shows, in one place for proofreading and translation. */
export const fr = {
  listState: {
    loading: 'Chargement...',
    error: (message: string) => `Erreur : ${message}`,
  },
  tile: {
    online: 'En ligne',
    offline: 'Hors ligne',
  },
  dialog: {
    cancel: 'Annuler',
  },
  gallery: {
    open: (alt: string) => `Agrandir la photo : ${alt}`,
  },
  lightbox: {
    label: 'Visionneuse photo',
    close: 'Fermer la visionneuse',
    previous: 'Photo précédente',
    next: 'Photo suivante',
    position: (index: number, total: number) => `Photo ${index} sur ${total}`,
  },
  priceCard: {
    moreInfo: "Plus d'infos",
    enquire: 'Demander cette formule',
  },
  review: {
    more: 'Voir plus...',
    less: 'Voir moins...',
    rating: (note: number, scale: number) => `Note : ${frenchRating(note)} sur ${scale}`,
  },
  sectionHeading: {
    anchor: 'Lien direct vers cette section',
  },
} as const;

import type { CardEntry } from '../tarifs';

/** The cards of /tarifs for the corporate service, in their order on the page. */
export const corporateCards: CardEntry[] = [
  [
    'portrait-corporate',
    'Portrait corporate',
    'Une image professionnelle soignée pour vous et vos équipes.',
    'Femme en veste claire souriant dans un bureau lumineux',
  ],
  [
    'photo-cv',
    'Photo CV',
    'Un portrait sobre et avenant pour vos candidatures.',
    'Jeune homme en chemise sur fond neutre',
  ],
  [
    'photo-linkedin',
    'Photo LinkedIn',
    'La photo de profil qui inspire confiance dès le premier clic.',
    'Portrait professionnel cadré épaules',
  ],
  [
    'equipe',
    "Portraits d'équipe",
    'Un rendu homogène pour toute votre équipe, dans vos locaux.',
    'Équipe de cinq personnes devant une façade vitrée',
  ],
  [
    'trombinoscope',
    "Trombinoscope d'entreprise",
    'Tous vos collaborateurs avec le même cadrage et la même lumière.',
    'Grille de portraits professionnels harmonisés',
  ],
  [
    'dirigeant',
    'Portrait de dirigeant',
    'Une image forte pour votre communication et la presse.',
    'Dirigeant debout devant une baie vitrée',
  ],
  [
    'independant',
    'Portrait de profession libérale',
    'Avocat, thérapeute, architecte : montrez qui vous êtes.',
    'Thérapeute assise dans son cabinet',
  ],
  [
    'site-internet',
    'Photos pour votre site internet',
    'Des portraits cohérents avec votre image de marque.',
    'Artisan souriant devant son atelier',
  ],
  [
    'studio-flash',
    'Portrait en studio au flash',
    'Une lumière de studio installée chez vous pour un rendu impeccable.',
    'Portrait au flash sur fond sombre',
  ],
];

import type { CardEntry } from '../tarifs';

/** The cards of /tarifs for the grossesse service, in their order on the page. */
export const grossesseCards: CardEntry[] = [
  [
    'grossesse-studio',
    'Séance grossesse en studio',
    'Une lumière douce pour sublimer votre ventre rond.',
    'Femme enceinte de profil sur fond crème',
  ],
  [
    'grossesse-exterieur',
    'Séance grossesse en extérieur',
    "Au bord de l'eau ou dans les vignes, idéalement au 7e ou 8e mois.",
    'Femme enceinte dans un champ de lavande',
  ],
  [
    'grossesse-domicile',
    'Séance grossesse à domicile',
    'Chez vous, dans votre cocon, sans vous déplacer.',
    "Future maman assise près d'une fenêtre",
  ],
  [
    'grossesse-couple',
    'Grossesse en couple',
    'Les futurs parents réunis autour du bébé à venir.',
    'Futur papa posant les mains sur le ventre de sa compagne',
  ],
  [
    'neuf-mois',
    'Séance 9 mois',
    "Neuf mois d'attente, une séance pour ne rien oublier.",
    'Mains en forme de cœur sur un ventre arrondi',
  ],
  [
    'nouveau-ne-studio',
    'Séance nouveau-né en studio',
    'Entre 5 et 15 jours après la naissance, au chaud et en douceur.',
    'Nouveau-né endormi dans une couverture en laine',
  ],
  [
    'nouveau-ne-domicile',
    'Séance nouveau-né à domicile',
    'Je viens chez vous, au rythme de bébé et de ses tétées.',
    'Petits pieds de nouveau-né dans les mains de ses parents',
  ],
  [
    'premiers-cris',
    'Séance 1er cris',
    'Les tout premiers jours de votre bébé, en famille.',
    'Grand frère embrassant le front du nouveau-né',
  ],
];

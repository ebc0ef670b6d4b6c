import type { PricesPageDocument, PricingAnchor, ServiceCardDocument } from '@lapm/contracts';
import { paths } from '@lapm/contracts';

type Entry = [key: string, title: string, description: string, alt: string];
type PricedService = 'solo' | 'duo' | 'famille' | 'grossesse' | 'hobby' | 'mariage' | 'corporate';

const targets: Record<PricedService, { path: string; anchor: PricingAnchor }> = {
  solo: { path: paths.solo, anchor: 'tarifs-portrait-solo' },
  duo: { path: paths.duo, anchor: 'tarifs-portrait-duo' },
  famille: { path: paths.family, anchor: 'tarifs-portrait-famille' },
  grossesse: { path: paths.pregnancy, anchor: 'tarifs-portrait-grossesse' },
  hobby: { path: paths.hobby, anchor: 'tarifs-portrait-hobby' },
  mariage: { path: paths.wedding, anchor: 'tarifs-portrait-mariage' },
  corporate: { path: paths.corporate, anchor: 'tarifs-portrait-corporate' },
};

/** Cards that lead to a page other than the service's own (newborn content has its own page). */
const pathOverrides: Record<string, string> = {
  'nouveau-ne-studio': paths.newborn,
  'nouveau-ne-domicile': paths.newborn,
  'premiers-cris': paths.newborn,
};

const entries: Record<PricedService, Entry[]> = {
  solo: [
    [
      'solo-exterieur',
      'Portrait solo en extérieur',
      'Une balade photo dans un lieu qui vous ressemble, en lumière naturelle.',
      'Jeune femme souriante dans une ruelle ensoleillée',
    ],
    [
      'solo-studio',
      'Portrait solo en studio',
      'Fond uni et lumière maîtrisée pour un portrait épuré.',
      'Portrait en studio sur fond gris clair',
    ],
    [
      'feel-good',
      'Séance Feel Good',
      'Un moment rien que pour vous, pour reprendre confiance en votre image.',
      'Femme riant, les cheveux dans le vent',
    ],
    [
      'profil-reseaux',
      'Photo de profil pour les réseaux',
      'Une photo naturelle et lumineuse pour vos profils personnels.',
      'Portrait lumineux cadré serré',
    ],
    [
      'book-artiste',
      'Book comédien ou artiste',
      'Des portraits variés pour vos candidatures et vos agences.',
      'Comédien en noir et blanc, regard caméra',
    ],
    [
      'portrait-ado',
      'Portrait ado et jeune adulte',
      'Une séance décontractée, à leur image, pour marquer un cap.',
      'Adolescent assis sur des marches en pierre',
    ],
    [
      'portrait-senior',
      'Portrait senior',
      'Des portraits pleins de caractère, avec bienveillance et sans artifice.',
      'Homme aux cheveux blancs souriant en extérieur',
    ],
    [
      'portrait-anniversaire',
      "Portrait d'anniversaire",
      'Fêtez une nouvelle année avec une séance qui vous ressemble.',
      'Femme tenant un bouquet de fleurs des champs',
    ],
    [
      'portrait-artistique',
      'Portrait artistique',
      "Jeux d'ombre et de lumière pour un portrait plus graphique.",
      'Visage éclairé par un rai de lumière',
    ],
  ],
  duo: [
    [
      'couple',
      'Portrait de couple',
      'Votre complicité en images, en studio ou en extérieur.',
      'Couple enlacé au coucher du soleil',
    ],
    [
      'toi-et-moi',
      'Séance Toi & Moi',
      'Une séance à deux, simple et spontanée, là où vous aimez vous promener.',
      'Couple marchant main dans la main sur la plage',
    ],
    [
      'fiancailles',
      'Séance fiançailles',
      'Célébrez votre engagement et préparez vos faire-part.',
      'Main de femme portant une bague de fiançailles',
    ],
    [
      'save-the-date',
      'Photos save the date',
      "L'image qui annoncera la date de votre mariage à vos proches.",
      'Couple tenant une ardoise avec une date',
    ],
    [
      'freres-soeurs',
      'Portrait frères et sœurs',
      "Deux caractères, une même histoire : la fratrie à l'honneur.",
      'Frère et sœur assis dos à dos en riant',
    ],
    [
      'parent-enfant',
      'Portrait parent et enfant',
      'Un duo mère-fille, père-fils ou grand-parent et petit-enfant.',
      'Mère et fille se regardant en souriant',
    ],
    [
      'duo-amies',
      'Séance entre amis',
      'Deux amis, deux complices, une séance pleine de rires.',
      'Deux amies riant sur un banc',
    ],
    [
      'anniversaire-rencontre',
      'Anniversaire de rencontre',
      'Un, dix ou trente ans ensemble : marquez le coup.',
      'Couple âgé dansant dans un jardin',
    ],
  ],
  famille: [
    [
      'famille-exterieur',
      'Séance famille en extérieur',
      'Parc, plage ou garrigue : votre famille en mouvement.',
      'Famille courant dans un champ au printemps',
    ],
    [
      'famille-studio',
      'Séance famille en studio',
      'Un portrait de famille soigné, au calme du studio.',
      'Famille de quatre personnes sur fond clair',
    ],
    [
      'bapteme',
      'Baptême',
      'La cérémonie et les retrouvailles, racontées avec discrétion.',
      'Bébé en robe blanche dans les bras de sa marraine',
    ],
    [
      'remise-diplome',
      'Remise de diplôme',
      'Gardez une belle trace de cette réussite, seul ou entre camarades.',
      "Étudiants lançant leur toque en l'air",
    ],
    [
      'bal-de-promo',
      'Bal de promo',
      'Des portraits élégants avant de rejoindre la fête.',
      'Jeunes en tenue de soirée devant un escalier',
    ],
    [
      'anniversaire',
      'Anniversaire',
      "Les 18 ans, les 50 ans ou les 80 ans : l'ambiance et les visages de la fête.",
      'Grand-mère soufflant ses bougies entourée de ses petits-enfants',
    ],
    [
      'cremaillere',
      'Pendaison de crémaillère',
      'Votre nouveau chez-vous et ceux qui le font vivre.',
      'Amis trinquant dans un salon baigné de lumière',
    ],
    [
      'entre-amis',
      'Portrait entre amis',
      'Une bande, une histoire commune, une séance pour la raconter.',
      "Groupe d'amis assis sur un muret en bord de mer",
    ],
    [
      'generations',
      'Portrait trois générations',
      'Grands-parents, parents et enfants réunis sur une même image.',
      'Trois générations de femmes se tenant la main',
    ],
  ],
  grossesse: [
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
  ],
  hobby: [
    [
      'passion',
      'Portrait passion',
      "Votre passion au cœur de l'image, là où vous la vivez.",
      'Céramiste modelant un bol sur son tour',
    ],
    [
      'sportif',
      'Portrait de sportif',
      "Le geste, l'effort et la concentration, figés au flash.",
      'Rugbyman en pleine course, balle en main',
    ],
    [
      'club-sportif',
      'Photos de club sportif',
      'Portraits individuels et photos en action pour votre club.',
      'Équipe de handball réunie au centre du terrain',
    ],
    [
      'animal',
      'Portrait avec votre animal',
      'Chien, chat ou cheval : votre compagnon a aussi droit à sa séance.',
      "Chien assis dans l'herbe, regard vers son maître",
    ],
    [
      'cavalier',
      'Portrait cavalier et cheval',
      'La complicité entre vous et votre cheval, en Camargue ou au club.',
      'Cavalière et cheval blanc dans les marais',
    ],
    [
      'musicien',
      'Portrait de musicien',
      'Pour votre pochette, votre affiche ou simplement pour vous.',
      'Guitariste jouant dans une salle de répétition',
    ],
    [
      'danse',
      'Séance danse',
      'Le mouvement et la grâce, en studio ou en extérieur.',
      'Danseuse en plein saut sur un quai',
    ],
    [
      'passions-lives',
      'Passions Lives',
      'Sport, loisirs créatifs, collection : racontez ce qui vous anime.',
      'Photographe amateur réglant son appareil argentique',
    ],
  ],
  mariage: [
    [
      'reportage-mariage',
      'Reportage de mariage',
      'Votre journée racontée des préparatifs à la soirée.',
      'Mariés sortant de la mairie sous une pluie de pétales',
    ],
    [
      'preparatifs',
      'Préparatifs des mariés',
      "Les derniers boutons, l'émotion qui monte, les proches autour de vous.",
      'Témoin ajustant le voile de la mariée',
    ],
    [
      'ceremonie-laique',
      'Cérémonie laïque',
      'Les discours, les regards et les éclats de rire de vos proches.',
      'Cérémonie laïque en plein air sous un olivier',
    ],
    [
      'mariage-civil',
      'Mariage civil',
      "L'échange des consentements et la sortie de la mairie.",
      'Mariés signant le registre à la mairie',
    ],
    [
      'vin-honneur-soiree',
      "Vin d'honneur et soirée",
      'Les retrouvailles, le repas, la piste de danse.',
      'Invités dansant sous une guirlande lumineuse',
    ],
    [
      'couple-jour-j',
      'Photos de couple le jour J',
      'Un moment à deux, au calme, au milieu de la fête.',
      'Mariés enlacés dans une allée de platanes',
    ],
    [
      'avant-mariage',
      'Séance avant le mariage',
      "Une séance pour apprendre à oublier l'objectif avant le grand jour.",
      'Futurs mariés assis sur un ponton',
    ],
    [
      'lendemain',
      'Séance du lendemain',
      "Robe et costume une dernière fois, sans contrainte d'horaire.",
      'Mariée marchant pieds nus sur la plage',
    ],
    [
      'mariage-intime',
      'Mariage intime',
      'Quelques proches, une belle journée, des images pour toujours.',
      'Petite tablée de mariage dans un mas provençal',
    ],
  ],
  corporate: [
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
  ],
};

/** About sixty cards of /tarifs, each leading to its service page and price cards, on the site's images. */
export const prices: PricesPageDocument = {
  cards: Object.entries(entries).flatMap(([service, list]) => {
    const { path, anchor } = targets[service as PricedService];
    return list.map(
      ([key, title, description, alt]): ServiceCardDocument => ({
        key,
        title,
        description,
        path: pathOverrides[key] ?? path,
        anchor,
        alt,
        photoId: null,
      }),
    );
  }),
};

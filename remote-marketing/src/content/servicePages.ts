import { paths } from '@lapm/contracts';
import { mailtoHref } from '@lapm/ui';
import { galleries } from './galleries';
import { photo } from './images';
import { quoteMailLink } from './mailLinks';
import type { ServicePageContent } from './types';

const contactLink = { label: 'Me contacter', to: paths.contact };
const pricesLink = { label: 'Voir toutes les prestations', to: paths.prices };

export const corporatePage: ServicePageContent = {
  title: 'Portrait corporate',
  lead: "Votre photo est souvent le premier contact qu'un client, un recruteur ou un partenaire a avec vous. Je réalise des portraits professionnels sobres et chaleureux, pour les indépendants comme pour les équipes, en studio ou directement dans vos locaux, à Montpellier et dans toute la région.",
  hero: photo(
    'corporate/hero',
    "Portrait professionnel d'une dirigeante dans un bureau lumineux",
    'landscape',
  ),
  blocks: [
    {
      kind: 'text',
      heading: 'Pourquoi soigner votre image professionnelle ?',
      paragraphs: [
        'Sur un site internet, un profil LinkedIn ou une plaquette, une photo datée ou prise à la va-vite dessert votre message. Un portrait réussi inspire confiance, rend votre entreprise plus humaine et donne un visage à votre savoir-faire.',
        "Pour une équipe, c'est aussi une question de cohérence : même cadrage, même lumière, même esprit, quel que soit le service ou la date d'arrivée de chacun.",
      ],
    },
    {
      kind: 'text',
      heading: 'Un échange avant la séance',
      paragraphs: [
        "Avant de sortir l'appareil, nous prenons le temps d'en parler : l'usage des photos (site, réseaux sociaux, presse, rapport annuel), le style recherché, les tenues, le nombre de personnes et les contraintes de votre agenda. Vous savez exactement à quoi vous attendre, et le jour venu, tout le monde gagne du temps.",
      ],
    },
    {
      kind: 'text',
      heading: 'Dans vos locaux ou au studio',
      paragraphs: [
        "Pour un portrait individuel, le studio offre un cadre calme et une lumière maîtrisée. Pour une équipe, je me déplace avec mon matériel et j'installe un petit studio dans une salle de réunion ou l'espace de votre choix.",
        "La formule Classique travaille en lumière naturelle, sans flash. Les formules Flash et Signature ajoutent un éclairage de studio, pour un rendu net et régulier quelle que soit la pièce, et Signature comprend en plus une photo de toute l'équipe.",
      ],
    },
    {
      kind: 'gallery',
      heading: 'Portraits individuels',
      images: galleries.corporate.slice(0, 4),
    },
    {
      kind: 'text',
      heading: 'Un planning qui respecte votre activité',
      paragraphs: [
        "Je vous propose un déroulé précis, avec un créneau par personne : chacun ne quitte son poste que quelques minutes, et un retard ne bloque pas les suivants. La séance s'adapte à vos horaires, y compris tôt le matin ou à l'heure du déjeuner.",
      ],
    },
    {
      kind: 'text',
      heading: "Un rendu homogène pour toute l'équipe",
      paragraphs: [
        'Fond, cadrage, lumière et retouche suivent une même ligne pour tous les collaborateurs. Je conserve les réglages de votre séance : une nouvelle recrue pourra rejoindre votre trombinoscope sans fausse note.',
      ],
    },
    {
      kind: 'gallery',
      heading: 'Équipes et portraits sur site',
      images: galleries.corporate.slice(4),
    },
    {
      kind: 'text',
      heading: 'Une livraison rapide',
      paragraphs: [
        "Les photos retouchées sont livrées dans une galerie en ligne privée, prêtes pour le web comme pour l'impression, dans les 2 à 4 semaines qui suivent la séance. Une échéance serrée (salon, lancement, article de presse) ? Dites-le-moi dès notre premier échange et j'organise la retouche en conséquence.",
      ],
      links: [{ label: 'Demander un devis par e-mail', href: mailtoHref(quoteMailLink) }],
    },
  ],
  prices: {
    service: 'corporate',
    heading: 'Tarifs portrait corporate',
    intro:
      "La formule Confiance s'adresse aux particuliers (prix TTC). Les formules Classique, Flash et Signature s'adressent aux entreprises (prix HT, TVA de 20 % en sus), pour 5 personnes au plus ; au-delà, je vous établis un devis.",
  },
  reviews: { group: 'corporate', heading: "Ils m'ont confié leur image" },
};

export const soloPage: ServicePageContent = {
  title: 'Portrait solo',
  lead: "Une séance photo rien que pour vous : pour vous faire plaisir, marquer une étape, renouveler votre photo de profil ou simplement vous voir autrement. Je vous accompagne du premier message jusqu'à la livraison, en extérieur ou en studio.",
  hero: photo('solo/hero', 'Jeune femme souriante dans la lumière dorée de fin de journée', 'landscape'),
  blocks: [
    {
      kind: 'text',
      heading: 'Une séance à votre image',
      paragraphs: [
        "Nul besoin d'être « photogénique » pour réussir un portrait. La plupart des personnes que je photographie me confient, en arrivant, qu'elles n'aiment pas se voir en photo. Mon travail consiste justement à créer un moment détendu, où l'on oublie l'objectif et où votre personnalité peut apparaître.",
        "Nous choisissons ensemble l'ambiance : une balade dans les ruelles de l'Écusson, le bord de mer à Palavas, les vignes au coucher du soleil, ou le calme du studio et sa lumière travaillée.",
      ],
    },
    {
      kind: 'gallery',
      heading: 'En lumière naturelle',
      images: galleries.solo.slice(0, 4),
    },
    {
      kind: 'text',
      heading: 'Comment se passe la séance ?',
      paragraphs: [
        "Tout est pensé pour que vous vous sentiez à l'aise, du premier échange à la découverte de vos photos.",
      ],
      bullets: [
        'Avant : un échange par téléphone ou par e-mail pour définir vos envies, le lieu et les tenues.',
        'Pendant : de 45 minutes à 2 heures selon la formule, avec des indications simples pour vous guider, sans poses figées.',
        'Après : je sélectionne et retouche vos meilleures images, avec une retouche naturelle qui respecte vos traits.',
      ],
    },
    {
      kind: 'text',
      heading: 'Pour quelles occasions ?',
      paragraphs: [
        "Chacun a sa raison de passer devant l'objectif. Quelques-unes parmi les plus fréquentes :",
      ],
      bullets: [
        'reprendre confiance en soi et se réconcilier avec son image ;',
        'marquer un anniversaire, un nouveau départ, une étape de vie ;',
        'renouveler ses photos pour les réseaux sociaux ou un book artistique ;',
        "garder une trace de qui l'on est aujourd'hui.",
      ],
    },
    {
      kind: 'gallery',
      heading: 'Ambiances et caractères',
      images: galleries.solo.slice(4),
    },
    {
      kind: 'text',
      heading: 'Vos photos dans une galerie privée',
      paragraphs: [
        'Selon la formule choisie, vous recevez de 5 à 22 photos retouchées, réunies dans une galerie privée protégée par un mot de passe. Vous les téléchargez en haute définition et les partagez avec qui vous voulez, en toute confidentialité.',
        'Une question avant de réserver ? Écrivez-moi ou appelez-moi, je vous réponds avec plaisir.',
      ],
      links: [contactLink],
    },
  ],
  prices: {
    service: 'solo',
    heading: 'Tarifs portrait solo',
    intro:
      'Trois formules, de la séance courte en extérieur à la séance complète en extérieur et en studio. Prix TTC.',
  },
  reviews: { group: 'solo', heading: "Ce qu'en disent mes clients" },
};

export const duoPage: ServicePageContent = {
  title: 'Portrait duo et couple',
  lead: 'En couple, entre sœurs, avec votre meilleur ami ou votre enfant : la séance duo met en lumière ce qui vous lie. En studio ou en extérieur, je saisis les regards, les gestes et les rires qui vous ressemblent.',
  hero: photo('duo/hero', 'Couple enlacé face à la mer au coucher du soleil', 'landscape'),
  blocks: [
    {
      kind: 'text',
      heading: 'Studio ou extérieur, à vous de choisir',
      paragraphs: [
        "Le studio offre un cadre intime et une lumière maîtrisée, idéal pour des portraits élégants et intemporels. L'extérieur apporte du mouvement et de la couleur : plage de l'Espiguette, bords du Lez, ruelles du centre historique ou vignes de l'arrière-pays.",
        'La formule Confort vous laisse choisir entre les deux ; avec la formule Premium, vous profitez des deux au cours de la même séance.',
      ],
    },
    {
      kind: 'text',
      heading: 'Toutes les complicités',
      paragraphs: ["Une séance duo n'est pas réservée aux amoureux :"],
      bullets: [
        'les couples, pour un anniversaire de rencontre ou simplement pour le plaisir ;',
        'les fiancés, pour une séance save the date ou des photos de faire-part ;',
        'les frères et sœurs, les meilleurs amis ;',
        'un parent et son enfant, un grand-parent et son petit-enfant.',
      ],
    },
    { kind: 'gallery', heading: 'Quelques duos', images: galleries.duo },
    {
      kind: 'text',
      heading: 'Vos images dans une galerie privée',
      paragraphs: [
        'Selon la formule, vous recevez de 5 à 22 images retouchées, réunies dans une galerie privée en ligne à télécharger et à partager avec vos proches.',
      ],
      links: [contactLink],
    },
  ],
  prices: {
    service: 'duo',
    heading: 'Tarifs portrait duo',
    intro: 'Pour deux personnes, en extérieur, en studio ou les deux. Prix TTC.',
  },
  reviews: { group: 'duo', heading: "Ils sont passés à deux devant l'objectif" },
};

export const familyPage: ServicePageContent = {
  title: 'Portrait famille et amis',
  lead: "Les grandes étapes de la vie méritent d'être racontées. Baptême, remise de diplôme, bal de promo, anniversaire ou installation dans une nouvelle maison : je photographie vos moments en famille ou entre amis, avec naturel et bonne humeur.",
  hero: photo('famille/hero', 'Famille riant ensemble sur une plage au soleil couchant', 'landscape'),
  blocks: [
    {
      kind: 'text',
      heading: 'Les grands moments de la vie',
      paragraphs: [
        "Certains jours ne reviennent pas. Je me glisse parmi vous pour saisir l'ambiance, les retrouvailles et les émotions, puis je vous réunis le temps de quelques photos de groupe, sans que personne ne s'ennuie.",
      ],
      bullets: [
        'un baptême, de la cérémonie au repas ;',
        'une remise de diplôme, seul ou entre camarades de promotion ;',
        'un bal de promo, pour des portraits élégants avant la fête ;',
        'un anniversaire, des 18 ans aux 80 ans ;',
        'un déménagement ou une pendaison de crémaillère, pour dire au revoir à une maison ou en inaugurer une autre.',
      ],
    },
    { kind: 'gallery', heading: 'Moments partagés', images: galleries.famille },
    {
      kind: 'text',
      heading: 'Autour de Montpellier, et au-delà',
      paragraphs: [
        "Je me déplace à Montpellier et dans toute la métropole (Lattes, Castelnau-le-Lez, Pérols, Saint-Jean-de-Védas, Juvignac, Grabels…), sur le littoral de Palavas-les-Flots à Sète, et jusqu'à Lunel, Nîmes ou Béziers. Chez vous, dans un parc, sur la plage ou au studio : le lieu se choisit ensemble.",
      ],
    },
    {
      kind: 'text',
      heading: 'Votre sélection dans une galerie privée',
      paragraphs: [
        'Après la séance, je sélectionne et retouche de 5 à 15 photos selon la formule, réunies dans une galerie privée en ligne. Chacun peut y retrouver ses images et les télécharger.',
      ],
      links: [contactLink],
    },
  ],
  prices: {
    service: 'famille',
    heading: 'Tarifs portrait famille et amis',
    intro: 'Post-traitement et galerie en ligne inclus dans chaque formule. Prix TTC.',
  },
  reviews: { group: 'famille', heading: 'Des familles et des amis heureux' },
};

export const pregnancyPage: ServicePageContent = {
  title: 'Séance grossesse et nouveau-né',
  lead: "Attendre un enfant, puis l'accueillir : deux périodes suspendues qui passent si vite. Je vous propose des séances douces et sans contrainte, au studio, en extérieur ou chez vous, pour garder une trace des premières pages de votre histoire.",
  hero: photo('grossesse/hero', 'Future maman de profil, les mains posées sur son ventre', 'landscape'),
  blocks: [
    {
      kind: 'text',
      heading: 'La séance grossesse, idéalement au 7e ou au 8e mois',
      paragraphs: [
        "C'est le moment où le ventre est joliment arrondi, tout en vous laissant assez d'énergie pour profiter de la séance. Seule, en couple ou avec les aînés, nous prenons notre temps et faisons autant de pauses que nécessaire.",
        'Pensez à réserver dès le 5e ou le 6e mois pour retenir la date qui vous convient.',
      ],
    },
    {
      kind: 'text',
      heading: 'La séance nouveau-né, entre 5 et 15 jours après la naissance',
      paragraphs: [
        "Pendant ses deux premières semaines, bébé dort beaucoup et se laisse installer facilement : c'est le moment idéal pour les photos de peau à peau, de petites mains et de petits pieds. La séance suit son rythme : tétées, câlins et changes font partie du programme.",
        'Les poses restent naturelles et sûres : je ne force jamais une position, et un parent reste toujours à portée de main.',
      ],
    },
    { kind: 'gallery', heading: 'Neuf mois et premiers jours', images: galleries.grossesse },
    {
      kind: 'text',
      heading: 'Au studio, en extérieur ou à la maison',
      paragraphs: [
        "Le studio est chauffé et équipé pour accueillir les tout-petits. L'extérieur offre de belles lumières pour les séances grossesse, dans les vignes, au bord de l'eau ou dans les champs de lavande. Et si vous préférez ne pas vous déplacer avec un nouveau-né, je viens chez vous avec tout le matériel nécessaire.",
      ],
      links: [contactLink],
    },
  ],
  prices: {
    service: 'grossesse',
    heading: 'Tarifs grossesse et nouveau-né',
    intro: 'Les mêmes formules pour la séance grossesse et pour la séance nouveau-né. Prix TTC.',
  },
  reviews: { group: 'grossesse', heading: 'Les mots des jeunes parents' },
};

/** The newborn page shows the pregnancy content (spec section 2), under its own title. */
export const newbornPage: ServicePageContent = {
  ...pregnancyPage,
  title: 'Séance nouveau-né et grossesse',
};

export const hobbyPage: ServicePageContent = {
  title: 'Portrait hobby',
  lead: 'Votre passion vous définit autant que votre visage. Sport, musique, danse, artisanat ou compagnon à quatre pattes : je réalise des portraits qui racontent ce qui vous fait vibrer, là où vous le vivez.',
  hero: photo('hobby/hero', 'Cavalière et son cheval dans la lumière du matin', 'landscape'),
  blocks: [
    {
      kind: 'text',
      heading: 'Passion, sport et animaux',
      paragraphs: ["Chaque passion a son terrain de jeu, et c'est là que les plus belles images se font :"],
      bullets: [
        "le sport : l'effort, le geste et la concentration, en compétition ou à l'entraînement ;",
        'les passions : musique, danse, artisanat, collection, tout ce qui vous anime ;',
        'les animaux : chien, chat ou cheval, photographiés avec patience et douceur.',
      ],
    },
    {
      kind: 'text',
      heading: 'Sur le terrain, avec ou sans flash',
      paragraphs: [
        "La formule Essentiel se déroule en extérieur, en lumière naturelle. Les formules Confort et Premium ajoutent le flash, pour figer le mouvement d'un sportif ou sculpter la lumière dans un atelier sombre.",
      ],
    },
    { kind: 'gallery', heading: 'Passions en images', images: galleries.hobby },
    {
      kind: 'text',
      heading: 'Vos photos dans une galerie privée',
      paragraphs: [
        'Vous recevez de 6 à 18 photos retouchées, réunies dans une galerie privée en ligne, à télécharger et à partager avec votre club, votre public ou vos proches.',
      ],
      links: [contactLink],
    },
  ],
  prices: {
    service: 'hobby',
    heading: 'Tarifs portrait hobby',
    intro: 'En extérieur, avec ou sans flash selon la formule. Prix TTC.',
  },
  reviews: { group: 'hobby', heading: 'Ils ont partagé leur passion' },
};

export const weddingPage: ServicePageContent = {
  title: 'Photographe de mariage',
  lead: "Votre mariage ne se rejoue pas. Je le photographie comme un reportage : discrètement, sans vous diriger plus que nécessaire, pour que vos images racontent la journée telle que vous l'avez vécue, avec ses émotions, ses imprévus et ses éclats de rire.",
  hero: photo('mariage/hero', 'Mariés sortant de la cérémonie sous une pluie de pétales', 'landscape'),
  blocks: [
    {
      kind: 'text',
      heading: 'Un reportage, pas une série de poses',
      paragraphs: [
        "Je me fonds parmi vos invités pour saisir les instants vrais : le regard de votre père, les mains qui tremblent pendant l'échange des alliances, les enfants qui courent entre les tables. Quelques photos de groupe et un moment à deux avec vous complètent le récit, sans accaparer votre journée.",
      ],
    },
    {
      kind: 'text',
      heading: 'Toute la journée, des préparatifs à la soirée',
      paragraphs: ['Chaque formule couvre les grands moments de votre mariage :'],
      bullets: [
        'les préparatifs des mariés ;',
        'les photos de couple ;',
        'la cérémonie, civile, religieuse ou laïque ;',
        "le vin d'honneur et le repas ;",
        "la soirée, jusqu'à 23h avec la formule Essentiel et jusqu'à 2h avec les formules Confort et Premium.",
      ],
    },
    {
      kind: 'text',
      heading: 'Avant et après le grand jour',
      paragraphs: [
        "Avec la formule Premium, une séance avant le mariage vous permet d'apprivoiser l'objectif et de faire connaissance : le jour J, vous êtes détendus. La séance du lendemain vous offre des images en tenue, sans contrainte d'horaire, à la plage ou dans les vignes.",
      ],
    },
    { kind: 'gallery', heading: "Le récit d'une journée", images: galleries.mariage },
    {
      kind: 'text',
      heading: 'Préparer votre journée ensemble',
      paragraphs: [
        "Quelques semaines avant le mariage, nous nous retrouvons, de visu ou par téléphone, pour caler le déroulé, repérer les lieux et noter les personnes et les moments à ne pas manquer. Le jour venu, vous n'avez plus à y penser.",
        'De 90 à 600 photos retouchées selon la formule vous attendent ensuite dans une galerie en ligne privée, à partager avec vos invités, 2 à 4 semaines après le mariage.',
      ],
      links: [{ label: 'Vérifier la disponibilité de ma date', to: paths.contact }, pricesLink],
    },
  ],
  prices: {
    service: 'mariage',
    heading: 'Tarifs mariage',
    intro: 'Post-traitement et galerie en ligne inclus dans chaque formule. Prix TTC.',
  },
  reviews: { group: 'mariage', heading: 'Ils se sont dit oui' },
};

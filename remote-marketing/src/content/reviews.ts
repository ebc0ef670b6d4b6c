import type { Review } from '@lapm/contracts';

/** Services that show a reviews block; the newborn page shares the pregnancy reviews. */
export type ReviewGroup =
  | 'corporate'
  | 'lifestyle'
  | 'mariage'
  | 'solo'
  | 'duo'
  | 'famille'
  | 'grossesse'
  | 'hobby';

/**
 * Customer reviews, grouped by service, dated DD/MM/YYYY as shown on the cards. The order
 * here does not matter: pages show them newest first.
 */
export const reviewsByService: Record<ReviewGroup, Review[]> = {
  corporate: [
    {
      id: 'corporate-1',
      nom: 'Julien R.',
      note: 5,
      date: '14/03/2025',
      commentaire:
        "Séance portrait pour toute l'équipe de notre agence, directement dans nos locaux. Laure-Anne a su mettre à l'aise même les plus réticents, et le rendu est homogène : exactement ce qu'il nous fallait pour le site.",
    },
    {
      id: 'corporate-2',
      nom: 'Sophie M.',
      note: 5,
      date: '22/01/2025',
      commentaire:
        'Photo LinkedIn faite en studio en une demi-heure, photos reçues très vite. Je recommande !',
    },
    {
      id: 'corporate-3',
      nom: 'Cabinet Aubert & Fils',
      note: 4,
      date: '08/10/2024',
      commentaire:
        'Très bon échange en amont pour définir le style des portraits de nos associés. Installation du flash rapide, aucune perte de temps pour nos équipes. Livraison en moins de deux semaines.',
    },
    {
      id: 'corporate-4',
      nom: 'Nadia K.',
      note: 5,
      date: '19/06/2024',
      commentaire:
        "J'avais besoin d'un portrait pour mon activité de consultante. Conseils précieux sur la tenue et la posture, résultat naturel et professionnel.",
    },
  ],
  lifestyle: [
    {
      id: 'lifestyle-1',
      nom: 'Camille D.',
      note: 5,
      date: '03/05/2025',
      commentaire:
        "Une séance « Feel Good » offerte par mes amies pour mes 30 ans. Je ne me trouvais jamais photogénique… j'ai changé d'avis ! Merci pour la bienveillance et la bonne humeur.",
    },
    {
      id: 'lifestyle-2',
      nom: 'Lucas et Inès',
      note: 5,
      date: '12/09/2024',
      commentaire: 'Séance « Toi & Moi » au coucher du soleil à Palavas : des photos pleines de vie.',
    },
    {
      id: 'lifestyle-3',
      nom: 'Marion T.',
      note: 4,
      date: '27/04/2024',
      commentaire:
        "On a tout fait chez nous, avec les enfants et le chien, dans un joyeux désordre. Les photos racontent vraiment notre quotidien, c'est ce que je voulais.",
    },
  ],
  mariage: [
    {
      id: 'mariage-1',
      nom: 'Émilie et Thomas',
      note: 5,
      date: '02/07/2025',
      commentaire:
        "Laure-Anne a suivi notre mariage des préparatifs jusqu'au bout de la nuit, sans jamais se faire remarquer. En découvrant la galerie, nous avons revécu chaque moment, y compris ceux que nous n'avions pas vus. Merci infiniment.",
    },
    {
      id: 'mariage-2',
      nom: 'Sarah B.',
      note: 5,
      date: '15/10/2024',
      commentaire:
        "Discrète, réactive, et un vrai sens de l'émotion. Les photos du vin d'honneur sont nos préférées.",
    },
    {
      id: 'mariage-3',
      nom: 'Karim et Léa',
      note: 5,
      date: '21/06/2025',
      commentaire:
        "La séance avant le mariage nous a permis de nous habituer à l'objectif : le jour J, nous étions détendus. Le reportage est magnifique, très naturel, et la galerie en ligne a ravi toute la famille.",
    },
    {
      id: 'mariage-4',
      nom: 'Pauline G.',
      note: 4,
      date: '30/09/2023',
      commentaire:
        'Très belles photos de notre mariage à Sommières. Il a fallu patienter un peu plus de trois semaines pour la galerie, mais le résultat en valait la peine.',
    },
    {
      id: 'mariage-5',
      nom: 'Anthony V.',
      note: 5,
      date: '08/06/2024',
      commentaire: 'Un reportage vivant, plein de spontanéité. Nos invités nous en parlent encore !',
    },
  ],
  solo: [
    {
      id: 'solo-1',
      nom: 'Chloé L.',
      note: 5,
      date: '11/04/2025',
      commentaire:
        "Première séance photo de ma vie et j'appréhendais beaucoup. Laure-Anne m'a guidée avec douceur, on a ri du début à la fin. Je me reconnais enfin sur des photos, et je les trouve belles !",
    },
    {
      id: 'solo-2',
      nom: 'Hugo P.',
      note: 5,
      date: '05/11/2024',
      commentaire:
        'Portraits en studio pour mon book de comédien. Lumière maîtrisée, direction précise, bravo.',
    },
    {
      id: 'solo-3',
      nom: 'Agathe F.',
      note: 4,
      date: '18/05/2024',
      commentaire:
        "Séance en extérieur dans les ruelles de l'Écusson. Belles propositions de lieux, photos livrées dans une galerie privée très pratique pour tout télécharger.",
    },
    {
      id: 'solo-4',
      nom: 'Mélanie R.',
      note: 5,
      date: '02/12/2023',
      commentaire: 'Un moment rien que pour moi, et des photos que je regarde avec plaisir. Merci !',
    },
  ],
  duo: [
    {
      id: 'duo-1',
      nom: 'Clara et Maxime',
      note: 5,
      date: '14/02/2025',
      commentaire:
        "Séance couple sur la plage de l'Espiguette pour nos dix ans. Nous ne savions pas quoi faire de nos mains, Laure-Anne nous a donné juste ce qu'il fallait d'indications pour que tout paraisse naturel.",
    },
    {
      id: 'duo-2',
      nom: 'Jeanne et Rose',
      note: 5,
      date: '24/08/2024',
      commentaire: 'Une séance entre sœurs pleine de complicité. Les photos sont superbes.',
    },
    {
      id: 'duo-3',
      nom: 'Antoine S.',
      note: 4,
      date: '09/03/2024',
      commentaire:
        'Séance studio avec mon fils pour la fête des mères. Très bon accueil, patience à toute épreuve avec un enfant de quatre ans, photos réussies.',
    },
    {
      id: 'duo-4',
      nom: 'Laura et Yanis',
      note: 5,
      date: '01/06/2025',
      commentaire:
        'Nos photos de fiançailles ont servi pour nos faire-part : tout le monde nous demande le nom de la photographe. On reviendra pour le mariage !',
    },
  ],
  famille: [
    {
      id: 'famille-1',
      nom: 'Famille Moreau',
      note: 5,
      date: '25/05/2025',
      commentaire:
        'Trois générations réunies pour les 80 ans de notre grand-mère. Laure-Anne a capté les regards, les fous rires et même quelques larmes. Un souvenir précieux pour toute la famille.',
    },
    {
      id: 'famille-2',
      nom: 'Cécile A.',
      note: 5,
      date: '06/07/2024',
      commentaire:
        'Photos du baptême de notre fille : discrète pendant la cérémonie, efficace pour les photos de groupe.',
    },
    {
      id: 'famille-3',
      nom: 'Romain et ses amis',
      note: 4,
      date: '29/06/2024',
      commentaire:
        'Séance entre amis pour fêter nos diplômes, au parc du Peyrou. Ambiance géniale, photos dynamiques.',
    },
    {
      id: 'famille-4',
      nom: 'Isabelle N.',
      note: 5,
      date: '11/11/2023',
      commentaire:
        'Nous avons voulu garder une trace de notre ancienne maison avant le déménagement. Une idée un peu folle, et pourtant ces photos de famille sont parmi nos plus belles.',
    },
  ],
  grossesse: [
    {
      id: 'grossesse-1',
      nom: 'Manon C.',
      note: 5,
      date: '30/03/2025',
      commentaire:
        "Séance grossesse à la fin du 7e mois, puis séance nouveau-né dix jours après la naissance de Jules. Tout a été fait à la maison, au rythme du bébé. Des images d'une grande douceur.",
    },
    {
      id: 'grossesse-2',
      nom: 'Aurélie et Benoît',
      note: 5,
      date: '13/12/2024',
      commentaire: 'Merci pour cette séance en studio, vous avez sublimé mon ventre rond.',
    },
    {
      id: 'grossesse-3',
      nom: 'Fanny G.',
      note: 5,
      date: '08/01/2025',
      commentaire:
        'Notre petite Lina avait 8 jours. Laure-Anne a pris tout son temps, entre deux tétées, avec des gestes sûrs et rassurants. Nous sommes ravis de la galerie.',
    },
    {
      id: 'grossesse-4',
      nom: 'Océane D.',
      note: 4,
      date: '04/05/2024',
      commentaire: 'Très jolie séance en extérieur au bord du Lez, à refaire pour le prochain !',
    },
    {
      id: 'grossesse-5',
      nom: 'Sandrine V.',
      note: 5,
      date: '21/10/2023',
      commentaire:
        'Séance nouveau-né à domicile : aucun stress, tout était prévu, même les accessoires. Les photos de nos mains autour de ses petits pieds nous émeuvent à chaque fois.',
    },
  ],
  hobby: [
    {
      id: 'hobby-1',
      nom: 'Thibault M.',
      note: 5,
      date: '19/04/2025',
      commentaire:
        "Photos de notre club de rugby à l'entraînement. Le flash fige l'action comme jamais, les joueurs ont adoré se découvrir en pleine course.",
    },
    {
      id: 'hobby-2',
      nom: 'Elsa R.',
      note: 5,
      date: '28/09/2024',
      commentaire:
        'Une séance avec ma jument Orphée, en Camargue. Patience et beaucoup de douceur avec elle.',
    },
    {
      id: 'hobby-3',
      nom: 'Nicolas B.',
      note: 4,
      date: '17/02/2024',
      commentaire:
        'Portraits de mon atelier de luthier et de mes guitares. Belle lecture de la lumière, des photos qui donnent envie de pousser la porte.',
    },
  ],
};

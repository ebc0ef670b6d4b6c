import type { LifestylePageDocument } from '@lapm/contracts';

/** The LifeStyle page's words and reviews, as first published (its photos and links stay in the remote). */
export const lifestyle: LifestylePageDocument = {
  title: 'Portrait lifestyle',
  lead: "Le lifestyle, c'est la photo de vie : des images spontanées, prises dans vos lieux et à votre rythme, loin des poses figées. Seul, à deux, en famille, en attendant bébé ou avec votre passion, il y a un format pour chaque histoire.",
  formatsHeading: 'Six formats, six histoires',
  formats: [
    {
      id: 'feel-good',
      name: 'Feel Good',
      audience: 'Solo',
      paragraphs: [
        "Une séance pour vous, et seulement pour vous. On marche, on discute, on rit : les photos viennent d'elles-mêmes. Le but n'est pas de vous transformer, mais de vous montrer tel que vos proches vous voient.",
      ],
    },
    {
      id: 'toi-et-moi',
      name: 'Toi & Moi',
      audience: 'Duo',
      paragraphs: [
        "Une parenthèse à deux, en couple, entre amis ou avec votre enfant. Une balade au bord de la mer ou au détour d'une ruelle, des regards complices et des fous rires que vous n'avez pas vus venir.",
      ],
    },
    {
      id: 'la-smala',
      name: 'La Smala',
      audience: 'Famille et amis',
      paragraphs: [
        "Toute la tribu réunie, chez vous, au parc ou sur la plage. Les enfants courent, les grands-parents sourient, le chien s'invite sur la photo : c'est exactement ce que l'on veut garder.",
      ],
    },
    {
      id: 'premier-cri',
      name: '1er cris',
      audience: 'Nouveau-né',
      paragraphs: [
        'Dans les 15 premiers jours, chez vous, pendant que bébé dort à poings fermés. Les petits doigts, le premier bâillement, les regards des parents : une séance douce, à son rythme.',
      ],
    },
    {
      id: 'neuf-mois',
      name: '9 mois',
      audience: 'Grossesse',
      paragraphs: [
        "Idéalement au 7e ou au 8e mois, quand le ventre s'arrondit joliment. Seule, en couple ou avec les aînés, une séance pour célébrer l'attente, en studio, à la maison ou en pleine nature.",
      ],
    },
    {
      id: 'passions-lives',
      name: 'Passions Lives',
      audience: 'Passions',
      paragraphs: [
        'Votre sport, votre instrument, votre atelier ou votre compagnon à quatre pattes : ce qui vous anime mérite ses propres images, prises sur le terrain.',
      ],
    },
  ],
  reviewsHeading: 'Ils ont vécu une séance lifestyle',
  /** Dated DD/MM/YYYY as shown on the cards; the page shows them newest first. */
  reviews: [
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
};

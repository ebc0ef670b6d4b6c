import { paths, type Review } from '@lapm/contracts';
import { serviceInfo } from './catalog';
import { type Photo, photo } from './images';

export interface LifestyleFormat {
  /** Anchor of the format's section on the page. */
  id: string;
  /** The format's name, as in the blog's lifestyle article. */
  name: string;
  /** Who it is for, shown above the name. */
  audience: string;
  paragraphs: string[];
  image: Photo;
  /** Answer of the format chooser that leads to this format. */
  choice: string;
  /** Page with the formulas and prices of this format. */
  pricesPath: string;
}

const pricesOf = (service: keyof typeof serviceInfo, path = serviceInfo[service].path) =>
  `${path}#${serviceInfo[service].anchor}`;

export const lifestylePage = {
  title: 'Portrait lifestyle',
  lead: "Le lifestyle, c'est la photo de vie : des images spontanées, prises dans vos lieux et à votre rythme, loin des poses figées. Seul, à deux, en famille, en attendant bébé ou avec votre passion, il y a un format pour chaque histoire.",
  hero: photo('lifestyle/hero', 'Famille jouant dans un salon baigné de lumière', 'landscape'),
  formatsHeading: 'Six formats, six histoires',
  chooser: {
    heading: 'Quel format choisir ?',
    legend: 'Vous venez…',
    result: "Le format qu'il vous faut",
    seeSection: 'Découvrir ce format',
    seePrices: 'Voir les formules et tarifs',
    contact: 'Me contacter pour ce format',
  },
  contactLabel: (format: string) => `Me contacter pour une séance ${format}`,
  newTabHint: '(ouvre votre messagerie dans un nouvel onglet)',
  formats: [
    {
      id: 'feel-good',
      name: 'Feel Good',
      audience: 'Solo',
      paragraphs: [
        "Une séance pour vous, et seulement pour vous. On marche, on discute, on rit : les photos viennent d'elles-mêmes. Le but n'est pas de vous transformer, mais de vous montrer tel que vos proches vous voient.",
      ],
      image: photo('lifestyle/feel-good', 'Femme riant, les cheveux dans le vent, sur une plage', 'portrait'),
      choice: 'seul ou seule',
      pricesPath: pricesOf('solo'),
    },
    {
      id: 'toi-et-moi',
      name: 'Toi & Moi',
      audience: 'Duo',
      paragraphs: [
        "Une parenthèse à deux, en couple, entre amis ou avec votre enfant. Une balade au bord de la mer ou au détour d'une ruelle, des regards complices et des fous rires que vous n'avez pas vus venir.",
      ],
      image: photo('lifestyle/toi-et-moi', 'Couple marchant main dans la main dans une ruelle', 'portrait'),
      choice: 'à deux',
      pricesPath: pricesOf('duo'),
    },
    {
      id: 'la-smala',
      name: 'La Smala',
      audience: 'Famille et amis',
      paragraphs: [
        "Toute la tribu réunie, chez vous, au parc ou sur la plage. Les enfants courent, les grands-parents sourient, le chien s'invite sur la photo : c'est exactement ce que l'on veut garder.",
      ],
      image: photo(
        'lifestyle/la-smala',
        "Famille nombreuse réunie autour d'une table en plein air",
        'portrait',
      ),
      choice: 'en famille ou entre amis',
      pricesPath: pricesOf('famille'),
    },
    {
      id: 'premier-cri',
      name: '1er cris',
      audience: 'Nouveau-né',
      paragraphs: [
        'Dans les 15 premiers jours, chez vous, pendant que bébé dort à poings fermés. Les petits doigts, le premier bâillement, les regards des parents : une séance douce, à son rythme.',
      ],
      image: photo('lifestyle/premier-cri', 'Nouveau-né endormi dans les bras de sa maman', 'portrait'),
      choice: 'avec un nouveau-né',
      pricesPath: pricesOf('grossesse', paths.newborn),
    },
    {
      id: 'neuf-mois',
      name: '9 mois',
      audience: 'Grossesse',
      paragraphs: [
        "Idéalement au 7e ou au 8e mois, quand le ventre s'arrondit joliment. Seule, en couple ou avec les aînés, une séance pour célébrer l'attente, en studio, à la maison ou en pleine nature.",
      ],
      image: photo('lifestyle/neuf-mois', 'Future maman dans un champ au coucher du soleil', 'portrait'),
      choice: 'en attendant bébé',
      pricesPath: pricesOf('grossesse'),
    },
    {
      id: 'passions-lives',
      name: 'Passions Lives',
      audience: 'Passions',
      paragraphs: [
        'Votre sport, votre instrument, votre atelier ou votre compagnon à quatre pattes : ce qui vous anime mérite ses propres images, prises sur le terrain.',
      ],
      image: photo('lifestyle/passions-lives', 'Musicien accordant sa guitare dans son atelier', 'portrait'),
      choice: 'avec votre passion',
      pricesPath: pricesOf('hobby'),
    },
  ] satisfies LifestyleFormat[],
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
  ] satisfies Review[],
};

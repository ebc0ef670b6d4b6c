import type { AboutPageDocument } from '@lapm/contracts';
import { studio } from '@lapm/contracts';

/** « Qui suis-je ? »: her biography, as first published. */

export const about: AboutPageDocument = {
  title: 'Qui suis-je ?',
  lead: `Je m'appelle ${studio.photographer}, photographe portraitiste et de mariage installée près de Montpellier. Derrière ${studio.name}, il y a une passion de longue date et une envie simple : vous offrir des images qui vous ressemblent.`,
  sections: [
    {
      heading: "Tout a commencé avec l'argentique",
      paragraphs: [
        "Mes premières photos, je les ai faites à l'argentique, avec des pellicules comptées et l'attente fébrile du développement. Cette école de la patience m'a appris à regarder avant de déclencher, à guetter la lumière et l'instant juste, plutôt qu'à multiplier les images.",
      ],
    },
    {
      heading: "Le retour par la photo d'immobilier",
      paragraphs: [
        "La vie m'a ensuite éloignée de l'appareil quelques années. J'y suis revenue par la photographie d'immobilier : des appartements, des maisons, des lieux à mettre en valeur. Un exercice exigeant, qui m'a donné le goût des lignes droites, des compositions soignées et de la lumière maîtrisée.",
      ],
    },
    {
      heading: "Sept ans de pratique et l'apprentissage du flash",
      paragraphs: [
        "Voilà maintenant environ sept ans que je photographie régulièrement. Pour aller plus loin, je me suis formée à l'éclairage au flash, en studio comme en extérieur : c'est ce qui me permet aujourd'hui de travailler par tous les temps, dans une salle de réunion sans fenêtre comme en fin de soirée de mariage.",
      ],
    },
    {
      heading: "Aujourd'hui : le portrait et le mariage",
      paragraphs: [
        "Je me consacre désormais aux portraits, seul, à deux, en famille, en attendant bébé, avec votre passion ou pour votre entreprise, et aux mariages, que je photographie comme un reportage. Ce qui me plaît par-dessus tout, c'est de voir quelqu'un qui disait « ne pas aimer être pris en photo » se reconnaître enfin, et se trouver beau.",
      ],
    },
  ],
};

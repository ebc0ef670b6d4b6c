import { photo } from './images';

export const homeImages = {
  hero: photo(
    'accueil/hero',
    'Mariés enlacés au coucher du soleil dans les vignes près de Montpellier',
    'landscape',
  ),
  corporate: photo(
    'accueil/corporate',
    "Portrait professionnel d'un dirigeant souriant dans ses bureaux",
    'landscape',
  ),
  lifestyle: photo('accueil/lifestyle', 'Mère et enfant riant dans un champ de lavande', 'landscape'),
  wedding: photo('accueil/mariage', 'Échange des alliances pendant une cérémonie en plein air', 'landscape'),
};

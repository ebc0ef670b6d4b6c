/** The page's Google title and description as first published (« Référencement »). */
export const weddingSeo = {
  title: 'Photographe de mariage à Montpellier | LAPM Photographie',
  description:
    'Reportage de mariage naturel près de Montpellier, des préparatifs à la soirée : galerie en ligne, 90 à 600 photos retouchées, formules de 899 € à 1 899 €.',
};

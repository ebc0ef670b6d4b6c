/** The page's Google title and description as first published (« Référencement »). */
export const hobbySeo = {
  title: 'Portrait hobby : sport, passion, animaux | LAPM Photographie',
  description:
    'Des portraits qui racontent votre passion, sport, musique, danse ou animal, autour de Montpellier : 6 à 18 photos retouchées en galerie privée. Dès 159 €.',
};

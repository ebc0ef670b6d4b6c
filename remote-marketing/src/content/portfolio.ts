import { numberedPhotos, type Photo, type Shot } from './images';

const pool = (prefix: string, shots: Shot[]): Photo[] => numberedPhotos(`portfolio/${prefix}`, shots);

export interface PortfolioAlbum {
  id: string;
  title: string;
  description: string;
  /** How many photos of the pool are drawn at random on each visit (spec section 9). */
  shown: number;
  /** The demo photos, until the photographer places hers (`place`, docs/decisions/0011). */
  pool: Photo[];
  place: string;
}

const landscapes = pool('paysages', [
  ["Lever de soleil sur l'étang de Thau, parcs à huîtres en silhouette", 'landscape'],
  ['Cirque de Navacelles vu depuis le belvédère', 'landscape'],
  ['Flamants roses en vol au-dessus des marais de Camargue', 'landscape'],
  ['Brume matinale sur les vignes du Pic Saint-Loup', 'landscape'],
  ["Gorges de l'Hérault au pont du Diable", 'landscape'],
  ["Plage sauvage de l'Espiguette sous un ciel d'orage", 'landscape'],
  ['Lac du Salagou et ses terres rouges au crépuscule', 'landscape'],
  ['Oliviers centenaires dans la lumière du soir', 'portrait'],
  ["Chevaux camarguais galopant dans l'eau", 'landscape'],
  ['Falaises de Leucate battues par la tramontane', 'landscape'],
  ['Champ de lavande en fleur au pied des Cévennes', 'landscape'],
  ['Cascade de la Vis entre les rochers', 'portrait'],
  ['Garrigue en fleurs au printemps, thym et cistes', 'landscape'],
  ['Étang de Vic au coucher du soleil, reflets roses', 'landscape'],
  ['Mont Aigoual sous la neige', 'landscape'],
  ['Dunes et oyats sur la plage de Sète', 'landscape'],
  ["Salins d'Aigues-Mortes aux eaux rosées", 'landscape'],
  ['Pins parasols sur le littoral au petit matin', 'portrait'],
  ['Chaos rocheux de Mourèze', 'landscape'],
  ["Sentier des douaniers au cap d'Agde", 'landscape'],
  ["Coquelicots au bord d'un chemin de vigne", 'square'],
  ['Orage sur la plaine du Languedoc', 'landscape'],
]);

const street = pool('rue', [
  ['Musicien de rue sur la place de la Comédie', 'portrait'],
  ['Marché des Arceaux, étal de fruits et mains des vendeurs', 'landscape'],
  ['Passants sous la pluie, parapluies colorés', 'landscape'],
  ['Vieil homme lisant son journal en terrasse', 'portrait'],
  ["Enfants jouant au ballon dans une ruelle de l'Écusson", 'landscape'],
  ["Joueurs de pétanque à l'ombre des platanes", 'landscape'],
  ['Silhouette traversant un rayon de lumière dans une arcade', 'portrait'],
  ['Cycliste passant devant une devanture ancienne', 'landscape'],
  ['Fête de la musique, foule dansant le soir', 'landscape'],
  ['Pêcheurs réparant leurs filets sur le quai de Sète', 'landscape'],
  ['Joute nautique sur le canal royal de Sète', 'landscape'],
  ['Couple âgé se tenant la main sur un banc', 'portrait'],
  ["Reflet d'une passante dans une vitrine", 'portrait'],
  ['Tramway coloré dans la rue à la tombée de la nuit', 'landscape'],
  ['Vendeuse de fleurs au marché du Lez', 'square'],
]);

const urban = pool('urbain', [
  ['Façades du quartier Antigone, perspective symétrique', 'landscape'],
  ['Arc de triomphe du Peyrou en contre-plongée', 'portrait'],
  ['Hôtel de ville de Montpellier et ses reflets bleus', 'landscape'],
  ["Escalier en colimaçon d'un hôtel particulier", 'portrait'],
  ["L'Arbre Blanc et ses balcons en porte-à-faux", 'portrait'],
  ['Aqueduc Saint-Clément au soleil couchant', 'landscape'],
  ['Arènes de Nîmes, arches en enfilade', 'landscape'],
  ["Maison Carrée de Nîmes sous un ciel d'azur", 'landscape'],
  ['Pont du Gard vu depuis la rive', 'landscape'],
  ['Cathédrale Saint-Pierre et ses piliers massifs', 'portrait'],
  ['Ombres géométriques sur un parking en béton', 'square'],
  ['Passerelle piétonne au-dessus du Lez', 'landscape'],
  ["Cour intérieure d'un hôtel particulier de l'Écusson", 'portrait'],
  ["Remparts d'Aigues-Mortes à l'aube", 'landscape'],
  ['Cité de Carcassonne illuminée la nuit', 'landscape'],
  ['Façade moderne de la médiathèque, lignes et verre', 'portrait'],
  ['Phare de Sète au bout de la jetée', 'portrait'],
  ['Toits de tuiles et clocher vus depuis une terrasse', 'landscape'],
  ['Ruelle voûtée éclairée par une lanterne', 'portrait'],
  ['Gare Saint-Roch et son parvis au petit matin', 'landscape'],
  ['Escaliers monumentaux de la promenade du Peyrou', 'landscape'],
  ['Passage couvert et sa verrière', 'portrait'],
]);

const portraits = pool('portraits', [
  ['Jeune femme aux taches de rousseur, lumière de fenêtre', 'portrait'],
  ['Homme âgé au regard malicieux, noir et blanc', 'portrait'],
  ['Dirigeante en tailleur, fond gris uni', 'portrait'],
  ['Enfant soufflant sur un pissenlit', 'portrait'],
  ['Couple riant sous une couverture en plein air', 'landscape'],
  ['Danseuse en tutu dans une salle de répétition', 'portrait'],
  ['Jeune homme au bonnet sur les quais', 'portrait'],
  ['Femme enceinte en robe blanche dans les blés', 'portrait'],
  ['Nouveau-né endormi sur une peau de mouton', 'landscape'],
  ['Artisan boulanger les mains dans la farine', 'portrait'],
  ['Sœurs jumelles dos à dos', 'portrait'],
  ['Mariée riant aux éclats pendant les préparatifs', 'portrait'],
  ['Cavalier camarguais et son cheval', 'landscape'],
  ["Portrait corporate d'un ingénieur en chemise", 'portrait'],
  ["Grand-père et petit-fils pêchant au bord de l'eau", 'landscape'],
  ['Chanteuse au micro, éclairage rouge', 'portrait'],
  ['Adolescente aux cheveux au vent sur la plage', 'portrait'],
  ['Chef cuisinier dans sa cuisine', 'portrait'],
  ['Mère et son bébé peau contre peau', 'square'],
  ['Comédien au regard intense, éclairage latéral', 'portrait'],
  ['Famille assise sur un muret face à la mer', 'landscape'],
  ['Femme aux cheveux gris et lunettes rondes', 'portrait'],
  ['Rugbywoman en tenue, ballon sous le bras', 'portrait'],
  ["Mariés s'embrassant sous un voile", 'portrait'],
  ['Avocat dans une bibliothèque', 'portrait'],
  ['Petite fille déguisée en fée', 'portrait'],
  ['Amis trinquant en terrasse', 'landscape'],
  ['Violoniste en concert, contre-jour', 'portrait'],
  ['Jeune papa portant son bébé en écharpe', 'portrait'],
  ['Femme au chapeau de paille dans la lavande', 'portrait'],
  ['Potière concentrée sur son tour', 'landscape'],
  ['Équipe de startup en rang, sourires', 'landscape'],
  ['Homme tatoué, portrait en clair-obscur', 'portrait'],
  ['Couple de seniors dansant dans leur salon', 'landscape'],
  ['Étudiante en toge le jour de son diplôme', 'portrait'],
  ['Enfant et son chien dans un champ', 'landscape'],
]);

/** The portfolio's photo albums, in page order; the text block sits before the portraits. */
export const portfolioAlbums = {
  landscapes: {
    id: 'paysages-naturels',
    place: 'portfolio:paysages-naturels',
    title: 'Paysages naturels',
    description:
      'De la Camargue aux Cévennes, la lumière du Sud sur les étangs, les garrigues et les côtes de la Méditerranée.',
    shown: 15,
    pool: landscapes,
  },
  street: {
    id: 'photographie-de-rue',
    place: 'portfolio:photographie-de-rue',
    title: 'Photographie de rue',
    description: 'Des instants volés au quotidien, sur les marchés, les places et les quais de la région.',
    shown: 10,
    pool: street,
  },
  urban: {
    id: 'architecture-urbaine',
    place: 'portfolio:architecture-urbaine',
    title: 'Architecture urbaine',
    description:
      "Lignes, matières et perspectives : de l'Écusson à Antigone, des arènes de Nîmes aux remparts d'Aigues-Mortes.",
    shown: 15,
    pool: urban,
  },
  portraits: {
    id: 'portraits',
    place: 'portfolio:portraits',
    title: 'Portraits privés et professionnels',
    description:
      'Particuliers, familles, futurs parents, mariés, artistes ou entreprises : chaque visage raconte une histoire.',
    shown: 25,
    pool: portraits,
  },
} satisfies Record<string, PortfolioAlbum>;

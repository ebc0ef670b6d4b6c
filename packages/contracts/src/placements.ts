// Plain values only (no zod): the marketing remote reads them, and it ships without zod.

/**
 * Where the photographer places photos of her library on the public pages
 * (docs/decisions/0011): each place is a spot of one page, filled with an ordered selection of
 * published photos. An empty selection leaves the page's demo images until she makes the place
 * hers; from then on it shows her fallback photo, or the page leaves the spot out.
 */
import { paths } from './routes';

export interface Place {
  key: string;
  /** The pages that show it (the newborn page shows the pregnancy gallery): their server render reads it. */
  pages: readonly string[];
  /** How the admin screen names it. */
  label: string;
  /** The most photos it takes. */
  max: number;
}

const place = (key: string, pages: readonly string[], label: string, max: number): Place => ({
  key,
  pages,
  label,
  max,
});
const album = (id: string, title: string) =>
  place(`portfolio:${id}`, [paths.portfolio], `Portfolio — ${title}`, 60);
const service = (id: string, pages: readonly string[], label: string) =>
  place(`service:${id}`, pages, label, 24);
/** The large photo under a page's title. */
const hero = (id: string, pages: readonly string[], page: string) =>
  place(`hero:${id}`, pages, `${page} — photo d’en-tête`, 1);
const homeCard = (id: string, service: string) =>
  place(`home:${id}`, [paths.home], `Accueil — carte ${service}`, 1);
const lifestyleFormat = (id: string, name: string) =>
  place(`lifestyle:${id}`, [paths.lifestyle], `Portrait lifestyle — format ${name}`, 1);

export const places: readonly Place[] = [
  place('home:main', [paths.home], 'Accueil — photo principale', 1),
  album('paysages-naturels', 'Paysages naturels'),
  album('photographie-de-rue', 'Photographie de rue'),
  album('architecture-urbaine', 'Architecture urbaine'),
  album('portraits', 'Portraits privés et professionnels'),
  service('corporate-individuels', [paths.corporate], 'Portrait corporate — Portraits individuels'),
  service('corporate-equipes', [paths.corporate], 'Portrait corporate — Équipes et portraits sur site'),
  service('solo-lumiere-naturelle', [paths.solo], 'Portrait solo — En lumière naturelle'),
  service('solo-ambiances', [paths.solo], 'Portrait solo — Ambiances et caractères'),
  service('duo', [paths.duo], 'Portrait duo — Quelques duos'),
  service('famille-ami', [paths.family], 'Portrait famille et amis — Moments partagés'),
  service('hobby', [paths.hobby], 'Portrait hobby — Passions en images'),
  service(
    'grossesse',
    [paths.pregnancy, paths.newborn],
    'Portrait grossesse et nouveau-né — Neuf mois et premiers jours',
  ),
  service('mariage', [paths.wedding], 'Mariage — Le récit d’une journée'),
  homeCard('corporate', 'Portrait corporate'),
  homeCard('lifestyle', 'Portrait lifestyle'),
  homeCard('mariage', 'Mariage'),
  place('about:portrait', [paths.about], 'Qui suis-je — votre portrait', 1),
  hero('corporate', [paths.corporate], 'Portrait corporate'),
  hero('lifestyle', [paths.lifestyle], 'Portrait lifestyle'),
  hero('solo', [paths.solo], 'Portrait solo'),
  hero('duo', [paths.duo], 'Portrait duo'),
  hero('famille-ami', [paths.family], 'Portrait famille et amis'),
  hero('hobby', [paths.hobby], 'Portrait hobby'),
  hero('grossesse', [paths.pregnancy, paths.newborn], 'Portrait grossesse et nouveau-né'),
  hero('mariage', [paths.wedding], 'Mariage'),
  lifestyleFormat('feel-good', 'Feel Good'),
  lifestyleFormat('toi-et-moi', 'Toi & Moi'),
  lifestyleFormat('la-smala', 'La Smala'),
  lifestyleFormat('premier-cri', '1er cris'),
  lifestyleFormat('neuf-mois', '9 mois'),
  lifestyleFormat('passions-lives', 'Passions Lives'),
];

/** The place of the photo under `page`'s title, when she can choose it. */
export const heroPlaceOf = (page: string): string | undefined =>
  places.find((entry) => entry.key.startsWith('hero:') && entry.pages.includes(page))?.key;

export const placeOf = (key: string): Place | undefined => places.find((entry) => entry.key === key);

/** The pages some place belongs to: their server render reads the placements. */
export const placementPages: readonly string[] = [...new Set(places.flatMap((entry) => entry.pages))];

export const MAX_PLACED_PHOTOS = 60;

export const placementMessages = {
  unknownPlace: 'Cet emplacement n’existe pas.',
  duplicate: 'Une photo ne peut figurer qu’une fois dans une sélection.',
  tooMany: (max: number) => `Cet emplacement prend au plus ${max} photo${max > 1 ? 's' : ''}.`,
  notPlaceable:
    'Seules les photos publiées, avec leur description, peuvent être placées : publiez-la d’abord dans la photothèque.',
  saved: 'Sélection enregistrée : elle est en ligne.',
  draftSaved: 'Brouillon enregistré.',
  fallbackSaved: 'Photo de secours enregistrée.',
  fallbackCleared: 'Plus de photo de secours : l’emplacement vide sera retiré de la page.',
} as const;

// What a public page reads of its placed photos, apart from the list of places and the admin's
// messages above: the home page downloads those helpers alone.
export * from './placedPhotos';

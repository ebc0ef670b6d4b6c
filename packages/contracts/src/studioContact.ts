import { firstContactDetails } from './contactDetails';
import type { ContactDocument } from './siteContent';

export type Department = 'Hérault' | 'Gard' | 'Bouches-du-Rhône' | 'Aude';

/** The towns served, about fifty, from Montpellier to the Camargue and the Narbonne coast. */
export const townsServed: readonly { name: string; department: Department }[] = [
  ...[
    'Montpellier',
    'Lattes',
    'Pérols',
    'Palavas-les-Flots',
    'Mauguio',
    'Carnon',
    'Castelnau-le-Lez',
    'Le Crès',
    'Jacou',
    'Clapiers',
    'Montferrier-sur-Lez',
    'Prades-le-Lez',
    'Saint-Gély-du-Fesc',
    'Saint-Clément-de-Rivière',
    'Grabels',
    'Juvignac',
    'Saint-Jean-de-Védas',
    'Villeneuve-lès-Maguelone',
    'Fabrègues',
    'Pignan',
    'Teyran',
    'Vendargues',
    'Baillargues',
    'Saint-Aunès',
    'Lunel',
    'Saint-Mathieu-de-Tréviers',
    'Frontignan',
    'Sète',
    'Balaruc-les-Bains',
    'Mèze',
    'Agde',
    'Pézenas',
    'Béziers',
    'Gignac',
    "Clermont-l'Hérault",
    'Lodève',
    'Ganges',
  ].map((name) => ({ name, department: 'Hérault' as const })),
  ...['Nîmes', 'Aigues-Mortes', 'Le Grau-du-Roi', 'Vauvert', 'Sommières', 'Uzès', 'Beaucaire'].map(
    (name) => ({ name, department: 'Gard' as const }),
  ),
  ...['Arles', 'Saintes-Maries-de-la-Mer', 'Tarascon'].map((name) => ({
    name,
    department: 'Bouches-du-Rhône' as const,
  })),
  ...['Narbonne', 'Gruissan', 'Carcassonne'].map((name) => ({ name, department: 'Aude' as const })),
];

/**
 * Contact's details until she publishes her own in « Contenu du site » (docs/decisions/0018): the
 * footer, the structured data, the e-mails and the gallery pages read the published ones.
 */
export const defaultContact: ContactDocument = {
  ...firstContactDetails,
  areas: [...new Set(townsServed.map((town) => town.department))].map((department) => ({
    department,
    towns: townsServed.filter((town) => town.department === department).map((town) => town.name),
  })),
};

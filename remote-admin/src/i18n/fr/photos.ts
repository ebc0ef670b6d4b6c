import type { PhotoUse } from '@lapm/contracts';

const formatPercent = (value: number) => `${value.toLocaleString('fr-FR', { maximumFractionDigits: 1 })} %`;

export const photos = {
  title: 'Photos',
  addHeading: 'Ajouter des photos',
  dropZone: 'Déposez vos photos ici',
  dropHint: 'JPEG, PNG, WebP ou AVIF, jusqu’à 50 Mo chacune.',
  pick: 'Choisir des photos',
  uploadsLabel: 'Photos envoyées',
  progress: (name: string) => `Envoi de ${name}`,
  phase: {
    waiting: 'En attente d’envoi',
    uploading: (percent: number) => `Envoi : ${percent} %`,
    pending: 'En attente de traitement',
    processing: 'En cours de traitement',
    ready: 'Prête',
    failed: 'Échec',
  },
  retry: 'Réessayer',
  libraryHeading: 'Photothèque',
  searchLabel: 'Rechercher dans les descriptions',
  searchPlaceholder: 'Mots de la description ou nom du fichier',
  from: 'Envoyées depuis le',
  to: 'Jusqu’au',
  search: 'Rechercher',
  loading: 'Chargement des photos...',
  empty: 'Aucune photo pour l’instant.',
  noMatch: 'Aucune photo ne correspond à cette recherche.',
  count: (total: number) => `${total.toLocaleString('fr-FR')} photo${total > 1 ? 's' : ''}`,
  pagination: 'Pages de la photothèque',
  previous: 'Page précédente',
  next: 'Page suivante',
  pageOf: (page: number, pages: number) => `Page ${page} sur ${pages}`,
  uploadedOn: (day: string) => `Envoyée le ${day}`,
  alt: 'Description pour les personnes aveugles et les moteurs de recherche',
  altHint: 'Décrivez ce que montre la photo ; obligatoire avant la publication.',
  altSaved: 'Description enregistrée.',
  focalHeading: 'Point focal',
  focalHint:
    'Touchez le sujet sur la photo : chaque recadrage du site le garde en vue. Au clavier, les flèches le déplacent.',
  focalLabel: (x: number, y: number) =>
    `Point focal : ${formatPercent(x)} depuis la gauche, ${formatPercent(y)} depuis le haut`,
  focalSaved: 'Point focal enregistré.',
  usesHeading: 'Où elle paraît',
  unused: 'Utilisée nulle part sur le site.',
  use: (use: PhotoUse) =>
    use.kind === 'place'
      ? `Mise en page : ${use.title}`
      : use.kind === 'fallback'
        ? `Photo de secours : ${use.title}`
        : use.kind === 'cover'
          ? `Couverture de l’article « ${use.title} »`
          : `Dans le texte de l’article « ${use.title} »`,
  unpublishTitle: 'Retirer cette photo du site',
  unpublishQuestion: (name: string) =>
    `« ${name} » est utilisée sur le site. Une fois retirée, ces emplacements montrent leur photo de secours (ou rien) et les articles ne la montrent plus :`,
  picker: {
    searchLabel: 'Rechercher une photo',
    searchPlaceholder: 'Mots de la description',
    search: 'Rechercher',
    loading: 'Chargement des photos...',
    none: 'Aucune photo publiée ne correspond : publiez-en depuis la page Photos.',
    choose: (alt: string) => `Choisir « ${alt} »`,
    chosen: (alt: string) => `« ${alt} », déjà choisie`,
    previous: 'Photos précédentes',
    next: 'Photos suivantes',
    pageOf: (page: number, pages: number) => `Page ${page} sur ${pages}`,
    keys: 'Les flèches passent d’une photo à l’autre ; Entrée choisit.',
  },
  published: 'Publiée',
  notPublished: 'Non publiée',
  publish: 'Publier',
  unpublish: 'Retirer du site',
  remove: 'Supprimer',
  select: (name: string) => `Sélectionner « ${name} »`,
  selectAll: 'Tout sélectionner',
  selection: 'Actions sur la sélection',
  selected: (count: number) =>
    count === 0
      ? 'Aucune photo sélectionnée'
      : `${count} photo${count > 1 ? 's' : ''} sélectionnée${count > 1 ? 's' : ''}`,
  describeSelected: 'Décrire',
  deleteTitle: (count: number) => (count > 1 ? `Supprimer ${count} photos` : 'Supprimer cette photo'),
  deleteIntro: 'Chaque photo est supprimée avec toutes ses variantes. Cela ne peut pas être annulé.',
  usesLoading: 'Recherche des pages où elles paraissent…',
  unusedPhoto: (name: string) => `« ${name} » n’est utilisée nulle part sur le site.`,
  usedPhoto: (name: string) => `« ${name} » paraît sur le site :`,
  replacement: (title: string) => `Photo qui la remplace dans « ${title} »`,
  noReplacement: 'Aucune : la photo de secours de l’emplacement (ou rien)',
  replacementHint:
    'Sans remplaçante, l’emplacement montre la photo de secours choisie dans « Mise en page », ou disparaît de la page : jamais la photo de démonstration.',
  articlesLoseIt: 'Les articles ci-dessus ne la montreront plus.',
  replace: 'Remplacer',
  replaceOn: (name: string) => `Remplacer « ${name} » sur le site`,
  replaceIntro:
    'Choisissez, pour chaque emplacement, la photo qui prend sa place. Celle-ci reste dans la photothèque : rien n’est supprimé.',
  keepHere: 'Aucune : elle reste à cet emplacement',
  replacementSearchLabel: 'Rechercher une photo de remplacement',
  replacementSearchPlaceholder: 'Description ou nom du fichier',
  replacementSearchHint:
    'Les listes proposent les photos publiées de toute la photothèque : cherchez-en une par sa description ou son nom de fichier.',
  replacementsLoading: 'Chargement des photos publiées…',
  nothingToReplace: 'Elle n’occupe aucun emplacement des pages : rien à remplacer.',
  describeHeading: 'Descriptions de la sélection',
  altOf: (name: string) => `Description de « ${name} »`,
  saveAlts: 'Enregistrer les descriptions',
  closeAlts: 'Fermer',
} as const;

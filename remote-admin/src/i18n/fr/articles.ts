export const articles = {
  title: 'Articles du blog',
  create: 'Nouvel article',
  backToList: 'Retour à la liste des articles',
  searchLabel: 'Rechercher un article',
  searchPlaceholder: 'Titre, adresse ou numéro',
  loading: 'Chargement des articles...',
  empty: "Aucun article pour l'instant.",
  noMatch: (term: string) => `Aucun article ne correspond à “${term}”.`,
  published: 'Publié',
  scheduled: (day: string) => `Programmé pour le ${day}`,
  draft: 'Brouillon (non publié)',
  address: 'Adresse',
  /** The « Versions » section of an article's edit screen. */
  versions: {
    heading: 'Versions',
    intro:
      'Chaque enregistrement garde une version de l’article. Comparez-la à l’article actuel, ou rétablissez-la.',
    loading: 'Chargement des versions...',
    empty: 'Aucune version enregistrée pour l’instant : la prochaine sauvegarde en gardera une.',
    line: (when: string, author: string, changes: string) =>
      [when, author || 'auteur inconnu', changes].join(' — '),
    created: 'création',
    restored: (when: string) => `version du ${when} rétablie`,
    nothingChanged: 'rien de changé',
    compare: 'Comparer',
    compareLabel: (when: string) => `Comparer la version du ${when} à l’article actuel`,
    hideCompare: 'Masquer la comparaison',
    comparing: 'Chargement de la version...',
    comparisonHeading: (when: string) => `Version du ${when} → article actuel`,
    sameAsCurrent: 'Cette version est identique à l’article actuel.',
    before: 'Dans cette version',
    after: 'Actuellement',
    removedLine: 'Ligne retirée depuis :',
    addedLine: 'Ligne ajoutée depuis :',
    emptyValue: '(vide)',
    restore: 'Rétablir cette version',
    restoreLabel: (when: string) => `Rétablir cette version (du ${when})`,
    restoreTitle: (when: string) => `Rétablir la version du ${when} ?`,
    restoreQuestion:
      'Le formulaire reprendra le contenu de cette version, enregistré comme une nouvelle version : l’actuelle reste dans la liste. Ce que vous avez tapé sans l’enregistrer sera remplacé.',
    restorePublished:
      'L’article est publié : il garde son adresse et sa date actuelles, pour ne casser aucun lien.',
    restoreConfirm: 'Rétablir',
    restoredNotice: 'Version rétablie.',
  },
} as const;

export const articleForm = {
  title: 'Titre',
  slug: 'Adresse de l’article',
  slugHint:
    'Faite à partir du titre (après /blog/) ; vous pouvez la changer : lettres minuscules sans accent, chiffres et tirets.',
  published: 'Date de publication',
  publishedHint:
    'Vide : le jour où vous publiez. Une date à venir programme l’article : il paraît sur le blog ce jour-là.',
  description: 'Chapeau (texte de la carte et introduction)',
  cover: 'Photo de couverture',
  noCover: 'Aucune photo choisie.',
  chooseCover: 'Choisir dans la photothèque',
  changeCover: 'Changer de photo',
  coverAlt: 'Description de la photo de couverture',
  coverAltHint: 'Ce que montre la photo, pour qui ne la voit pas. Repris de la photothèque.',
  markdown: 'Texte de l’article (Markdown)',
  markdownHint:
    '## Intertitre, paragraphes séparés par une ligne vide, - liste, [lien](/contacts), {{formules: feel-good, toi-et-moi}} pour les cartes de formules. « Insérer une photo » ajoute à l’endroit du curseur une photo publiée de la photothèque.',
  bodyPhotos: 'Photos du texte',
  preview: 'Aperçu',
  previewLabel: 'Aperçu de l’article',
  seo: 'Moteurs de recherche et partage (facultatif)',
  seoHint: 'Laissés vides, ces champs reprennent le titre, le chapeau et la couverture.',
  byDefault: (value: string) => `Vide : « ${value} » (par défaut).`,
  shareByDefault: 'Vide : la photo de couverture (par défaut).',
  headTitle: 'Titre de la page (onglet et moteurs de recherche)',
  headDescription: 'Description pour les moteurs de recherche',
  keywords: 'Mots-clés (facultatifs)',
  keywordsHint: 'Séparés par des virgules, 15 au plus.',
  breadcrumbName: 'Nom dans le fil d’Ariane',
  share: 'Image de partage',
  chooseShare: 'Choisir une autre image de partage',
  useCover: 'Reprendre la couverture',
  shareAlt: 'Description de l’image de partage',
  insertPhoto: 'Insérer une photo',
  body: 'Texte de l’article',
  bodyHint:
    'Tel qu’il paraîtra sur le blog. « Intertitre » et « Liste » changent le paragraphe du curseur ; « Photo » insère une photo publiée de la photothèque, « Formules » des cartes de formules.',
  editorModes: 'Façon d’écrire le texte',
  visualMode: 'Visuel',
  markdownMode: 'Markdown',
  loadingEditor: 'Chargement de l’éditeur...',
  problemsTitle: (count: number) =>
    count > 1 ? `${count} champs à compléter ou corriger :` : 'Un champ à compléter ou corriger :',
} as const;

export const visualEditor = {
  toolbar: 'Mise en forme du texte',
  heading: 'Intertitre',
  list: 'Liste',
  link: 'Lien',
  photo: 'Photo',
  offers: 'Formules',
  linkGroup: 'Lien du texte sélectionné',
  linkAddress: 'Adresse du lien',
  linkHint: 'Un chemin du site (/contacts), une adresse http(s):// ou mailto:. Vide : retire le lien.',
  applyLink: 'Appliquer le lien',
  photoDescription: (alt: string) => `Photo : ${alt || 'sans description'}`,
  caption: 'Légende (facultative)',
  /** Read after the caption's label: which photo it is under. */
  captionOf: (alt: string, place: { place: number; count: number } | null) =>
    place === null
      ? ` de la photo « ${alt} »`
      : ` de la photo ${place.place} sur ${place.count}${alt ? ` « ${alt} »` : ''}`,
  removePhoto: 'Retirer la photo',
  removePhotoNamed: (alt: string) => `Retirer la photo « ${alt} »`,
  offersLegend: 'Cartes de formules affichées',
  noOffer: 'Cochez au moins une formule.',
  removeOffers: 'Retirer les cartes de formules',
} as const;

export const searchResult = {
  label: 'Aperçu dans un moteur de recherche',
  titleFits: (length: number) => `Titre : ${length} caractères sur 60, montré en entier.`,
  titleLong: (length: number) => `Titre : ${length} caractères, plus de 60 : il sera coupé.`,
  descriptionFits: (length: number) => `Description : ${length} caractères, entre 70 et 160.`,
  descriptionShort: (length: number) =>
    `Description : ${length} caractères, moins de 70 : le moteur pourrait la remplacer par un extrait de la page.`,
  descriptionLong: (length: number) => `Description : ${length} caractères, plus de 160 : elle sera coupée.`,
} as const;

export const photoPicker = {
  label: 'Photos publiées de la photothèque',
  insertHint: 'Touchez une photo pour l’insérer dans le texte, là où est le curseur.',
  chooseHint: 'Touchez une photo pour la choisir.',
  insertNamed: (alt: string) => `Insérer « ${alt} »`,
  close: 'Fermer',
} as const;

export const createArticle = {
  title: 'Nouvel article',
  ready: 'Seul le titre est demandé pour enregistrer le brouillon ; la couverture s’ajoute avant de publier.',
  saveDraft: 'Enregistrer le brouillon',
} as const;

export const editArticle = {
  title: 'Modifier un article',
  loading: 'Chargement de l’article...',
  notFound: 'Article introuvable.',
  isPublished: (path: string) => `En ligne à l’adresse ${path}.`,
  isScheduled: (day: string) => `Programmé pour le ${day} : l’article paraîtra sur le blog ce jour-là.`,
  isDraft: 'Brouillon : l’article n’est pas sur le blog.',
  publish: 'Publier',
  publishNow: 'Publier maintenant',
  unpublish: 'Retirer du blog',
  unschedule: 'Dépublier',
  saved: 'Modifications enregistrées.',
  publishedNotice: 'Article publié.',
  scheduledNotice: 'Programmation enregistrée.',
  unpublishedNotice: 'Article retiré du blog.',
  unscheduledNotice: 'Programmation annulée : l’article est de nouveau un brouillon.',
  autosaveFrom: (date: string) =>
    `Votre saisie du ${date} est reprise : elle n’est pas encore enregistrée dans l’article.`,
} as const;

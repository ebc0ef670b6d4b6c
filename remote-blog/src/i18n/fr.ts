/** Every French text of this remote, in one place for proofreading and translation. Article copy is edited in the admin and stored by the server. */
export const fr = {
  blogList: {
    title: 'Le blog',
    intro:
      'Conseils pour préparer vos séances, coulisses de reportages et idées de photos, autour de Montpellier.',
    filterLabel: 'Filtrer les articles par titre',
    filterPlaceholder: 'Rechercher un article...',
    filterSubmit: 'Filtrer',
    listLabel: 'Articles du blog',
    empty: 'Aucun article n’est encore publié.',
    noMatch: (term: string) => `Aucun article ne correspond à “${term}”.`,
    head: {
      title: 'Blog photo : conseils et coulisses | LAPM Photographie',
      description:
        'Le blog d’une photographe portrait et mariage près de Montpellier : conseils pour vos séances photo, mariage, grossesse, lifestyle et photo d’entreprise.',
      breadcrumbName: 'Blog',
      keywords: [
        'blog photographe',
        'photographe Montpellier',
        'conseils séance photo',
        'photographe mariage',
        'photo de grossesse',
        'portrait lifestyle',
        'photo professionnelle',
      ],
    },
  },
  article: {
    back: 'Retour au blog',
    published: 'Publié le',
    notFound: {
      title: 'Article introuvable',
      text: 'Cet article n’existe pas ou n’est plus en ligne.',
      link: 'Voir tous les articles du blog',
      head: 'Article introuvable | LAPM Photographie',
    },
  },
} as const;

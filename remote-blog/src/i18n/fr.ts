/** Every French text of this remote, in one place for proofreading and translation. */
export const fr = {
  blogList: {
    title: 'Le blog',
    intro: 'Conseils et coulisses de séances photo.',
  },
  article: {
    title: 'Article',
    intro: 'Bonne lecture.',
  },
} as const;

/** The page's Google title and description as first published (« Référencement »). */
export const faqSeo = {
  title: 'Foire aux questions | LAPM Photographie',
  description:
    'Les questions fréquentes sur les séances photo et les reportages de mariage de LAPM Photographie.',
};

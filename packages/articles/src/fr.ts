/** The French texts of an article's body, wherever it is shown (the blog, the admin's preview). */
export const fr = {
  openImage: (alt: string) => `Agrandir la photo : ${alt}`,
} as const;

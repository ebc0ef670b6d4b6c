import { paths, type SeoDocument } from '@lapm/contracts';

/**
 * Each public page's Google title and description as first published (« Référencement »): written
 * to an empty database; each page's head module shows its own when the published ones cannot be read.
 */
export const homeSeo = {
  title: 'Portrait et mariage à Montpellier | LAPM Photographie',
  description:
    'Photographe portrait et mariage près de Montpellier : solo, couple, famille, grossesse, portraits corporate et reportages de mariage dans l’Hérault et le Gard.',
};
export const pricesSeo = {
  title: 'Prestations et tarifs photo, Montpellier | LAPM Photographie',
  description:
    'Les prestations photo près de Montpellier : portrait solo, duo, famille, grossesse, nouveau-né, hobby, corporate et mariage, avec leurs formules et tarifs.',
};
export const lifestyleSeo = {
  title: 'Portrait lifestyle : solo, duo, famille | LAPM Photographie',
  description:
    'Des photos de vie spontanées autour de Montpellier : Feel Good, Toi & Moi, La Smala, 1er cris, 9 mois et Passions Lives, six formats pour chaque histoire.',
};
export const soloSeo = {
  title: 'Portrait solo en studio ou en extérieur | LAPM Photographie',
  description:
    'Une séance portrait rien que pour vous près de Montpellier, en studio ou en extérieur : 5 à 22 photos retouchées dans une galerie privée. Dès 99 €.',
};
export const duoSeo = {
  title: 'Séance photo duo et couple à Montpellier | LAPM Photographie',
  description:
    'Séance photo à deux près de Montpellier, en couple, entre sœurs ou avec votre enfant : en studio ou en extérieur, 5 à 22 photos en galerie privée. Dès 119 €.',
};
export const familySeo = {
  title: 'Photo de famille et d’amis à Montpellier | LAPM Photographie',
  description:
    'Baptême, anniversaire, diplôme, déménagement : une séance photo en famille ou entre amis autour de Montpellier, 5 à 15 photos en galerie privée. Dès 159 €.',
};
export const pregnancySeo = {
  title: 'Grossesse et nouveau-né à Montpellier | LAPM Photographie',
  description:
    'Séance grossesse idéalement au 7e ou 8e mois, puis nouveau-né de 5 à 15 jours : en studio, en extérieur ou chez vous, près de Montpellier. Dès 159 €.',
};
export const newbornSeo = {
  title: 'Photo de nouveau-né près de Montpellier | LAPM Photographie',
  description:
    'Photos de nouveau-né entre 5 et 15 jours après la naissance, en studio ou à domicile autour de Montpellier, au rythme de bébé. Dès 159 €.',
};
export const hobbySeo = {
  title: 'Portrait hobby : sport, passion, animaux | LAPM Photographie',
  description:
    'Des portraits qui racontent votre passion, sport, musique, danse ou animal, autour de Montpellier : 6 à 18 photos retouchées en galerie privée. Dès 159 €.',
};
export const weddingSeo = {
  title: 'Photographe de mariage à Montpellier | LAPM Photographie',
  description:
    'Reportage de mariage naturel près de Montpellier, des préparatifs à la soirée : galerie en ligne, 90 à 600 photos retouchées, formules de 899 € à 1 899 €.',
};
export const corporateSeo = {
  title: 'Portrait corporate et photo d’équipe | LAPM Photographie',
  description:
    'Portraits professionnels à Montpellier pour indépendants et entreprises : en studio ou dans vos locaux, rendu homogène, livraison rapide. Dès 99 € TTC.',
};
export const portfolioSeo = {
  title: 'Portfolio : paysages, rue et portraits | LAPM Photographie',
  description:
    'Le portfolio de LAPM Photographie : paysages naturels du Sud, photographie de rue, architecture urbaine et portraits, une sélection renouvelée à chaque visite.',
};
export const aboutSeo = {
  title: 'Qui suis-je ? Photographe à Montpellier | LAPM Photographie',
  description:
    'Laure-Anne, photographe de portrait et de mariage près de Montpellier : de l’argentique au flash, sept ans de pratique pour des portraits qui vous ressemblent.',
};
export const contactSeo = {
  title: 'Contact : réserver une séance photo | LAPM Photographie',
  description:
    'Contactez LAPM Photographie par e-mail ou téléphone pour une séance photo ou un mariage, tous les jours de 10 h à 13 h et de 14 h à 19 h, autour de Montpellier.',
};
export const faqSeo = {
  title: 'Foire aux questions | LAPM Photographie',
  description:
    'Les questions fréquentes sur les séances photo et les reportages de mariage de LAPM Photographie.',
};
export const termsSeo = {
  title: 'Conditions générales de vente | LAPM Photographie',
  description:
    'Conditions générales de vente de LAPM Photographie, particuliers et entreprises : acompte, paiement, annulation, livraison des photos et droits d’utilisation.',
};
export const legalSeo = {
  title: 'Mentions légales | LAPM Photographie',
  description:
    'Mentions légales du site de LAPM Photographie : éditeur, hébergement, propriété intellectuelle, données personnelles et cookies.',
};
export const basketSeo = {
  title: 'Panier | LAPM Photographie',
  description: 'Votre panier LAPM Photographie : les séances se réservent par e-mail ou par téléphone.',
};

export const seo: SeoDocument = {
  pages: [
    { path: paths.home, ...homeSeo },
    { path: paths.prices, ...pricesSeo },
    { path: paths.lifestyle, ...lifestyleSeo },
    { path: paths.solo, ...soloSeo },
    { path: paths.duo, ...duoSeo },
    { path: paths.family, ...familySeo },
    { path: paths.pregnancy, ...pregnancySeo },
    { path: paths.newborn, ...newbornSeo },
    { path: paths.hobby, ...hobbySeo },
    { path: paths.wedding, ...weddingSeo },
    { path: paths.corporate, ...corporateSeo },
    { path: paths.portfolio, ...portfolioSeo },
    { path: paths.about, ...aboutSeo },
    { path: paths.contact, ...contactSeo },
    { path: paths.faq, ...faqSeo },
    { path: paths.terms, ...termsSeo },
    { path: paths.legal, ...legalSeo },
    { path: paths.basket, ...basketSeo },
  ],
};

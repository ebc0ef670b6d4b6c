export { ArticleBody } from './ArticleBody';
export { ZoomableImage } from './ZoomableImage';

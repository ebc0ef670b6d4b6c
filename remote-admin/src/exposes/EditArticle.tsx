export { default } from '../features/articles/EditArticlePage';

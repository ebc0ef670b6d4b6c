export { default } from '../features/articles/CreateArticlePage';

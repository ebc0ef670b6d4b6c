export { default } from '../features/articles/ArticlesPage';

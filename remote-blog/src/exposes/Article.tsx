export { default } from '../features/article/ArticlePage';

export { default } from '../features/blog-list/BlogListPage';

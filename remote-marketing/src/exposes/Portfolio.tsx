export { default } from '../features/portfolio/PortfolioPage';

/** What other features use of news: the featured items (Início) and the published list (the header's search). */
export { useFeaturedNews } from './api/get-featured-news';
export { getPublishedNewsQueryOptions } from './api/get-published-news';

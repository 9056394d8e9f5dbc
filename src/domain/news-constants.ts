/** Spec 1 §9: the home screen shows at most 3 featured news. */
export const FEATURED_NEWS_LIMIT = 3;
/** Spec 2 §9: news cards show 3 tags. */
export const CARD_TAGS = 3;

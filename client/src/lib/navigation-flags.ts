/** Session-storage flag another screen sets so the landing page scrolls to the estimator. */
export const SCROLL_TO_ESTIMATOR_KEY = 'scrollToEstimator';

export const HASH_SCROLL_DELAY_MS = 300;

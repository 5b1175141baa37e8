export { createReview, readHireReviewState, respondToReview, updateReview } from './write-review';
export { listEmployerReviews, listWorkerReviews, summarizeEmployerRatings } from './read-reviews';
export { toReviewDto } from './review-dto';
export { canReadReview, findReviewForReport, listReviewsForConsole, setReviewModeration } from './moderate-review';

/** Plans that unlock the advanced estimator (spec 002 section 6); 'subscription' is the bundle's id in spec 000. */
export const ADVANCED_ESTIMATOR_PLANS = ['boosted', 'subscription-bundle', 'subscription', 'enterprise'];
export function canUseAdvancedEstimator(subscription) {
    return Boolean(subscription?.isActive && subscription.plan && ADVANCED_ESTIMATOR_PLANS.includes(subscription.plan));
}

/** How far pay walks its order (slots in a random memory order) before a plain pass is cheaper. */
const WALK_BUDGET = 4000;
/** Whether the filters should fill a page within WALK_BUDGET slots of the pay order. */
export function isPayWalkWorthIt(store, f, limit) {
    const expectedWalk = f.narrowest ? (limit * store.size) / Math.max(1, f.narrowest.size) : 0;
    return expectedWalk <= WALK_BUDGET;
}
/**
 * Offers slots highest pay first, at most WALK_BUDGET of them. True when the page is final: in
 * ranking order every later slot ranks after the ones kept, so a full page (or the whole order) is.
 */
export function walkPay(store, top, offer) {
    const order = store.byPay;
    const end = Math.min(order.length, WALK_BUDGET);
    for (let i = 0; i < end && !top.isFull; i += 1)
        offer(order.slots[i]);
    return top.isFull || end === order.length;
}

/** The first position in an ascending list holding `slot` or above. */
function firstAtOrAbove(list, slot) {
    let low = 0;
    let high = list.length;
    while (low < high) {
        const middle = (low + high) >>> 1;
        if (list[middle] < slot)
            low = middle + 1;
        else
            high = middle;
    }
    return low;
}
/**
 * Offers the lists' slots newest first until no later one can make the page. Slots added since
 * the load sit at each list's end and are all offered first; the loaded ones come newest first in
 * every list, so the lists are merged by slot until the next ranks after the page's last hit.
 */
export function walkNewest(store, lists, top, offer) {
    const positions = lists.map(() => 0);
    const ends = lists.map((list) => firstAtOrAbove(list, store.loaded));
    lists.forEach((list, l) => {
        for (let i = ends[l]; i < list.length; i += 1)
            offer(list[i]);
    });
    for (;;) {
        let next = -1;
        for (let l = 0; l < lists.length; l += 1) {
            if (positions[l] < ends[l] && (next === -1 || lists[l][positions[l]] < lists[next][positions[next]]))
                next = l;
        }
        if (next === -1)
            return;
        const slot = lists[next][positions[next]++];
        if (top.isClosedTo(0, slot))
            return;
        offer(slot);
    }
}
/** Newest first: the smallest filter's slots when a pass over them is cheaper, or every job in post order, until a page is full. */
export function rankNewest(store, f, top, offer) {
    if (f.passLists)
        walkNewest(store, f.passLists.lists(), top, offer);
    else
        for (let i = 0; i < store.byNewest.length && !top.isFull; i += 1)
            offer(store.byNewest.slots[i]);
    return top.hits;
}

import { compileFilters, passes } from './filters';
/** How many live slots pass the filters, counting no further than `max`. */
export function count(store, filters, max, plain) {
    const f = compileFilters(store, filters);
    if (plain)
        f.passLists = null;
    let found = 0;
    if (f.passLists) {
        for (const list of f.passLists.lists())
            for (let i = 0; i < list.length && found < max; i += 1)
                if (passes(store, f, list[i]))
                    found += 1;
    }
    else {
        for (let slot = 0; slot < store.size && found < max; slot += 1)
            if (passes(store, f, slot))
                found += 1;
    }
    return found;
}

// Evaluates PostgreSQL's `search_vector @@ websearch_to_tsquery('english', q)` in memory. PostgreSQL
// still turns q into a tsquery (`select websearch_to_tsquery('english', $1)::text`), so stemming and
// stop words stay its own; this file parses that text and matches it against each job's lexemes.
//
// An empty tsquery (q = '', 'the', '-', "it's": only stop words or punctuation) prints as '' and
// `@@` with it is false for every document (PostgreSQL only raises a NOTICE): so parseTextQuery's
// null means that no job matches, never that every job does.
/** Parses tsquery text as PostgreSQL prints it ('a' & !( 'b' | 'c' ) <-> 'd', <2>, quotes doubled inside lexemes). null: the empty query. Throws on text it does not understand. */
export function parseTextQuery(text) {
    const tokens = tokenize(text);
    if (tokens.length === 0)
        return null;
    let next = 0;
    const fail = (why) => {
        throw new Error(`tsquery ${JSON.stringify(text)}: ${why}`);
    };
    const accept = (kind) => (tokens[next]?.kind === kind ? tokens[next++] : undefined);
    // PostgreSQL's priorities, loosest first: | then & then <-> then !; binary operators group to the left.
    const parseOr = () => {
        let left = parseAnd();
        while (accept('|'))
            left = { type: 'or', left, right: parseAnd() };
        return left;
    };
    const parseAnd = () => {
        let left = parsePhrase();
        while (accept('&'))
            left = { type: 'and', left, right: parsePhrase() };
        return left;
    };
    const parsePhrase = () => {
        let left = parseUnary();
        for (let token = accept('phrase'); token?.kind === 'phrase'; token = accept('phrase')) {
            left = { type: 'phrase', left, right: parseUnary(), distance: token.distance };
        }
        return left;
    };
    const parseUnary = () => {
        const token = tokens[next++];
        if (token?.kind === 'lexeme')
            return { type: 'lexeme', value: token.value };
        if (token?.kind === '!')
            return { type: 'not', operand: parseUnary() };
        if (token?.kind === '(') {
            const inner = parseOr();
            if (!accept(')'))
                fail('missing )');
            return inner;
        }
        return fail(token ? `unexpected ${token.kind}` : 'unexpected end');
    };
    const query = parseOr();
    if (next < tokens.length)
        fail(`unexpected ${tokens[next].kind}`);
    return query;
}
function tokenize(text) {
    const tokens = [];
    const error = (at, why) => new Error(`tsquery ${JSON.stringify(text)} at ${at}: ${why}`);
    let i = 0;
    while (i < text.length) {
        const char = text[i];
        if (char === ' ') {
            i++;
        }
        else if (char === '!' || char === '&' || char === '|' || char === '(' || char === ')') {
            tokens.push({ kind: char });
            i++;
        }
        else if (char === '<') {
            const operator = /^<(-|\d+)>/.exec(text.slice(i, i + 8));
            if (!operator)
                throw error(i, 'bad phrase operator');
            tokens.push({ kind: 'phrase', distance: operator[1] === '-' ? 1 : Number(operator[1]) });
            i += operator[0].length;
        }
        else if (char === "'") {
            // PostgreSQL prints ' inside a lexeme as '' and \ as \\.
            let value = '';
            for (i++;; i++) {
                if (i >= text.length)
                    throw error(i, 'unterminated lexeme');
                if (text[i] === "'") {
                    if (text[i + 1] !== "'")
                        break;
                    i++;
                }
                else if (text[i] === '\\') {
                    i++;
                    if (i >= text.length)
                        throw error(i, 'unterminated lexeme');
                }
                value += text[i];
            }
            i++;
            // Weights and prefixes ('a':*, 'a':AB) change what matches; websearch_to_tsquery never makes them.
            if (text[i] === ':')
                throw error(i, 'weight or prefix markers are not supported');
            tokens.push({ kind: 'lexeme', value });
        }
        else {
            throw error(i, `unexpected ${JSON.stringify(char)}`);
        }
    }
    return tokens;
}
/** Whether the query holds a phrase operator (<-> or <N>): those need word positions, which the index does not keep. */
export function hasPhrase(query) {
    switch (query.type) {
        case 'lexeme':
            return false;
        case 'not':
            return hasPhrase(query.operand);
        case 'phrase':
            return true;
        default:
            return hasPhrase(query.left) || hasPhrase(query.right);
    }
}
/**
 * The documents (slots 0..size-1) that match, as a 0/1 mask. `postings(lexeme)` gives the slots whose
 * document holds that lexeme (or undefined). Phrase nodes are not accepted (throw): callers check hasPhrase first.
 */
export function matchMask(query, postings, size) {
    // Masks are padded to whole 32-bit words so &, | and ! run four slots at a time; callers see `size` bytes.
    const words = Math.ceil(size / 4);
    const wordsOf = (mask) => new Uint32Array(mask.buffer, 0, words);
    // Sets (or clears) the slots of one lexeme: `a | b` and `a & !b` need no second mask.
    const mark = (mask, lexeme, value) => {
        const slots = postings(lexeme);
        if (slots)
            for (let i = 0; i < slots.length; i++)
                mask[slots[i]] = value;
        return mask;
    };
    const evaluate = (node) => {
        switch (node.type) {
            case 'lexeme':
                return mark(new Uint8Array(new ArrayBuffer(words * 4), 0, size), node.value, 1);
            case 'not': {
                const mask = evaluate(node.operand);
                const flipped = wordsOf(mask);
                for (let i = 0; i < words; i++)
                    flipped[i] ^= 0x01010101;
                return mask;
            }
            case 'or': {
                if (node.right.type === 'lexeme')
                    return mark(evaluate(node.left), node.right.value, 1);
                if (node.left.type === 'lexeme')
                    return mark(evaluate(node.right), node.left.value, 1);
                const mask = evaluate(node.left);
                const [left, right] = [wordsOf(mask), wordsOf(evaluate(node.right))];
                for (let i = 0; i < words; i++)
                    left[i] |= right[i];
                return mask;
            }
            case 'and': {
                const { left: l, right: r } = node;
                if (r.type === 'not' && r.operand.type === 'lexeme')
                    return mark(evaluate(l), r.operand.value, 0);
                if (l.type === 'not' && l.operand.type === 'lexeme')
                    return mark(evaluate(r), l.operand.value, 0);
                const mask = evaluate(l);
                const [left, right] = [wordsOf(mask), wordsOf(evaluate(r))];
                for (let i = 0; i < words; i++)
                    left[i] &= right[i];
                return mask;
            }
            case 'phrase':
                throw new Error('matchMask: phrase operators need word positions (check hasPhrase first)');
        }
    };
    return evaluate(query);
}

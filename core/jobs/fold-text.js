// Accents and case never decide a keyword match: 'tuberia' finds 'tubería', 'ELECTRICISTA' finds 'electricista'.
const COMBINING_MARKS = /[\u0300-\u036f]/g;
/** Lower-case, accents removed (NFD, combining marks dropped): 'Tubería' -> 'tuberia', 'Ñ' -> 'n'. */
export function foldText(text) {
    return text.normalize('NFD').replace(COMBINING_MARKS, '').toLowerCase();
}

import { requireCode } from '@core/shared/messages';
/** The body of an error answer: its message and the code of its rule (a message with parameters gives the code). */
export function errorBody(message, code = requireCode(message)) {
    return { message, code };
}
